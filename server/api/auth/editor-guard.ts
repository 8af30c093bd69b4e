import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { editionIds, editions, type EditionId } from '@/lib/editions';
import type { EditorRole } from '@/lib/schemas/editor-roles';
import { EDITOR_COOKIE } from '@/lib/security/editor-cookie';
import type { ApiEnv } from '../core/env';
import { refusedCall } from '../core/editor-refusal';
import { ApiError, refusal } from '../core/errors';
import { accountById } from './accounts';
import type { Editor } from './editor';
import { InvalidToken, readEditorToken } from './tokens';

export { EDITOR_COOKIE };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="api"' };

/** `Bearer x` (and the REST-framework JWT package's `JWT x`) → x. */
function bearerToken(header: string | undefined): string | null {
  const match = /^(?:Bearer|JWT)\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * Whether a browser's request comes from a page of one of the editions: its `Origin` is one of their configured
 * public origins, or the browser itself says the request is same-origin (`Sec-Fetch-Site`, which no page script can
 * set), as it does on a host the configuration does not name (a local or staging address).
 */
function fromOurPages(origin: string | undefined, fetchSite: string | undefined): boolean {
  if (fetchSite === 'same-origin') return true;
  return origin !== undefined && editionIds.some((id) => editions[id].origin === origin);
}

const unauthenticated = (key: 'credentialsMissing' | 'tokenInvalid' | 'tokenRevoked') => refusal(401, { key });

/**
 * The editor behind a request: the `Authorization: Bearer` token of an API client, or the cookie the login set
 * in the browser. A write carried by the cookie must come from one of our pages (`Origin`), or another site could
 * make the browser send it. The account is read on every request, so a deleted account or a revoked token (a
 * logout, a new password) stops at once.
 */
export async function authenticate(c: Context<ApiEnv>): Promise<Editor> {
  const bearer = bearerToken(c.req.header('authorization'));
  const token = bearer ?? getCookie(c, EDITOR_COOKIE) ?? null;
  if (!token) throw unauthenticated('credentialsMissing');
  if (!bearer && !SAFE_METHODS.has(c.req.method) && !fromOurPages(c.req.header('origin'), c.req.header('sec-fetch-site'))) {
    throw refusal(403, { key: 'originRefused' });
  }
  let claims;
  try {
    claims = await readEditorToken(c.get('db'), token);
  } catch (error) {
    if (error instanceof InvalidToken) throw unauthenticated('tokenInvalid');
    throw error;
  }
  const account = await accountById(c.get('db'), Number(claims.sub));
  if (!account || account.tokenVersion !== claims.ver) throw unauthenticated('tokenRevoked');
  return { id: account.id, email: account.email, role: account.role, editions: account.editions };
}

/**
 * Lets the request through for an editor with at least `role`: 401 without a valid token, 403 with too small a
 * role. The editor is on the context as `editor`.
 */
export const requireEditor = (role: EditorRole = 'editor') =>
  createMiddleware<ApiEnv>(async (c, next) => {
    let editor: Editor;
    try {
      editor = await authenticate(c);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return c.json(error.bodyIn(c.get('edition')), 401, CHALLENGE);
      throw error;
    }
    if (role === 'admin' && editor.role !== 'admin') throw refusedCall(c.get('edition'), 403, { key: 'adminOnly' });
    c.set('editor', editor);
    await next();
  });

/** 403 unless the editor may write the content of `edition`. */
export function assertMayEdit(editor: Editor, edition: EditionId): void {
  if (editor.editions !== null && !editor.editions.includes(edition)) {
    throw refusedCall(edition, 403, { key: 'editionNotAllowed', values: { domain: editions[edition].domain } });
  }
}
