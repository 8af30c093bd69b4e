import { eq, lt } from 'drizzle-orm';
import { newDaySalt } from '@/lib/clicks/visitor-hash';
import { clickSalts } from '@/server/db/schema';
import type { Db } from '@/server/db/types';

const known = new WeakMap<Db, { day: string; salt: Promise<string> }>();

/**
 * The salt of the visitor hash for `day`: made by the first instance to need it, read by the others, so that one
 * visitor is one hash whichever instance answers. Kept in memory for the day.
 */
export function daySalt(db: Db, day: string): Promise<string> {
  const cached = known.get(db);
  if (cached?.day === day) return cached.salt;
  const salt = readOrMakeSalt(db, day);
  known.set(db, { day, salt });
  salt.catch(() => known.delete(db));
  return salt;
}

async function readOrMakeSalt(db: Db, day: string): Promise<string> {
  await db.insert(clickSalts).values({ day, salt: newDaySalt() }).onConflictDoNothing();
  const [row] = await db.select({ salt: clickSalts.salt }).from(clickSalts).where(eq(clickSalts.day, day));
  return row.salt;
}

/** Deletes the salts of days before `today`: the hashes made with them can no longer be tied to anyone. */
export async function forgetOldSalts(db: Db, today: string): Promise<void> {
  await db.delete(clickSalts).where(lt(clickSalts.day, today));
}
