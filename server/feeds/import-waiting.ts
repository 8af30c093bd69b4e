import { and, eq } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { feedOffers, feeds } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { mergeChanges } from './content-change';
import { importVouchers } from './import-vouchers';
import type { ChangeListener } from './run-feed';
import type { Voucher } from './voucher';

/** A voucher as stored in JSON: its instants are strings again. */
export function voucherFromJson(stored: unknown): Voucher {
  const v = stored as Voucher & Record<'startsAt' | 'endsAt' | 'sourceUpdatedAt', string | Date | null>;
  const instant = (value: string | Date | null) => (value === null ? null : new Date(value));
  return { ...v, startsAt: instant(v.startsAt), endsAt: instant(v.endsAt), sourceUpdatedAt: instant(v.sourceUpdatedAt) };
}

/**
 * Once an advertiser is mapped to a shop, its vouchers that waited are imported at once, without waiting for the
 * feed's next run. Answers how many promotions were created.
 */
export async function importWaitingVouchers(db: Db, feed: typeof feeds.$inferSelect, advertiserId: string, contentChanged: ChangeListener): Promise<number> {
  const rows = await db
    .select({ voucher: feedOffers.voucher })
    .from(feedOffers)
    .where(and(eq(feedOffers.feedId, feed.id), eq(feedOffers.advertiserId, advertiserId), eq(feedOffers.state, 'waiting')));
  if (rows.length === 0) return 0;
  const edition = feed.edition as EditionId;
  const tally = await importVouchers(
    db,
    { feedId: feed.id, edition, publish: feed.publish, network: feed.network },
    rows.map((row) => voucherFromJson(row.voucher)),
  );
  const change = mergeChanges(edition, tally.changes);
  if (change) contentChanged(change, 'now');
  return tally.created;
}
