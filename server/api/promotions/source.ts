import { promotions } from '@/server/db/schema';

/** The columns that say where a promotion came from, for the editors' reads. */
export const sourceColumns = {
  sourceFeedId: promotions.sourceFeedId,
  sourceNetwork: promotions.sourceNetwork,
  sourceOfferId: promotions.sourceOfferId,
  withdrawnAt: promotions.withdrawnAt,
};

type SourceRow = { sourceFeedId: number | null; sourceNetwork: string | null; sourceOfferId: string | null; withdrawnAt: Date | null };

/**
 * Where an imported promotion came from (its feed, which may be gone since, its network and the offer there), and
 * when its feed withdrew it; `source` null: an editor's own.
 */
export const sourceAnswer = (row: SourceRow) => ({
  source: row.sourceNetwork === null ? null : { feed: row.sourceFeedId, network: row.sourceNetwork, offer_id: row.sourceOfferId },
  withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
});
