import { and, isNotNull, lt, sql } from 'drizzle-orm';
import { log } from '@/lib/log/logger.mjs';
import { rateLimits } from '@/server/db/schema';
import { runAlone } from '@/server/db/run-alone';
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

const key = Symbol.for('vacances.expiredLimitsWorker');

/** Every 10 minutes, on one instance at a time; once per process. */
export function startForgettingExpiredLimits(getDb: () => Promise<Db>): void {
  const holder = globalThis as { [key]?: boolean };
  if (holder[key]) return;
  holder[key] = true;
  setInterval(async () => {
    try {
      const db = await getDb();
      await runAlone(db, 'forget-expired-limits', () => forgetExpiredLimits(db));
    } catch (error) {
      log.warn({ err: error }, 'expired rate counters could not be deleted');
    }
  }, EVERY_MS).unref();
}
