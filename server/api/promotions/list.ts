import type { Context } from 'hono';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { promotions, stores } from '@/server/db/schema';
import type { ApiEnv } from '../core/env';
import { offsetOf, pageOf } from '../core/pagination';
import { activeOrder, byCodeFeedback, isPublicPromotion, selectPromotionCards, serializePromotion } from '../shared/promotions';

export type Order = (SQL | PgColumn)[];

/** Expired lists: the most recently expired first. */
export const expiredOrder: Order = [desc(promotions.expiresAt), desc(promotions.id)];
/** "Latest" lists: newest first. */
export const newestOrder: Order = [desc(promotions.createdAt), desc(promotions.id)];
export { activeOrder };

/**
 * One page of promotion cards: the count and the rows run side by side. The count joins stores too, so a
 * condition may name the store (search by store name).
 */
export async function promotionCardsPage(
  c: Context<ApiEnv>,
  args: { where: SQL; orderBy: Order; page: number; size: number },
) {
  const db = c.get('db');
  const { orderBy, page, size } = args;
  const where = and(isPublicPromotion(), args.where)!;
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(promotions).innerJoin(stores, eq(stores.id, promotions.storeId)).where(where),
    selectPromotionCards(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(size)
      .offset(offsetOf(page, size)),
  ]);
  const now = new Date();
  return pageOf(c, { page, size, count: n, results: rows.map((row) => serializePromotion(row, now)) });
}

/**
 * Active promotions first; each group then by position, by visitors' votes, and by distance of its end date from
 * now (soonest first).
 */
export const activeFirstOrder: Order = [
  sql`(${promotions.expiresAt} is not null and ${promotions.expiresAt} < now())`,
  promotions.position,
  byCodeFeedback,
  sql`abs(extract(epoch from ${promotions.expiresAt} - now())) asc nulls last`,
  promotions.id,
];
