import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ContentChange } from '@/lib/cache/tags';
import type { EditionId } from '@/lib/editions';
import type { FeedRunError } from '@/lib/feeds/constants';
import { withdrawalVerdict } from '@/lib/feeds/withdrawal';
import { feedAdvertisers, feedOffers, feedRuns, feeds } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { feedAdapters, type FetchText } from './adapters';
import { feedSourceOf } from './feed-source';
import { importVouchers, type ImportTally } from './import-vouchers';
import { mergeChanges } from './content-change';
import { refreshStatisticsAfter } from './refresh-statistics';
import { runFailure } from './run-failure';
import { fetchFeedText } from './safe-fetch';
import type { ItemError, Voucher } from './voucher';
import { withdrawPromotions } from './withdraw';

/** Where a run's changes are told: the site's cache (through the API's `contentChanged`). */
export type ChangeListener = (change: ContentChange, freshness: 'now' | 'counter') => void;

export interface RunContext {
  db: Db;
  contentChanged: ChangeListener;
  /** The download; the bounded, safe one unless a test hands another. */
  fetchText?: FetchText;
}

/** A run's report is bounded: a feed of 20,000 broken items reports the first of them, and says how many. */
const MAX_REPORTED_ERRORS = 500;

/**
 * One run of a feed: download, read, import what is new or changed, withdraw what left the feed (or hold when that
 * would be too much), and tell the cache exactly what changed. A feed that cannot be downloaded or read fails its
 * run and changes nothing. Answers the run's id; its report is the run's row.
 */
export async function runFeed(ctx: RunContext, feedId: number, trigger: string): Promise<number> {
  const { db } = ctx;
  const [feed] = await db.select().from(feeds).where(eq(feeds.id, feedId));
  if (!feed) throw new Error(`no feed ${feedId}`);
  const edition = feed.edition as EditionId;
  const [run] = await db.insert(feedRuns).values({ feedId, status: 'running', trigger }).returning({ id: feedRuns.id });
  await db
    .update(feeds)
    .set({ nextRunAt: sql`now() + make_interval(mins => ${feed.everyMinutes})` })
    .where(eq(feeds.id, feedId));

  let vouchers: Voucher[];
  let itemErrors: ItemError[];
  try {
    const adapter = feedAdapters[feed.network];
    const source = feedSourceOf(feed);
    const body = await adapter.download(source, ctx.fetchText ?? ((url, init) => fetchFeedText(url, init)));
    ({ vouchers, errors: itemErrors } = adapter.parse(body, source));
  } catch (error) {
    await finishRun(db, run.id, { status: 'failed', errors: [runFailure(error, edition)] });
    return run.id;
  }

  try {
    await importRun(ctx, feed, run.id, vouchers, itemErrors);
  } catch (error) {
    // The database failed under the run (an outage, a restart): what was written stays, the next run redoes the rest.
    await finishRun(db, run.id, { status: 'failed', errors: [runFailure(error, edition)] }).catch(() => undefined);
    throw error;
  }
  return run.id;
}

