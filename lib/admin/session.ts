import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { editorSession, mayEdit, type EditorSession } from '@/lib/api/editor';
import { EDITOR_COOKIE } from '@/lib/security/editor-cookie';
import { DEFAULT_EDITION, editions, isEditionId, type Edition } from '@/lib/editions';
import { ADMIN_EDITION_HEADER } from './paths';

export interface AdminContext {
  edition: Edition;
  /** The signed-in editor, when they may work on this edition. */
  session: EditorSession | null;
  /** Signed in, but their account is limited to other editions. */
  refused: boolean;
}

/**
 * Who is at the editors' area and on which edition, once per request: the edition from the proxy's header (it
 * matched the Host), the editor from the API's cookie, verified by the API (a revoked token is no session).
 */
export const adminContext = cache(async (): Promise<AdminContext> => {
  const [h, jar] = await Promise.all([headers(), cookies()]);
  const id = h.get(ADMIN_EDITION_HEADER) ?? '';
  const edition = editions[isEditionId(id) ? id : DEFAULT_EDITION];
  const session = await editorSession(jar.get(EDITOR_COOKIE)?.value);
  if (session && !mayEdit(session, edition.id)) return { edition, session: null, refused: true };
  return { edition, session, refused: false };
});
