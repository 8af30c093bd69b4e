import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/types';

/** A run that wrote at least this many rows has changed the tables' shape enough to mislead the planner. */
const MANY_ROWS = 1_000;

/**
 * After a run that wrote many rows, fresh statistics for the tables it writes. The embedded database (PGlite) has no
 * autovacuum to refresh them: pages planned with the counts from before an import of thousands of vouchers read far
 * more rows than they need. On PostgreSQL this only comes a little before autovacuum's own analyze.
 */
export async function refreshStatisticsAfter(db: Db, written: number): Promise<void> {
  if (written < MANY_ROWS) return;
  await db.execute(sql`analyze promotions, coupons, feed_offers`);
}