/** The import of what a run read, its withdrawals, and its report. */
async function importRun(ctx: RunContext, feed: typeof feeds.$inferSelect, runId: number, vouchers: Voucher[], itemErrors: ItemError[]) {
  const { db } = ctx;
  const feedId = feed.id;
  const edition = feed.edition as EditionId;
  const unique = lastOfEachOffer(vouchers);
  const duplicates = vouchers.length - unique.length;
  const tally = await importVouchers(db, { feedId, edition, publish: feed.publish, network: feed.network }, unique);
  await recordAdvertisers(db, feedId, unique);

  // Offers whose item was unreadable this time are still in the feed: only what truly left it is withdrawn.
  const present = new Set([...unique.map((v) => v.offerId), ...itemErrors.map((e) => e.item)]);
  const live = await db
    .select({ offerId: feedOffers.offerId, promotionId: feedOffers.promotionId })
    .from(feedOffers)
    .where(and(eq(feedOffers.feedId, feedId), eq(feedOffers.state, 'imported')));
  const missing = live.filter((offer) => !present.has(offer.offerId) && offer.promotionId !== null).map((offer) => offer.promotionId!);
  const verdict = withdrawalVerdict({ live: live.length, missing: missing.length, read: unique.length });
  let withdrawn = 0;
  if (verdict === 'withdraw') {
    const done = await withdrawPromotions(db, edition, missing);
    withdrawn = done.count;
    if (done.change) tally.changes.push(done.change);
  }
  // Vouchers that waited for a shop and left the feed meanwhile are forgotten.
  await db.delete(feedOffers).where(and(eq(feedOffers.feedId, feedId), eq(feedOffers.state, 'waiting'), notInArray(feedOffers.offerId, [...present])));

  await refreshStatisticsAfter(db, tally.created + tally.updated + withdrawn);

  const change = mergeChanges(edition, tally.changes);
  if (change) ctx.contentChanged(change, 'now');
  await finishRun(db, runId, {
    status: verdict === 'hold' ? 'held' : 'ok',
    fetched: vouchers.length + itemErrors.length,
    ...countsOf(tally),
    withdrawn,
    skipped: itemErrors.length + duplicates,
    errors: itemErrors.slice(0, MAX_REPORTED_ERRORS),
    heldWithdrawals: verdict === 'hold' ? missing : [],
  });
}

const countsOf = ({ created, updated, unchanged, unmapped }: ImportTally) => ({ created, updated, unchanged, unmapped });

/** A feed that lists one offer twice: the last word counts. */
function lastOfEachOffer(vouchers: Voucher[]): Voucher[] {
  const byOffer = new Map<string, Voucher>();
  for (const voucher of vouchers) {
    byOffer.delete(voucher.offerId);
    byOffer.set(voucher.offerId, voucher);
  }
  return [...byOffer.values()];
}

/** The advertisers seen, with their names and voucher counts; a row is written only when what it says changed. */
async function recordAdvertisers(db: Db, feedId: number, vouchers: Voucher[]) {
  const seen = new Map<string, { name: string; count: number }>();
  for (const v of vouchers) {
    const entry = seen.get(v.advertiserId) ?? { name: v.advertiserName, count: 0 };
    entry.count += 1;
    seen.set(v.advertiserId, entry);
  }
  const known = new Map(
    (await db.select().from(feedAdvertisers).where(eq(feedAdvertisers.feedId, feedId))).map((row) => [row.advertiserId, row]),
  );
  for (const [advertiserId, { name, count }] of seen) {
    const row = known.get(advertiserId);
    if (row && row.name === name && row.voucherCount === count) continue;
    await db
      .insert(feedAdvertisers)
      .values({ feedId, advertiserId, name, voucherCount: count })
      .onConflictDoUpdate({ target: [feedAdvertisers.feedId, feedAdvertisers.advertiserId], set: { name, voucherCount: count, lastSeenAt: sql`now()` } });
  }
  const gone = [...known.keys()].filter((id) => !seen.has(id) && known.get(id)!.voucherCount !== 0);
  if (gone.length) {
    await db
      .update(feedAdvertisers)
      .set({ voucherCount: 0 })
      .where(and(eq(feedAdvertisers.feedId, feedId), inArray(feedAdvertisers.advertiserId, gone)));
  }
}

type RunEnd = Partial<typeof feedRuns.$inferInsert> & { status: 'ok' | 'failed' | 'held'; errors: FeedRunError[] };

async function finishRun(db: Db, runId: number, end: RunEnd) {
  await db
    .update(feedRuns)
    .set({ ...end, finishedAt: sql`now()` })
    .where(eq(feedRuns.id, runId));
}

/**
 * A run that started less than this long ago and has not finished is under way. Older, it was cut short (the instance
 * stopped): a run writes each offer for good as it goes and the next run of the same feed redoes the rest, so an
 * interrupted run is only reported as failed.
 */
export const RUN_STALE_MINUTES = 30;

export async function isFeedRunning(db: Db, feedId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: feedRuns.id })
    .from(feedRuns)
    .where(and(eq(feedRuns.feedId, feedId), eq(feedRuns.status, 'running'), sql`${feedRuns.startedAt} > now() - make_interval(mins => ${RUN_STALE_MINUTES})`))
    .limit(1);
  return row !== undefined;
}
