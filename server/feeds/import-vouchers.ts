import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ContentChange } from '@/lib/cache/tags';
import type { EditionId } from '@/lib/editions';
import type { FeedNetwork, FeedPublishStatus } from '@/lib/feeds/constants';
import { coupons, feedAdvertisers, feedOffers, promotionCategories, promotions, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { forgetCodeVotes } from '@/server/api/promotions/code-votes';
import { storePromotionsChange } from './content-change';
import { promotionFieldsOf, voucherFingerprint, type FeedField, type FeedPromotionFields } from './promotion-fields';
import type { Voucher } from './voucher';

export interface ImportTally {
  created: number;
  updated: number;
  unchanged: number;
  unmapped: number;
  /** What the cache must forget: the shops and categories whose public promotions changed. */
  changes: ContentChange[];
}

export interface ImportingFeed {
  feedId: number;
  edition: EditionId;
  publish: FeedPublishStatus;
  network: FeedNetwork;
}

/** Rows go to the database a few hundred at a time: a first import of 20,000 vouchers is a few dozen statements. */
const CHUNK = 500;

type OfferRow = typeof feedOffers.$inferInsert;

const chunks = <T>(rows: T[]): T[][] => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Imports a run's vouchers (one per offer): a new offer of a mapped advertiser becomes a promotion of its shop; one
 * already imported whose fingerprint is the same writes nothing; one that changed updates its promotion, except the
 * fields an editor changed; one of an advertiser without a shop waits. An offer whose promotion an editor deleted
 * is not brought back.
 */
export async function importVouchers(db: Db, feed: ImportingFeed, vouchers: Voucher[]): Promise<ImportTally> {
  const tally: ImportTally = { created: 0, updated: 0, unchanged: 0, unmapped: 0, changes: [] };
  const shops = await mappedShops(db, feed);
  const existing = new Map(
    (await db.select().from(feedOffers).where(eq(feedOffers.feedId, feed.feedId))).map((row) => [row.offerId, row]),
  );
  const waiting: OfferRow[] = [];
  const toCreate: { voucher: Voucher; storeId: number; fingerprint: string }[] = [];
  const toUpdate: { voucher: Voucher; storeId: number; fingerprint: string; promotionId: number }[] = [];

  for (const voucher of vouchers) {
    const storeId = shops.storeOf.get(voucher.advertiserId) ?? null;
    const fingerprint = voucherFingerprint(voucher, storeId);
    const before = existing.get(voucher.offerId);
    if (storeId === null) {
      tally.unmapped += 1;
      if (!before || (before.state === 'waiting' && before.fingerprint !== fingerprint)) {
        waiting.push({ feedId: feed.feedId, offerId: voucher.offerId, advertiserId: voucher.advertiserId, fingerprint, voucher, state: 'waiting' });
      }
      continue;
    }
    if (!before || before.state === 'waiting') toCreate.push({ voucher, storeId, fingerprint });
    else if (before.promotionId === null || (before.state === 'imported' && before.fingerprint === fingerprint)) tally.unchanged += 1;
    else toUpdate.push({ voucher, storeId, fingerprint, promotionId: before.promotionId });
  }

  await saveOffers(db, waiting);
  tally.created = await createPromotions(db, feed, toCreate, shops, tally.changes);
  const { updated, unchanged } = await updatePromotions(db, feed, toUpdate, shops, tally.changes);
  tally.updated = updated;
  tally.unchanged += unchanged;
  return tally;
}

/** The shops the feed's advertisers are mapped to (in the feed's edition), and their slugs for the cache. */
async function mappedShops(db: Db, feed: ImportingFeed) {
  const rows = await db
    .select({ advertiserId: feedAdvertisers.advertiserId, storeId: stores.id, slug: stores.slug })
    .from(feedAdvertisers)
    .innerJoin(stores, and(eq(stores.id, feedAdvertisers.storeId), eq(stores.edition, feed.edition)))
    .where(eq(feedAdvertisers.feedId, feed.feedId));
  return {
    storeOf: new Map(rows.map((row) => [row.advertiserId, row.storeId])),
    slugOf: new Map(rows.map((row) => [row.storeId, row.slug])),
  };
}

async function saveOffers(db: Db, rows: OfferRow[]) {
  for (const chunk of chunks(rows)) {
    await db
      .insert(feedOffers)
      .values(chunk)
      .onConflictDoUpdate({
        target: [feedOffers.feedId, feedOffers.offerId],
        set: {
          advertiserId: sql`excluded.advertiser_id`,
          fingerprint: sql`excluded.fingerprint`,
          voucher: sql`excluded.voucher`,
          promotionId: sql`excluded.promotion_id`,
          state: sql`excluded.state`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** The promotion columns of a voucher's fields. */
const columnsOf = (fields: FeedPromotionFields) => ({
  title: fields.title,
  link: fields.link,
  offer: fields.offer,
  description: fields.description,
  condition: fields.condition,
  kind: fields.kind,
  isExclusive: fields.is_exclusive,
  startsAt: fields.starts_at ?? undefined,
  expiresAt: fields.expires_at,
});

async function createPromotions(
  db: Db,
  feed: ImportingFeed,
  rows: { voucher: Voucher; storeId: number; fingerprint: string }[],
  shops: Awaited<ReturnType<typeof mappedShops>>,
  changes: ContentChange[],
): Promise<number> {
  for (const chunk of chunks(rows)) {
    const fieldsOf = new Map(chunk.map((row) => [row.voucher.offerId, promotionFieldsOf(row.voucher, feed.edition)]));
    await db.transaction(async (tx) => {
      const created = await tx
        .insert(promotions)
        .values(
          chunk.map(({ voucher, storeId }) => ({
            ...columnsOf(fieldsOf.get(voucher.offerId)!),
            edition: feed.edition,
            storeId,
            status: feed.publish,
            sourceFeedId: feed.feedId,
            sourceNetwork: feed.network,
            sourceOfferId: voucher.offerId,
          })),
        )
        .returning({ id: promotions.id, offerId: promotions.sourceOfferId });
      const idOf = new Map(created.map((row) => [row.offerId!, row.id]));
      const codes = chunk.flatMap(({ voucher }) => {
        const code = fieldsOf.get(voucher.offerId)!.code;
        return code ? [{ promotionId: idOf.get(voucher.offerId)!, code }] : [];
      });
      if (codes.length) await tx.insert(coupons).values(codes);
      await saveOffers(
        tx as unknown as Db,
        chunk.map(({ voucher, fingerprint }) => ({
          feedId: feed.feedId,
          offerId: voucher.offerId,
          advertiserId: voucher.advertiserId,
          fingerprint,
          voucher,
          promotionId: idOf.get(voucher.offerId)!,
          state: 'imported' as const,
        })),
      );
    });
    // A draft shows nowhere public: nothing cached changes until an editor publishes it.
    if (feed.publish === 'published') changes.push(storePromotionsChange(feed.edition, chunk.map((row) => [row.storeId, shops.slugOf.get(row.storeId) ?? '']), []));
  }
  return rows.length;
}

async function updatePromotions(
  db: Db,
  feed: ImportingFeed,
  rows: { voucher: Voucher; storeId: number; fingerprint: string; promotionId: number }[],
  shops: Awaited<ReturnType<typeof mappedShops>>,
  changes: ContentChange[],
): Promise<{ updated: number; unchanged: number }> {
  let updated = 0;
  let unchanged = 0;
  for (const chunk of chunks(rows)) {
    const ids = chunk.map((row) => row.promotionId);
    const current = new Map(
      (
        await db
          .select({
            id: promotions.id,
            storeId: promotions.storeId,
            status: promotions.status,
            editorFields: promotions.editorFields,
            deletedAt: promotions.deletedAt,
            code: coupons.code,
            storeSlug: stores.slug,
          })
          .from(promotions)
          .innerJoin(stores, eq(stores.id, promotions.storeId))
          .leftJoin(coupons, eq(coupons.promotionId, promotions.id))
          .where(inArray(promotions.id, ids))
      ).map((row) => [row.id, row]),
    );
    const categoryRows = await db.select().from(promotionCategories).where(inArray(promotionCategories.promotionId, ids));
    for (const row of chunk) {
      const promotion = current.get(row.promotionId);
      // In the trash: an editor took it away, and the feed does not put it back.
      if (!promotion || promotion.deletedAt) {
        unchanged += 1;
        continue;
      }
      const kept = new Set(promotion.editorFields as FeedField[]);
      const fields = promotionFieldsOf(row.voucher, feed.edition);
      const columns = Object.fromEntries(
        Object.entries(columnsOf(fields)).filter(([column]) => !kept.has(fieldOfColumn[column as keyof typeof fieldOfColumn])),
      );
      const storeId = kept.has('store') ? promotion.storeId : row.storeId;
      const code = kept.has('code') || kept.has('kind') ? promotion.code : fields.code;
      await db.transaction(async (tx) => {
        await tx
          .update(promotions)
          .set({ ...columns, storeId, withdrawnAt: null, updatedAt: sql`now()` })
          .where(eq(promotions.id, promotion.id));
        if (code !== promotion.code) {
          if (code) {
            await tx.insert(coupons).values({ promotionId: promotion.id, code }).onConflictDoUpdate({ target: coupons.promotionId, set: { code } });
            if (promotion.code) await forgetCodeVotes(tx, promotion.id);
          } else {
            await tx.delete(coupons).where(eq(coupons.promotionId, promotion.id));
          }
        }
        await tx
          .update(feedOffers)
          .set({ fingerprint: row.fingerprint, voucher: row.voucher, state: 'imported', updatedAt: sql`now()` })
          .where(and(eq(feedOffers.feedId, feed.feedId), eq(feedOffers.offerId, row.voucher.offerId)));
      });
      updated += 1;
      if (promotion.status !== 'draft') {
        const categories = categoryRows.filter((c) => c.promotionId === promotion.id).map((c) => c.categoryId);
        changes.push(
          storePromotionsChange(
            feed.edition,
            [
              [storeId, shops.slugOf.get(storeId) ?? ''],
              [promotion.storeId, promotion.storeSlug],
            ],
            categories,
          ),
        );
      }
    }
  }
  return { updated, unchanged };
}

/** The write body's name of each column a feed fills: an editor's change is kept under that name. */
const fieldOfColumn = {
  title: 'title',
  link: 'link',
  offer: 'offer',
  description: 'description',
  condition: 'condition',
  kind: 'kind',
  isExclusive: 'is_exclusive',
  startsAt: 'starts_at',
  expiresAt: 'expires_at',
} as const satisfies Record<keyof ReturnType<typeof columnsOf>, FeedField>;
