import { sql } from 'drizzle-orm';
import { appSecrets } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { log } from '@/lib/log/logger.mjs';

/** Shorter than this, a signing secret can be guessed offline from one token. */
const MIN_SECRET_LENGTH = 32;
const SECRET_NAME = 'jwt';

const fromDatabase = new WeakMap<Db, Promise<Uint8Array>>();
let warned = false;

/**
 * The key editor tokens are signed with: `JWT_SECRET`, or else one made up on first use and kept in the database,
 * so that a restart does not log every editor out and every instance on the database signs alike.
 */
export function jwtSecret(db: Db): Promise<Uint8Array> {
  const configured = process.env.JWT_SECRET?.trim() ?? '';
  if (configured.length >= MIN_SECRET_LENGTH) return Promise.resolve(new TextEncoder().encode(configured));
  if (configured && !warned) {
    warned = true;
    log.warn(`JWT_SECRET is shorter than ${MIN_SECRET_LENGTH} characters and is ignored; the secret kept in the database signs instead.`);
  }
  let secret = fromDatabase.get(db);
  if (!secret) {
    secret = storedSecret(db);
    // A failed read is retried on the next request rather than remembered.
    secret.catch(() => fromDatabase.delete(db));
    fromDatabase.set(db, secret);
  }
  return secret;
}

async function storedSecret(db: Db): Promise<Uint8Array> {
  const made = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url');
  // Two instances starting together both insert; the first one wins and both read its value.
  await db.insert(appSecrets).values({ name: SECRET_NAME, value: made }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(sql`${appSecrets.name} = ${SECRET_NAME}`);
  return new TextEncoder().encode(row.value);
}
