import { cookies, draftMode, headers } from 'next/headers';
import { editorSession, mayEdit } from '@/lib/api/editor';
import { checkPreviewLink } from '@/lib/api/preview-links';
import { ADMIN_EDITION_HEADER } from '@/lib/admin/paths';
import { DEFAULT_EDITION, isEditionId } from '@/lib/editions';
import { EDITOR_COOKIE } from '@/lib/security/editor-cookie';

/** A path alone in `Location`: the browser stays on the host it asked for, and nothing of the request's headers is echoed. */
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'private, no-store' } });

/**
 * A link followed from a mail or a chat is a cross-site navigation, which the browser sends without the editor's
 * `SameSite=Strict` cookie: the page takes one step on the site itself, which sends it, before concluding the editor
 * is signed out.
 */
function sameSiteHop(token: string): Response {
  const next = `/admin/preview?${new URLSearchParams({ token, hop: '1' })}`.replace(/&/g, '&amp;');
  return new Response(`<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0;url=${next}">`, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' },
  });
}

/**
 * `/admin/preview?token=…`: turns on Next's draft mode for this browser and opens the page the link names, as
 * visitors will see it once published. Only an editor of the edition, signed in, with a link signed by the API in the
 * last 24 hours gets there; anyone else is sent to the page that explains why (and lets them sign in).
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  const [h, jar] = await Promise.all([headers(), cookies()]);
  const header = h.get(ADMIN_EDITION_HEADER) ?? '';
  const edition = isEditionId(header) ? header : DEFAULT_EDITION;
  const explain = (problem?: string) => seeOther(`/admin/preview/open?${new URLSearchParams({ token, ...(problem ? { problem } : {}) })}`);
  const session = await editorSession(jar.get(EDITOR_COOKIE)?.value);
  if (!session && h.get('sec-fetch-site') === 'cross-site' && !url.searchParams.has('hop')) return sameSiteHop(token);
  if (!session || !mayEdit(session, edition)) return explain();
  const link = await checkPreviewLink(session, edition, token);
  if (link === 'expired' || link === 'invalid') return explain(link);
  (await draftMode()).enable();
  return seeOther(link.path);
}
