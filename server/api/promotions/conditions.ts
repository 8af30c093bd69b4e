import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PromotionType } from '@/lib/schemas/promotions';
import { promotions } from '@/server/db/schema';

/** The SQL of each `type` tab of promotion lists (the `type` values of lib/schemas/promotions.ts); the store counts use the same buckets. */
export const typeConditions: Record<Exclude<PromotionType, 'all'>, SQL> = {
  code: eq(promotions.kind, 'code'),
  offer: inArray(promotions.kind, ['offer', 'free_delivery']),
  free_delivery: eq(promotions.kind, 'free_delivery'),
  exclusive: eq(promotions.isExclusive, true),
};

export const typeCondition = (type: PromotionType): SQL | undefined => (type === 'all' ? undefined : typeConditions[type]);

/** Combines conditions that may be absent (optional filters). */
export const allOf = (...conditions: (SQL | undefined)[]): SQL => and(...conditions) ?? sql`true`;
