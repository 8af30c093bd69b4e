import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { promotions } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { hasEnded, isPublicPromotion, isStillValid } from '../shared/promotions';
import { typeConditions } from '../promotions/conditions';

/**
 * Promotion counts of a store. The buckets are those of the `type` filter (promotions/types.ts):
 * `coupon_counts` = active with a code, `offer_counts` = active without one (offer or free delivery),
 * `free_delivery_counts` and `exclusive_counts` are parts of the active ones, `expired_counts` those whose end
 * date has passed, and `total` = every active promotion (coupon_counts + offer_counts).
 */
export interface StoreCounts {
  coupon_counts: number;
  offer_counts: number;
  free_delivery_counts: number;
  exclusive_counts: number;
  expired_counts: number;
  total: number;
}

const zero: StoreCounts = { coupon_counts: 0, offer_counts: 0, free_delivery_counts: 0, exclusive_counts: 0, expired_counts: 0, total: 0 };

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * Counts of every given store, in one grouped query; stores without promotions get zeros. What visitors may not see
 * is held back once, in the where: each bucket then only tells valid from ended.
 */
export async function storeCounts(db: Db, edition: EditionId, storeIds: number[]): Promise<Map<number, StoreCounts>> {
  const out = new Map<number, StoreCounts>(storeIds.map((id) => [id, { ...zero }]));
  if (storeIds.length === 0) return out;
  const valid = isStillValid();
  const rows = await db
    .select({
      storeId: promotions.storeId,
      coupon_counts: countWhere(and(valid, typeConditions.code)!),
      offer_counts: countWhere(and(valid, typeConditions.offer)!),
      free_delivery_counts: countWhere(and(valid, typeConditions.free_delivery)!),
      exclusive_counts: countWhere(and(valid, typeConditions.exclusive)!),
      expired_counts: countWhere(hasEnded()),
      total: countWhere(valid),
    })
    .from(promotions)
    .where(and(eq(promotions.edition, edition), inArray(promotions.storeId, [...new Set(storeIds)]), isPublicPromotion()))
    .groupBy(promotions.storeId);
  for (const { storeId, ...counts } of rows) out.set(storeId, counts);
  return out;
}
