import { lt, sql } from 'drizzle-orm';
import { DEFAULT_CLICKS_RETENTION_DAYS } from '@/lib/clicks/constants';
import { siteToday } from '@/lib/time';
import { clickVisitors } from '@/server/db/schema';
import { queryRows } from '@/server/db/raw';
import { runAloneEvery } from '@/server/db/run-alone';
import type { Db } from '@/server/db/types';
import { forgetOldSalts } from './day-salt';

/** How often the job looks for what has outlived its keeping. */
const EVERY_MS = 60 * 60_000;
/** Rows per DELETE: a long deletion never holds the clicks table while visitors click. */
const DELETE_CHUNK = 5000;

/** CLICKS_RETENTION_DAYS when it is a whole number of days ≥ 1, the default otherwise. */
export function clicksRetentionDays(value = process.env.CLICKS_RETENTION_DAYS): number {
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_CLICKS_RETENTION_DAYS;
}

/**
 * Deletes the single clicks older than the retention (their daily totals stay), the record of which visitor clicked
 * what on days that are over, and the past days' salts. Answers how many single clicks went.
 */
export async function forgetOldClicks(db: Db, days = clicksRetentionDays(), now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000).toISOString();
  let deleted = 0;
  for (;;) {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`with gone as (delete from clicks where id in (select id from clicks where at < ${before} limit ${DELETE_CHUNK}) returning 1) select count(*)::int as n from gone`,
    );
    deleted += rows[0]?.n ?? 0;
    if ((rows[0]?.n ?? 0) < DELETE_CHUNK) break;
  }
  const today = siteToday(now);
  await db.delete(clickVisitors).where(lt(clickVisitors.day, today));
  await forgetOldSalts(db, today);
  return deleted;
}

/** Every hour, on one instance at a time; once per process. */
export const startForgettingOldClicks = (getDb: () => Promise<Db>): void =>
  runAloneEvery('forget-old-clicks', EVERY_MS, getDb, (db) => forgetOldClicks(db), 'old clicks could not be deleted');
