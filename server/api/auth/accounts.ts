import { eq, sql } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import type { EditorRole } from '@/lib/schemas/editor-roles';
import { editorAccounts } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { hashPassword } from './passwords';

export interface EditorAccount {
  id: number;
  email: string;
  passwordHash: string;
  role: EditorRole;
  editions: EditionId[] | null;
  tokenVersion: number;
}

const columns = {
  id: editorAccounts.id,
  email: editorAccounts.email,
  passwordHash: editorAccounts.passwordHash,
  role: editorAccounts.role,
  editions: editorAccounts.editions,
  tokenVersion: editorAccounts.tokenVersion,
};

const asAccount = (row: (typeof editorAccounts)['$inferSelect'] | Omit<EditorAccount, 'editions'> & { editions: string[] | null }): EditorAccount => ({
  id: row.id,
  email: row.email,
  passwordHash: row.passwordHash,
  role: row.role,
  editions: row.editions as EditionId[] | null,
  tokenVersion: row.tokenVersion,
});

export async function accountByEmail(db: Db, email: string): Promise<EditorAccount | null> {
  const [row] = await db.select(columns).from(editorAccounts).where(eq(editorAccounts.email, email.toLowerCase()));
  return row ? asAccount(row) : null;
}

export async function accountById(db: Db, id: number): Promise<EditorAccount | null> {
  const [row] = await db.select(columns).from(editorAccounts).where(eq(editorAccounts.id, id));
  return row ? asAccount(row) : null;
}

/** A new account; null when the e-mail already has one. */
export async function createAccount(
  db: Db,
  input: { email: string; password: string; role: EditorRole; editions: EditionId[] | null },
): Promise<EditorAccount | null> {
  const [row] = await db
    .insert(editorAccounts)
    .values({ email: input.email.toLowerCase(), passwordHash: await hashPassword(input.password), role: input.role, editions: input.editions })
    .onConflictDoNothing()
    .returning();
  return row ? asAccount(row) : null;
}

/** A new password, which also revokes every token the account holds. False when there is no such account. */
export async function setPassword(db: Db, email: string, password: string): Promise<boolean> {
  const rows = await db
    .update(editorAccounts)
    .set({ passwordHash: await hashPassword(password), tokenVersion: sql`${editorAccounts.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(editorAccounts.email, email.toLowerCase()))
    .returning({ id: editorAccounts.id });
  return rows.length > 0;
}

/** Revokes every token of the account (logout). */
export async function revokeTokens(db: Db, id: number): Promise<void> {
  await db
    .update(editorAccounts)
    .set({ tokenVersion: sql`${editorAccounts.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(editorAccounts.id, id));
}
