import { draftMode, headers } from 'next/headers';
import { isPreviewPath } from '@/lib/schemas/preview-links';

/**
 * "Leave preview": turns draft mode off for this browser and goes back to the page it was on, now as visitors see it.
 * Only the path of the referring page is kept, and only when it is a public page of the site.
 */
export async function POST() {
  (await draftMode()).disable();
  let path = '/';
  try {
    const referrer = new URL((await headers()).get('referer') ?? '');
    if (isPreviewPath(referrer.pathname + referrer.search)) path = referrer.pathname + referrer.search;
  } catch {
    // No referrer (or a malformed one): the home page.
  }
  return new Response(null, { status: 303, headers: { location: path, 'cache-control': 'private, no-store' } });
}
