import { and, isNotNull, lt, sql } from 'drizzle-orm';
import { rateLimits } from '@/server/db/schema';
import { runAloneEvery } from '@/server/db/run-alone';
import type { Db } from '@/server/db/types';

/** How often counters whose window has passed are deleted. */
const EVERY_MS = 10 * 60_000;

/**
 * Deletes the rate counters whose window has passed: each visitor's "once an hour" per promotion leaves a row, and
 * nothing else would ever remove it. Answers how many went.
 */
export async function forgetExpiredLimits(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(and(isNotNull(rateLimits.expire), lt(rateLimits.expire, sql`now()`)))
    .returning({ key: rateLimits.key });
  return gone.length;
}

/** Every 10 minutes, on one instance at a time; once per process. */
export const startForgettingExpiredLimits = (getDb: () => Promise<Db>): void =>
  runAloneEvery('forget-expired-limits', EVERY_MS, getDb, forgetExpiredLimits, 'expired rate counters could not be deleted');
