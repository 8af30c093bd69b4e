import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { promotions } from '@/server/db/schema';
import { choiceParam } from '../core/validation';

/**
 * The `type` filter of promotion lists, and the same buckets as the store counts (stores/counts.ts), so a tab
 * "Offers (12)" lists exactly 12 promotions:
 * - `code`: the visitor copies a code (kind `code`) — counted as `coupon_counts`;
 * - `offer`: no code, the button leads to the shop (kind `offer` or `free_delivery`) — `offer_counts`;
 * - `free_delivery`: kind `free_delivery` only (a part of `offer`);
 * - `exclusive`: flagged exclusive, whatever its kind.
 */
export const promotionTypes = ['all', 'code', 'offer', 'free_delivery', 'exclusive'] as const;
export type PromotionType = (typeof promotionTypes)[number];

export const typeConditions: Record<Exclude<PromotionType, 'all'>, SQL> = {
  code: eq(promotions.kind, 'code'),
  offer: inArray(promotions.kind, ['offer', 'free_delivery']),
  free_delivery: eq(promotions.kind, 'free_delivery'),
  exclusive: eq(promotions.isExclusive, true),
};

export const typeCondition = (type: PromotionType): SQL | undefined => (type === 'all' ? undefined : typeConditions[type]);

export const typeParam = () => choiceParam(promotionTypes).default('all');

/** Combines conditions that may be absent (optional filters). */
export const allOf = (...conditions: (SQL | undefined)[]): SQL => and(...conditions) ?? sql`true`;
