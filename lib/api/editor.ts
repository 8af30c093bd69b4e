import type { EditionId } from '@/lib/editions';
import type { EditorRole } from '@/lib/schemas/editor-roles';
import { ApiRequestError, apiPath, apiSubmit, editorApiResponse, type QueryValue } from './transport';


export interface EditorSession {
  token: string;
  email: string;
  role: EditorRole;
  /** null: every edition. */
  editions: EditionId[] | null;
}

/** The editor a token stands for, while it is valid and not revoked; null otherwise (or without a token). */
export async function editorSession(token: string | undefined): Promise<EditorSession | null> {
  if (!token) return null;
  const { status, body } = await apiSubmit('/auth-jwt-verify/', 'fr-be', { token });
  if (status !== 200 || typeof body !== 'object' || body === null) return null;
  const claims = (body as { claims?: { email?: unknown; role?: unknown; editions?: unknown } }).claims;
  if (!claims || typeof claims.email !== 'string' || (claims.role !== 'editor' && claims.role !== 'admin')) return null;
  return { token, email: claims.email, role: claims.role, editions: Array.isArray(claims.editions) ? (claims.editions as EditionId[]) : null };
}

/** Whether the session may work on an edition. */
export const mayEdit = (session: EditorSession, edition: EditionId) => session.editions === null || session.editions.includes(edition);

/** A read of the editors' API as the editor; anything but 2xx throws ApiRequestError. */
export async function editorGet<T>(session: EditorSession, path: string, edition: EditionId, query: Record<string, QueryValue> = {}): Promise<T> {
  const res = await editorApiResponse(path, edition, session.token, query);
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new ApiRequestError(res.status, apiPath(path, edition, query), body);
  return body as T;
}
