import { cookies, draftMode } from 'next/headers';
import { EDITOR_COOKIE } from '@/lib/security/editor-cookie';

/**
 * The editor's token when this request is an editor's preview (Next's draft mode, turned on by `/admin/preview`
 * for their browser only), else null. Draft mode is off in every cached render, so visitors' pages never get here
 * with a token; outside a request (a script, the build) there is no preview either.
 */
export async function previewToken(): Promise<string | null> {
  let enabled: boolean;
  try {
    enabled = (await draftMode()).isEnabled;
  } catch {
    return null;
  }
  if (!enabled) return null;
  return (await cookies()).get(EDITOR_COOKIE)?.value ?? null;
}
