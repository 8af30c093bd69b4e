import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { categories, categoryStores, promotionCategories, promotions } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { notFound } from '../core/errors';
import type { EntityRef } from '@/lib/schemas/params';
import { refCondition, unknownChoice } from '../shared/refs';
import { categorySubtreeIds } from '../categories/tree';

/** The id of a category of the edition named by id or slug (optionally only a homepage one), or undefined. */
async function findCategoryId(db: Db, edition: EditionId, ref: EntityRef, opts: { onHomepage?: boolean } = {}) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.edition, edition),
        refCondition(categories, ref),
        opts.onHomepage ? eq(categories.onHomepage, true) : undefined,
      ),
    )
    .limit(1);
  return row?.id;
}

export async function categoryIdOrNotFound(db: Db, edition: EditionId, ref: EntityRef, opts: { onHomepage?: boolean } = {}) {
  const id = await findCategoryId(db, edition, ref, opts);
  if (id === undefined) throw notFound();
  return id;
}

export async function categoryIdOrBadChoice(db: Db, edition: EditionId, ref: EntityRef, field: string) {
  const id = await findCategoryId(db, edition, ref);
  if (id === undefined) throw unknownChoice(field);
  return id;
}

/** Promotions listed in the category or any of its descendants (a subquery: no extra round trip). */
export const inCategoryTree = (categoryId: number): SQL =>
  inArray(
    promotions.id,
    sql`(select ${promotionCategories.promotionId} from ${promotionCategories} where ${promotionCategories.categoryId} in ${categorySubtreeIds(categoryId)})`,
  );

/**
 * Promotions of OTHER stores that share a category with the store. The store's categories are those it is
 * listed in (category_stores) and those of its own promotions (promotion_categories); a promotion of another
 * store is related when it is listed in one of them, or its store is. Stores are listed in broad parent
 * categories too, so nearly everything is related: `relevance` (how many of those categories the promotion
 * and its store share) orders the closest first.
 */
export function relatedToStore(db: Db, storeId: number): { where: SQL; relevance: SQL } {
  const storeCategoryIds = sql`(
    select ${categoryStores.categoryId} from ${categoryStores} where ${categoryStores.storeId} = ${storeId}
    union
    select pc.category_id from ${promotionCategories} pc
      join ${promotions} own on own.id = pc.promotion_id
      where own.store_id = ${storeId}
  )`;
  const where = and(
    ne(promotions.storeId, storeId),
    or(
      inArray(
        promotions.storeId,
        db.select({ id: categoryStores.storeId }).from(categoryStores).where(inArray(categoryStores.categoryId, storeCategoryIds)),
      ),
      inArray(
        promotions.id,
        db
          .select({ id: promotionCategories.promotionId })
          .from(promotionCategories)
          .where(inArray(promotionCategories.categoryId, storeCategoryIds)),
      ),
    ),
  )!;
  const relevance = sql`(
    (select count(distinct cs.category_id) from ${categoryStores} cs
      where cs.store_id = ${promotions.storeId} and cs.category_id in ${storeCategoryIds})
    + (select count(*) from ${promotionCategories} pc
      where pc.promotion_id = ${promotions.id} and pc.category_id in ${storeCategoryIds})
  )`;
  return { where, relevance };
}
