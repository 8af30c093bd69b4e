import { asc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { accountBody, accountPatch } from '@/lib/schemas/auth';
import { editorAccounts } from '@/server/db/schema';
import { recordAudit } from '../audit/record';
import { createAccount, type EditorAccount } from '../auth/accounts';
import { requireEditor } from '../auth/editor-guard';
import { hashPassword } from '../auth/passwords';
import type { ApiEnv } from '../core/env';
import { editorJsonBody, refusedCall, refusedFields } from '../core/editor-refusal';
import { limitBody } from '../core/json-body';
import { newRouter } from '../core/router';
import { pathInt } from '../core/validation';

/** `/editor_accounts/`: the admins' management of the editor accounts. A password never leaves the server. */
export const editorAccountsRoutes = newRouter();

const admin = requireEditor('admin');

type Row = typeof editorAccounts.$inferSelect;
const serialize = (row: Row | EditorAccount) => ({
  id: row.id,
  email: row.email,
  role: row.role,
  editions: row.editions,
  ...('createdAt' in row ? { created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() } : {}),
});

editorAccountsRoutes.get('/', admin, async (c) => {
  const rows = await c.get('db').select().from(editorAccounts).orderBy(asc(editorAccounts.email));
  return c.json({ count: rows.length, next: null, previous: null, results: rows.map(serialize) });
});

editorAccountsRoutes.post('/', admin, limitBody(8 * 1024), async (c) => {
  const body = await editorJsonBody(c, accountBody);
  const account = await createAccount(c.get('db'), body);
  if (!account) throw refusedFields(c.get('edition'), { email: [{ key: 'accountExists' }] });
  await recordAudit(c, c.get('editor'), { action: 'create', entityType: 'editor_account', entityId: account.id, before: null, after: serialize(account) });
  return c.json(serialize(account), 201);
});

async function accountOr404(c: Context<ApiEnv>, id: number): Promise<Row> {
  const [row] = await c.get('db').select().from(editorAccounts).where(eq(editorAccounts.id, id));
  if (!row) throw refusedCall(c.get('edition'), 404, { key: 'notFound' });
  return row;
}

/** A new role, editions or password; any change revokes the account's tokens, which carry the old ones. */
editorAccountsRoutes.patch('/:id', admin, limitBody(8 * 1024), async (c) => {
  const id = pathInt(c);
  const body = await editorJsonBody(c, accountPatch);
  const before = await accountOr404(c, id);
  if (id === c.get('editor').id && body.role && body.role !== 'admin') throw refusedFields(c.get('edition'), { role: [{ key: 'ownAdminRole' }] });
  const [after] = await c
    .get('db')
    .update(editorAccounts)
    .set({
      ...(body.role ? { role: body.role } : {}),
      ...(body.editions !== undefined ? { editions: body.editions } : {}),
      ...(body.password ? { passwordHash: await hashPassword(body.password) } : {}),
      tokenVersion: sql`${editorAccounts.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(editorAccounts.id, id))
    .returning();
  await recordAudit(c, c.get('editor'), {
    action: 'update',
    entityType: 'editor_account',
    entityId: id,
    before: serialize(before),
    after: { ...serialize(after), password_changed: Boolean(body.password) },
  });
  return c.json(serialize(after));
});

/** Deletes an account: its tokens stop working at once (every request reads the account). */
editorAccountsRoutes.delete('/:id', admin, async (c) => {
  const id = pathInt(c);
  if (id === c.get('editor').id) throw refusedCall(c.get('edition'), 400, { key: 'ownAccountDelete' });
  const before = await accountOr404(c, id);
  await c.get('db').delete(editorAccounts).where(eq(editorAccounts.id, id));
  await recordAudit(c, c.get('editor'), { action: 'delete', entityType: 'editor_account', entityId: id, before: serialize(before), after: null });
  return c.body(null, 204);
});
