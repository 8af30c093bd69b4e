import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/raw';
import type { Db } from '@/server/db/types';
import type { PendingClick } from './pending-click';

const visitorKey = (c: { day: string; visitorHash?: string; visitor_hash?: string; kind: string; itemId?: number; item_id?: number }) =>
  `${c.day}|${c.visitorHash ?? c.visitor_hash}|${c.kind}|${c.itemId ?? c.item_id}`;

/**
 * One column of a batch as ONE bound parameter, a Postgres array (the drivers send a JS array as such): however many
 * rows, a statement has a parameter per column. Written plainly, drizzle would spread the array into a list.
 */
const column = <T, R>(rows: R[], value: (row: R) => T) => sql.param(rows.map(value));

/**
 * Writes a batch of clicks in one transaction: the single clicks, each marked as its visitor's first of the day on
 * that item or not, and the daily totals they add to. A failed write leaves nothing half-counted, so the batch can
 * be tried again whole. Each statement binds one array per column (`unnest`), so a batch of thousands costs three
 * statements and no per-row query building.
 */
export async function writeClicks(db: Db, batch: PendingClick[]): Promise<void> {
  if (batch.length === 0) return;
  await db.transaction(async (tx) => {
    const firsts = await firstVisits(tx as unknown as Db, batch);
    const firstOfDay = batch.map((click) => click.bot === null && firsts.delete(visitorKey(click)));
    await tx.execute(sql`
      insert into clicks (click_id, at, day, edition, kind, item_id, store_id, page, device, network, visitor_hash, first_of_day, bot)
      select * from unnest(
        ${column(batch, (c) => c.clickId)}::text[], ${column(batch, (c) => c.at.toISOString())}::timestamptz[], ${column(batch, (c) => c.day)}::date[],
        ${column(batch, (c) => c.edition)}::text[], ${column(batch, (c) => c.kind)}::text[], ${column(batch, (c) => c.itemId)}::int[],
        ${column(batch, (c) => c.storeId)}::int[], ${column(batch, (c) => c.page)}::text[], ${column(batch, (c) => c.device)}::text[],
        ${column(batch, (c) => c.network)}::text[], ${column(batch, (c) => c.visitorHash)}::text[], ${column(firstOfDay, (first) => first)}::boolean[], ${column(batch, (c) => c.bot)}::text[]
      )`);
    const totals = dailyTotals(batch, firstOfDay);
    await tx.execute(sql`
      insert into click_days (day, edition, kind, item_id, store_id, page, network, device, clicks, visitors, bot_clicks)
      select * from unnest(
        ${column(totals, (t) => t.day)}::date[], ${column(totals, (t) => t.edition)}::text[], ${column(totals, (t) => t.kind)}::text[], ${column(totals, (t) => t.itemId)}::int[],
        ${column(totals, (t) => t.storeId)}::int[], ${column(totals, (t) => t.page)}::text[], ${column(totals, (t) => t.network)}::text[], ${column(totals, (t) => t.device)}::text[],
        ${column(totals, (t) => t.clicks)}::int[], ${column(totals, (t) => t.visitors)}::int[], ${column(totals, (t) => t.botClicks)}::int[]
      )
      on conflict (day, edition, kind, item_id, page, network, device) do update set
        clicks = click_days.clicks + excluded.clicks,
        visitors = click_days.visitors + excluded.visitors,
        bot_clicks = click_days.bot_clicks + excluded.bot_clicks`);
  });
}

/** The visitors' (day, item) pairs of the batch seen for the first time: the database keeps which were seen before. */
async function firstVisits(db: Db, batch: PendingClick[]): Promise<Set<string>> {
  const seen = new Map<string, PendingClick>();
  for (const click of batch) if (click.bot === null) seen.set(visitorKey(click), click);
  if (seen.size === 0) return new Set();
  const visits = [...seen.values()];
  const inserted = await queryRows<{ day: string | Date; visitor_hash: string; kind: string; item_id: number }>(
    db,
    sql`insert into click_visitors (day, visitor_hash, kind, item_id)
        select * from unnest(${column(visits, (c) => c.day)}::date[], ${column(visits, (c) => c.visitorHash)}::text[], ${column(visits, (c) => c.kind)}::text[], ${column(visits, (c) => c.itemId)}::int[])
        on conflict do nothing
        returning to_char(day, 'YYYY-MM-DD') as day, visitor_hash, kind, item_id`,
  );
  return new Set(inserted.map((row) => visitorKey({ ...row, day: String(row.day), item_id: Number(row.item_id) })));
}

interface DayTotal {
  day: string;
  edition: string;
  kind: string;
  itemId: number;
  storeId: number | null;
  page: string;
  network: string;
  device: string;
  clicks: number;
  visitors: number;
  botClicks: number;
}

function dailyTotals(batch: PendingClick[], firstOfDay: boolean[]): DayTotal[] {
  const totals = new Map<string, DayTotal>();
  batch.forEach((click, i) => {
    const key = [click.day, click.edition, click.kind, click.itemId, click.page, click.network, click.device].join('|');
    let row = totals.get(key);
    if (!row) {
      row = { day: click.day, edition: click.edition, kind: click.kind, itemId: click.itemId, storeId: click.storeId, page: click.page, network: click.network, device: click.device, clicks: 0, visitors: 0, botClicks: 0 };
      totals.set(key, row);
    }
    if (click.bot) row.botClicks += 1;
    else row.clicks += 1;
    if (firstOfDay[i]) row.visitors += 1;
  });
  return [...totals.values()];
}
