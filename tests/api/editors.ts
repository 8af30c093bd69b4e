import type { EditionId } from '@/lib/editions';
import type { EditorRole } from '@/lib/schemas/editor-roles';
import { createAccount, type EditorAccount } from '@/server/api/auth/accounts';
import { signEditorToken } from '@/server/api/auth/tokens';
import type { TestApi } from './harness';

export const EDITOR_PASSWORD = 'correct horse battery staple';

let count = 0;

/** A new editor account on the test's database, and a token for it. */
export async function editorWithToken(
  api: TestApi,
  { role = 'editor', editions = null, email }: { role?: EditorRole; editions?: EditionId[] | null; email?: string } = {},
): Promise<{ account: EditorAccount; token: string; auth: { authorization: string } }> {
  const account = await createAccount(api.db, { email: email ?? `editor-${++count}-${Date.now()}@vacances.test`, password: EDITOR_PASSWORD, role, editions });
  if (!account) throw new Error('the e-mail already has an account');
  const token = await signEditorToken(api.db, account);
  return { account, token, auth: { authorization: `Bearer ${token}` } };
}
