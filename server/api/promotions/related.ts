import { inArray, sql } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { categoryStores, listedRank, promotionCategories, promotions } from '@/server/db/schema';
import { queryRows } from '@/server/db/raw';
import type { Db } from '@/server/db/types';
import { isActive } from '../shared/promotions';

/**
 * The categories of a store: those it is listed in (category_stores) and those of its own promotions
 * (promotion_categories). Read once, as values: the related offers' conditions and order use them several times.
 */
async function storeCategoryIds(db: Db, storeId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select ${categoryStores.categoryId} as id from ${categoryStores} where ${categoryStores.storeId} = ${storeId}
        union
        select ${promotionCategories.categoryId} from ${promotionCategories}
        where ${promotionCategories.promotionId} = any(array(select ${promotions.id} from ${promotions} where ${promotions.storeId} = ${storeId}))`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The related offers of a store: active promotions of OTHER stores that share a category with it. A promotion is
 * related when it is listed in one of the store's categories (`storeCategoryIds`), or its store is. Stores are listed
 * in broad parent categories too, so nearly everything is related: `relevance` (how many of those categories the
 * promotion and its store share) orders the closest first, then the usual order of lists.
 *
 * The relevance of a promotion in none of those categories is its store's alone, the same for all its promotions: of
 * such a store, only its first `offset + size` in the usual order can reach the page, and the store's index gives
 * them without reading the others. Promotions in one of the categories are each ranked (as many as those categories
 * hold). So a related shop with thousands of codes costs the page a few rows, and the count is counted in SQL.
 */
export async function relatedOffers(db: Db, edition: EditionId, storeId: number, offset: number, size: number): Promise<{ count: number; ids: number[] }> {
  const categoryIds = await storeCategoryIds(db, storeId);
  if (categoryIds.length === 0) return { count: 0, ids: [] };
  // Asked row by row of the promotion's own categories (one probe of their primary key): as `exists`, the database
  // may instead gather every promotion of the categories again for each related store.
  const inStoreCategories = sql`(
    select 1 from ${promotionCategories}
    where ${promotionCategories.promotionId} = ${promotions.id} and ${inArray(promotionCategories.categoryId, categoryIds)}
    limit 1
  ) is not null`;
  const ofEdition = sql`${promotions.edition} = ${edition} and ${isActive()}`;
  const listedColumns = sql`${promotions.position} as position, ${listedRank(promotions.feedbackRank)} as rank, ${promotions.expiresAt} as expires_at`;
  // The related stores, each with the part of the relevance its listings give; the promotions of the categories, each
  // with its own part, read once (materialized) for both the page and the count.
  const related = sql`
    store_rel as (
      select ${categoryStores.storeId} as store_id, count(distinct ${categoryStores.categoryId})::int as rel from ${categoryStores}
      where ${inArray(categoryStores.categoryId, categoryIds)} and ${categoryStores.storeId} <> ${storeId}
      group by ${categoryStores.storeId}
    ),
    promo_rel as (
      select ${promotionCategories.promotionId} as promotion_id, count(*)::int as rel from ${promotionCategories}
      where ${inArray(promotionCategories.categoryId, categoryIds)}
      group by ${promotionCategories.promotionId}
    ),
    categorised as materialized (
      select own.* from promo_rel pr cross join lateral (
        select ${promotions.id} as id, ${promotions.storeId} as store_id, pr.rel as rel, ${listedColumns} from ${promotions}
        where ${promotions.id} = pr.promotion_id and ${ofEdition} and ${promotions.storeId} <> ${storeId}
      ) own
    )`;
  const storePartCount = sql`(
    select count(*) from store_rel sr join ${promotions} on ${promotions.storeId} = sr.store_id
    where ${ofEdition} and not ${inStoreCategories}
  )`;
  const page = await queryRows<{ id: number; total: number }>(
    db,
    sql`with ${related}
        select id, ((select count(*) from categorised) + ${storePartCount})::int as total from (
          select c.id, coalesce(sr.rel, 0) + c.rel as relevance, c.position, c.rank, c.expires_at
          from categorised c left join store_rel sr on sr.store_id = c.store_id
          union all
          select top.* from store_rel sr cross join lateral (
            select ${promotions.id} as id, sr.rel as relevance, ${listedColumns} from ${promotions}
            where ${promotions.storeId} = sr.store_id and ${ofEdition} and not ${inStoreCategories}
            order by ${promotions.position}, ${listedRank(promotions.feedbackRank)} desc, ${promotions.expiresAt} asc nulls last, ${promotions.id}
            limit ${offset + size}
          ) top
        ) candidates
        order by relevance desc, position, rank desc, expires_at asc nulls last, id
        limit ${size} offset ${offset}`,
  );
  if (page.length > 0) return { count: Number(page[0].total), ids: page.map((row) => Number(row.id)) };
  // Past the last page (or nothing related): the count alone, for the answer's `count` or its 404.
  const [counted] = await queryRows<{ n: number }>(db, sql`with ${related} select ((select count(*) from categorised) + ${storePartCount})::int as n`);
  return { count: Number(counted?.n ?? 0), ids: [] };
}
