import type { Context } from 'hono';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { listedRank, promotions, stores } from '@/server/db/schema';
import { queryRows } from '@/server/db/raw';
import type { EditionId } from '@/lib/editions';
import type { Db } from '@/server/db/types';
import type { ApiEnv } from '../core/env';
import { offsetOf, pageOf } from '../core/pagination';
import { activeOrder, byCodeFeedback, isActive, isPublicPromotionOfJoinedStore, selectPromotionCards, serializePromotion } from '../shared/promotions';

export type Order = (SQL | PgColumn)[];

/** Expired lists: the most recently expired first. */
export const expiredOrder: Order = [desc(promotions.expiresAt), desc(promotions.id)];
/** "Latest" lists: newest first. */
export const newestOrder: Order = [desc(promotions.createdAt), desc(promotions.id)];
export { activeOrder };

/**
 * One page of promotion cards: the count and the rows run side by side, both in SQL (a count, and one page of
 * rows). Both join the promotion's store and hold back there what visitors may not see, whatever `where` says; so
 * a condition may also name the store (search by store name).
 */
export async function promotionCardsPage(
  c: Context<ApiEnv>,
  args: {
    where: SQL;
    /** The same promotions written for reading one page in order, when the best way to count them is another. */
    rowsWhere?: SQL;
    orderBy: Order;
    page: number;
    size: number;
  },
) {
  const db = c.get('db');
  const { where, rowsWhere = where, orderBy, page, size } = args;
  const [[{ n }], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(promotions)
      .innerJoin(stores, and(eq(stores.id, promotions.storeId), isPublicPromotionOfJoinedStore()))
      .where(where),
    selectPromotionCards(db)
      .where(rowsWhere)
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

/** The cards of these promotions, in this order (one page, ordered in SQL by its caller); those gone since drop out. */
export async function promotionCardsInOrder(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await selectPromotionCards(db).where(inArray(promotions.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const now = new Date();
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [serializePromotion(row, now)] : [];
  });
}

/**
 * The ids of the first `limit` active promotions of these stores, in the usual order: each store gives its own first
 * ones from its index, and the best of those make the list, so a shop with thousands of codes costs no more than one
 * with a few.
 */
export async function firstActiveOfStores(db: Db, edition: EditionId, storeIds: number[], limit: number): Promise<number[]> {
  if (storeIds.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select top.id from ${stores} cross join lateral (
          select ${promotions.id} as id, ${promotions.position} as position, ${listedRank(promotions.feedbackRank)} as rank,
                 ${promotions.expiresAt} as expires_at
          from ${promotions}
          where ${promotions.storeId} = ${stores.id} and ${promotions.edition} = ${edition} and ${isActive()}
          order by ${sql.join(activeOrder, sql`, `)}
          limit ${limit}
        ) top
        where ${inArray(stores.id, storeIds)}
        order by top.position, top.rank desc, top.expires_at asc nulls last, top.id
        limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}
