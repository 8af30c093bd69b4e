import { newAccount } from '@/lib/schemas/auth';
import type { Db } from '@/server/db/types';
import { createAccount } from './accounts';
import { log } from '@/lib/log/logger.mjs';

const done = new WeakSet<Db>();

/**
 * The first admin of a deployment that cannot run `npm run editor:create` (a container, the e2e server on an
 * in-memory database): EDITOR_BOOTSTRAP_EMAIL and EDITOR_BOOTSTRAP_PASSWORD create that account, for every
 * edition, when no account has the e-mail. An existing account is never changed, so the variables can stay set.
 */
export async function bootstrapAccount(db: Db): Promise<void> {
  const email = process.env.EDITOR_BOOTSTRAP_EMAIL?.trim();
  const password = process.env.EDITOR_BOOTSTRAP_PASSWORD;
  if (!email || !password || done.has(db)) return;
  done.add(db);
  const parsed = newAccount.safeParse({ email, password, role: 'admin', editions: null });
  if (!parsed.success) {
    log.error(`EDITOR_BOOTSTRAP_EMAIL/PASSWORD ignored: ${parsed.error.issues.map((issue) => issue.message).join(' ')}`);
    return;
  }
  if (await createAccount(db, parsed.data)) log.info(`an admin account was created from EDITOR_BOOTSTRAP_EMAIL`);
}
