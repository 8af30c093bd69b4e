import { sql } from 'drizzle-orm';
import { clickDays, clicks, clickVisitors } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import type { PendingClick } from './pending-click';

/** Rows per INSERT: well under the drivers' limit of bound parameters. */
const ROWS_PER_STATEMENT = 1000;

const chunks = <T>(rows: T[]): T[][] => Array.from({ length: Math.ceil(rows.length / ROWS_PER_STATEMENT) }, (_, i) => rows.slice(i * ROWS_PER_STATEMENT, (i + 1) * ROWS_PER_STATEMENT));

const visitorKey = (c: Pick<PendingClick, 'day' | 'visitorHash' | 'kind' | 'itemId'>) => `${c.day}|${c.visitorHash}|${c.kind}|${c.itemId}`;

/**
 * Writes a batch of clicks in one transaction: the single clicks, each marked as its visitor's first of the day on
 * that item or not, and the daily totals they add to. A failed write leaves nothing half-counted, so the batch can
 * be tried again whole.
 */
export async function writeClicks(db: Db, batch: PendingClick[]): Promise<void> {
  if (batch.length === 0) return;
  await db.transaction(async (tx) => {
    const firsts = await firstVisits(tx as unknown as Db, batch);
    const marked = batch.map((click) => {
      const key = visitorKey(click);
      const first = click.bot === null && firsts.delete(key);
      return { ...click, firstOfDay: first };
    });
    for (const rows of chunks(marked)) await tx.insert(clicks).values(rows);
    for (const rows of chunks(dailyTotals(marked))) {
      await tx
        .insert(clickDays)
        .values(rows)
        .onConflictDoUpdate({
          target: [clickDays.day, clickDays.edition, clickDays.kind, clickDays.itemId, clickDays.page, clickDays.network, clickDays.device],
          set: {
            clicks: sql`${clickDays.clicks} + excluded.clicks`,
            visitors: sql`${clickDays.visitors} + excluded.visitors`,
            botClicks: sql`${clickDays.botClicks} + excluded.bot_clicks`,
          },
        });
    }
  });
}

/** The visitors' (day, item) pairs of the batch seen for the first time: the database keeps which were seen before. */
async function firstVisits(db: Db, batch: PendingClick[]): Promise<Set<string>> {
  const seen = new Map<string, { day: string; visitorHash: string; kind: PendingClick['kind']; itemId: number }>();
  for (const click of batch) if (click.bot === null) seen.set(visitorKey(click), { day: click.day, visitorHash: click.visitorHash, kind: click.kind, itemId: click.itemId });
  const firsts = new Set<string>();
  for (const rows of chunks([...seen.values()])) {
    const inserted = await db.insert(clickVisitors).values(rows).onConflictDoNothing().returning();
    for (const row of inserted) firsts.add(visitorKey(row));
  }
  return firsts;
}

type DayRow = typeof clickDays.$inferInsert;

function dailyTotals(batch: (PendingClick & { firstOfDay: boolean })[]): DayRow[] {
  const totals = new Map<string, DayRow & { clicks: number; visitors: number; botClicks: number }>();
  for (const click of batch) {
    const key = [click.day, click.edition, click.kind, click.itemId, click.page, click.network, click.device].join('|');
    let row = totals.get(key);
    if (!row) {
      row = { day: click.day, edition: click.edition, kind: click.kind, itemId: click.itemId, storeId: click.storeId, page: click.page, network: click.network, device: click.device, clicks: 0, visitors: 0, botClicks: 0 };
      totals.set(key, row);
    }
    if (click.bot) row.botClicks += 1;
    else row.clicks += 1;
    if (click.firstOfDay) row.visitors += 1;
  }
  return [...totals.values()];
}
