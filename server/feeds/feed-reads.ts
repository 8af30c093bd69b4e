import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { feedAdvertisers, feedOffers, feedRuns, feeds, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';

/** How the admins read feeds, runs and advertisers. A feed's credentials are never part of any answer. */

type FeedRow = typeof feeds.$inferSelect;
type RunRow = typeof feedRuns.$inferSelect;

/** A run's report. */
export const runReport = (run: RunRow) => ({
  id: run.id,
  feed: run.feedId,
  status: run.status,
  trigger: run.trigger,
  started_at: run.startedAt.toISOString(),
  finished_at: run.finishedAt?.toISOString() ?? null,
  fetched: run.fetched,
  created: run.created,
  updated: run.updated,
  unchanged: run.unchanged,
  withdrawn: run.withdrawn,
  skipped: run.skipped,
  unmapped: run.unmapped,
  errors: run.errors,
  /** A held run: how many promotions it would withdraw once confirmed. */
  held_withdrawals: run.heldWithdrawals.length,
  confirmed_at: run.confirmedAt?.toISOString() ?? null,
});
export type RunReport = ReturnType<typeof runReport>;

export const feedAnswer = (feed: FeedRow, lastRun: RunRow | null) => ({
  id: feed.id,
  name: feed.name,
  network: feed.network,
  edition: feed.edition,
  url: feed.url,
  /** Whether credentials are stored; what they are is never answered. */
  has_credentials: feed.credentials !== null,
  mapping: feed.mapping ?? null,
  every_minutes: feed.everyMinutes,
  publish: feed.publish,
  enabled: feed.enabled,
  next_run_at: feed.nextRunAt.toISOString(),
  created_at: feed.createdAt.toISOString(),
  updated_at: feed.updatedAt.toISOString(),
  last_run: lastRun ? runReport(lastRun) : null,
});

/** The feed of the edition with that id, or null. */
export async function feedOf(db: Db, edition: EditionId, id: number): Promise<FeedRow | null> {
  const [row] = await db
    .select()
    .from(feeds)
    .where(and(eq(feeds.id, id), eq(feeds.edition, edition)));
  return row ?? null;
}

/** The latest run of each of these feeds. */
export async function lastRuns(db: Db, feedIds: number[]): Promise<Map<number, RunRow>> {
  if (feedIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([feedRuns.feedId])
    .from(feedRuns)
    .where(inArray(feedRuns.feedId, feedIds))
    .orderBy(feedRuns.feedId, desc(feedRuns.startedAt), desc(feedRuns.id));
  return new Map(rows.map((row) => [row.feedId, row]));
}

/** How many shops a name suggestion lists. */
const SUGGESTIONS = 3;

/**
 * The advertisers a feed has brought: their names, voucher counts, how many vouchers wait for a shop, the shop each
 * maps to, and the edition's shops whose names come closest, for the mapping screen to suggest.
 */
export async function feedAdvertiserList(db: Db, feed: FeedRow) {
  const rows = await db
    .select({
      advertiserId: feedAdvertisers.advertiserId,
      name: feedAdvertisers.name,
      voucherCount: feedAdvertisers.voucherCount,
      storeId: stores.id,
      storeName: stores.name,
      storeSlug: stores.slug,
      waiting: sql<number>`(select count(*)::int from ${feedOffers} where ${feedOffers.feedId} = ${feedAdvertisers.feedId} and ${feedOffers.advertiserId} = ${feedAdvertisers.advertiserId} and ${feedOffers.state} = 'waiting')`,
      suggestions: sql<{ id: number; name: string; slug: string }[]>`coalesce((
        select json_agg(s order by s.score desc, s.name) from (
          select ${stores.id} as id, ${stores.name} as name, ${stores.slug} as slug, similarity(lower(${stores.name}), lower(${feedAdvertisers.name})) as score
          from ${stores} where ${stores.edition} = ${feed.edition} and similarity(lower(${stores.name}), lower(${feedAdvertisers.name})) > 0.2
          order by score desc limit ${SUGGESTIONS}
        ) s), '[]'::json)`,
    })
    .from(feedAdvertisers)
    .leftJoin(stores, eq(stores.id, feedAdvertisers.storeId))
    .where(eq(feedAdvertisers.feedId, feed.id))
    .orderBy(sql`${feedAdvertisers.storeId} is not null`, desc(feedAdvertisers.voucherCount), feedAdvertisers.name);
  return rows.map((row) => ({
    advertiser_id: row.advertiserId,
    name: row.name,
    voucher_count: row.voucherCount,
    waiting: Number(row.waiting),
    store: row.storeId === null ? null : { id: row.storeId, name: row.storeName!, slug: row.storeSlug! },
    suggestions: row.suggestions.map(({ id, name, slug }) => ({ id, name, slug })),
  }));
}
