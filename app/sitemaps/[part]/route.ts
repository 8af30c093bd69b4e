import { partFromSegment } from '@/lib/sitemap/plan';
import { sitemapResponse } from '@/lib/sitemap/respond';

export const dynamic = 'force-dynamic';

/** Part file `/sitemaps/{n}.xml` of a sitemap too large for one file (404 while one file is enough). */
export async function GET(request: Request, { params }: { params: Promise<{ part: string }> }) {
  const part = partFromSegment((await params).part);
  if (part === null) return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return sitemapResponse(request, part);
}
