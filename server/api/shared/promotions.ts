import { and, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { coupons, listedRank, promotions, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { siteToday } from '@/lib/time';
import { codeFeedbackAnswer } from './code-feedback';
import { isPreview, visibleRows } from './visibility';
import { isPublicStore } from './stores';

/** The promotion's own side of what visitors may see: published, not in the trash, not withdrawn by its feed. */
const isVisibleItself = (): SQL => and(visibleRows(promotions), isNull(promotions.withdrawnAt))!;

/**
 * A promotion visitors may see: published, not in the trash, not withdrawn by its feed, of a shop they may see
 * (drafts too in an editor's preview; a withdrawn one never, since no visitor will see it again).
 */
export const isPublicPromotion = (): SQL =>
  isPreview()
    ? isVisibleItself()
    : and(isVisibleItself(), sql`${promotions.storeId} in (select ${stores.id} from ${stores} where ${isPublicStore()})`)!;

/**
 * The same rule where the promotion's own shop is joined as `stores` (`stores.id = promotions.store_id`): the shop's
 * columns are read on the joined row. Each copy of isPublicPromotion's subquery makes the database gather every
 * visible shop of the site, thousands in a large catalogue, so a query that joins the shop anyway asks it this way.
 */
export const isPublicPromotionOfJoinedStore = (): SQL => and(isVisibleItself(), isPublicStore())!;

/** The time side of isActive and isExpired: no end date or one not yet passed; an end date passed. */
export const isStillValid = (): SQL => or(isNull(promotions.expiresAt), gte(promotions.expiresAt, sql`now()`))!;
export const hasEnded = (): SQL => lt(promotions.expiresAt, sql`now()`);

/**
 * A promotion still valid: no end date, or one not yet passed. Every list of active or expired promotions goes
 * through one of these two, so they also hold back what visitors may not see.
 */
export const isActive = (): SQL => and(isPublicPromotion(), isStillValid())!;
export const isExpired = (): SQL => and(isPublicPromotion(), hasEnded())!;

/** Exported for selects that add columns to the card (the promotion detail adds the store's rating). */
export const cardColumns = {
  id: promotions.id,
  title: promotions.title,
  link: promotions.link,
  offer: promotions.offer,
  description: promotions.description,
  condition: promotions.condition,
  kind: promotions.kind,
  isExclusive: promotions.isExclusive,
  isVerified: promotions.isVerified,
  sliderImage: promotions.sliderImage,
  startsAt: promotions.startsAt,
  expiresAt: promotions.expiresAt,
  usedCount: promotions.usedCount,
  usedTodayCount: promotions.usedTodayCount,
  usedTodayDate: promotions.usedTodayDate,
  timeOfUsing: promotions.timeOfUsing,
  storeId: stores.id,
  storeName: stores.name,
  storeSlug: stores.slug,
  storeIcon: stores.icon,
  couponId: coupons.id,
  couponCode: coupons.code,
  couponWorkedVotes: coupons.workedVotes,
  couponFailedVotes: coupons.failedVotes,
  couponLastWorkedAt: coupons.lastWorkedAt,
};

/** The promotions-with-store-and-coupon select, of promotions visitors may see; add where/order/limit. */
export function selectPromotionCards(db: Db) {
  return db
    .select(cardColumns)
    .from(promotions)
    // In the join, so that a caller's where() cannot drop it.
    .innerJoin(stores, and(sql`${stores.id} = ${promotions.storeId}`, isPublicPromotionOfJoinedStore()))
    .leftJoin(coupons, sql`${coupons.promotionId} = ${promotions.id}`);
}

/** A column's value as selected: nullable columns (slider_image, expires_at, …) may be null. */
type SelectedValue<C> = C extends { _: { data: infer D; notNull: infer N } } ? (N extends true ? D : D | null) : never;

export type PromotionCardRow = {
  [K in keyof typeof cardColumns]: SelectedValue<(typeof cardColumns)[K]> | (K extends `coupon${string}` ? null : never);
};

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The promotion card of the API: every field a promotion list, slider or modal needs. */
export function serializePromotion(row: PromotionCardRow, now: Date = new Date()) {
  const expiresAt = row.expiresAt ? new Date(row.expiresAt) : null;
  return {
    id: row.id,
    title: row.title,
    link: row.link,
    offer: row.offer,
    description: row.description,
    condition: row.condition,
    kind: row.kind,
    is_exclusive: row.isExclusive,
    is_verified: row.isVerified,
    slider_image: row.sliderImage,
    starts_at: iso(row.startsAt),
    expires_at: iso(expiresAt),
    is_expired: expiresAt !== null && expiresAt.getTime() < now.getTime(),
    used_count: row.usedCount,
    used_today_count: row.usedTodayDate === siteToday(now) ? row.usedTodayCount : 0,
    time_of_using: iso(row.timeOfUsing),
    stores: [{ id: row.storeId, name: row.storeName, slug: row.storeSlug, icon: row.storeIcon }],
    coupon:
      row.couponId === null
        ? null
        : { id: row.couponId, code: row.couponCode, ...codeFeedbackAnswer({ worked: row.couponWorkedVotes ?? 0, failed: row.couponFailedVotes ?? 0 }, row.couponLastWorkedAt) },
  };
}

/**
 * How visitors' votes order a list: codes they say work first, those they say fail last (the Wilson lower bound
 * stored with each vote, read from the promotion's copy so that an index can serve the order), codes without votes
 * and offers without a code in between.
 */
export const byCodeFeedback = sql`${listedRank(promotions.feedbackRank)} desc`;

/** The usual order of promotion lists: the editors' position, then visitors' votes, then the soonest expiry. */
export const activeOrder = [promotions.position, byCodeFeedback, sql`${promotions.expiresAt} asc nulls last`, promotions.id];

export const activeAnd = (...conditions: (SQL | undefined)[]) => and(isActive(), ...conditions);

/**
 * `{coupon_counts, offer_counts, total}` of the active promotions matching `condition`, in one query.
 * A coupon is a promotion with a code to copy; every other kind (offer, free delivery) counts as an offer.
 */
export async function promotionCountsWhere(db: Db, condition: SQL | undefined) {
  const [row] = await db
    .select({
      coupons: sql<number>`count(*) filter (where ${promotions.kind} = 'code')::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(promotions)
    .where(activeAnd(condition));
  const coupons = Number(row?.coupons ?? 0);
  const total = Number(row?.total ?? 0);
  return { coupon_counts: coupons, offer_counts: total - coupons, total };
}
