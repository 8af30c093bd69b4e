import { and, eq, sql } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { coupons, promotions, stores } from '@/server/db/schema';
import { queryRows } from '@/server/db/raw';
import { countReveal } from '@/server/clicks/reveal-days';
import type { Db } from '@/server/db/types';
import { isPublicPromotion } from '../shared/promotions';
import { sqlSiteToday } from '../shared/time';
import type { CountedStore } from '../stores/counters-changed';

const iso = (value: Date | string) => new Date(value).toISOString();

/** How long one visitor's uses of one promotion count once: reloading a code is no new use. */
export const USE_COUNTED_ONCE_SECONDS = 3600;

/** The slug of the promotion's shop, read in the same statement as the use: the cached shop page is named by it. */
const storeSlugOfPromotion = sql<string | null>`(select ${stores.slug} from ${stores} where ${stores.id} = ${promotions.storeId})`;

/** The shop whose counters moved, when the promotion has one. */
const counted = (id: number | null, slug: string | null): CountedStore | null => (id === null || slug === null ? null : { id, slug });

/**
 * The usage columns after one more use. Every right-hand side reads the row as it was before the update, so
 * "today" restarts at 1 when the last use was on another Brussels calendar day.
 */
const oneMoreUse = {
  usedCount: sql`${promotions.usedCount} + 1`,
  usedTodayCount: sql`case when ${promotions.usedTodayDate} = ${sqlSiteToday} then ${promotions.usedTodayCount} + 1 else 1 end`,
  usedTodayDate: sql`${sqlSiteToday}`,
  timeOfUsing: sql`now()`,
};

/** Today's uses as a card shows them: none yet when the last use was on another Brussels calendar day. */
const usedTodaySoFar = sql<number>`case when ${promotions.usedTodayDate} = ${sqlSiteToday} then ${promotions.usedTodayCount} else 0 end`;

/** Counts one use of a promotion of the edition (expired ones too), in one atomic UPDATE … RETURNING. */
export async function useOffer(db: Db, edition: EditionId, id: number) {
  const [row] = await db
    .update(promotions)
    .set(oneMoreUse)
    .where(and(eq(promotions.id, id), eq(promotions.edition, edition), isPublicPromotion()))
    .returning({
      id: promotions.id,
      timeOfUsing: promotions.timeOfUsing,
      usedCount: promotions.usedCount,
      usedTodayCount: promotions.usedTodayCount,
      storeId: promotions.storeId,
      storeSlug: storeSlugOfPromotion,
    });
  if (!row) return undefined;
  await countReveal(db, edition, row.id, row.storeId);
  return {
    answer: { id: row.id, time_of_using: iso(row.timeOfUsing!), used_count: row.usedCount, used_today_count: row.usedTodayCount },
    store: counted(row.storeId, row.storeSlug),
  };
}

/**
 * Counts one use of a coupon and of its promotion in ONE statement (two data-modifying CTEs are one atomic
 * unit on both engines). `used_count`/`used_today_count` are the promotion's: the numbers its card shows.
 */
export async function useCoupon(db: Db, edition: EditionId, couponId: number) {
  const [row] = await queryRows<{
    id: number;
    code: string;
    promotion_id: number;
    time_of_using: Date | string;
    used_count: number;
    used_today_count: number;
    store_id: number | null;
    store_slug: string | null;
  }>(
    db,
    sql`with used_coupon as (
          update ${coupons} set used_count = ${coupons.usedCount} + 1, time_of_using = now()
          where ${coupons.id} = ${couponId}
            and ${coupons.promotionId} in (select ${promotions.id} from ${promotions} where ${promotions.edition} = ${edition} and ${isPublicPromotion()})
          returning ${coupons.id} as id, ${coupons.code} as code, ${coupons.promotionId} as promotion_id
        ), used_promotion as (
          update ${promotions} set
            used_count = ${oneMoreUse.usedCount},
            used_today_count = ${oneMoreUse.usedTodayCount},
            used_today_date = ${oneMoreUse.usedTodayDate},
            time_of_using = now()
          from used_coupon where ${promotions.id} = used_coupon.promotion_id
          returning ${promotions.id} as id, ${promotions.usedCount} as used_count,
            ${promotions.usedTodayCount} as used_today_count, ${promotions.timeOfUsing} as time_of_using,
            ${promotions.storeId} as store_id, ${storeSlugOfPromotion} as store_slug
        )
        select c.id, c.code, c.promotion_id, p.time_of_using, p.used_count, p.used_today_count, p.store_id, p.store_slug
        from used_coupon c join used_promotion p on p.id = c.promotion_id`,
  );
  if (!row) return undefined;
  await countReveal(db, edition, Number(row.promotion_id), row.store_id === null ? null : Number(row.store_id));
  return {
    answer: {
      id: Number(row.id),
      code: row.code,
      promotion: Number(row.promotion_id),
      time_of_using: iso(row.time_of_using),
      used_count: Number(row.used_count),
      used_today_count: Number(row.used_today_count),
    },
    store: counted(row.store_id === null ? null : Number(row.store_id), row.store_slug),
  };
}

/** The promotion's usage as it stands, counting nothing: the answer to a use already counted this hour. */
export async function offerUsage(db: Db, edition: EditionId, id: number) {
  const [row] = await db
    .select({ id: promotions.id, timeOfUsing: promotions.timeOfUsing, usedCount: promotions.usedCount, usedToday: usedTodaySoFar })
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.edition, edition), isPublicPromotion()));
  if (!row) return undefined;
  return { answer: { id: row.id, time_of_using: row.timeOfUsing ? iso(row.timeOfUsing) : null, used_count: row.usedCount, used_today_count: Number(row.usedToday) }, store: null };
}

/** The coupon's code and its promotion's usage as they stand, counting nothing. */
export async function couponUsage(db: Db, edition: EditionId, couponId: number) {
  const [row] = await db
    .select({ id: coupons.id, code: coupons.code, promotion: promotions.id, timeOfUsing: promotions.timeOfUsing, usedCount: promotions.usedCount, usedToday: usedTodaySoFar })
    .from(coupons)
    .innerJoin(promotions, eq(promotions.id, coupons.promotionId))
    .where(and(eq(coupons.id, couponId), eq(promotions.edition, edition), isPublicPromotion()));
  if (!row) return undefined;
  return {
    answer: { id: row.id, code: row.code, promotion: row.promotion, time_of_using: row.timeOfUsing ? iso(row.timeOfUsing) : null, used_count: row.usedCount, used_today_count: Number(row.usedToday) },
    store: null,
  };
}
