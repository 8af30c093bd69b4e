import { and, eq } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { categories } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { notFound } from '../core/errors';
import type { EntityRef } from '@/lib/schemas/params';
import { refCondition, unknownChoice } from '../shared/refs';
import { categorySubtreeIdsWhere } from '../categories/tree';

/**
 * The ids of a category of the edition named by id or slug (optionally only a homepage one) and of all its
 * descendants, in one query; empty when there is no such category. Lists take the ids as values, not as a
 * subquery: the database then knows how many promotions they hold and picks the plan for that size.
 */
function findCategoryTree(db: Db, edition: EditionId, ref: EntityRef, opts: { onHomepage?: boolean } = {}): Promise<number[]> {
  return categorySubtreeIdsWhere(
    db,
    and(eq(categories.edition, edition), refCondition(categories, ref), opts.onHomepage ? eq(categories.onHomepage, true) : undefined)!,
  );
}

/** The ids of the category and of its descendants: unknown (or of another edition) is a 404. */
export async function categoryTreeOrNotFound(db: Db, edition: EditionId, ref: EntityRef, opts: { onHomepage?: boolean } = {}) {
  const ids = await findCategoryTree(db, edition, ref, opts);
  if (ids.length === 0) throw notFound();
  return ids;
}

/** The category's tree, for a list filter: unknown is a 400. */
export async function categoryTreeOrBadChoice(db: Db, edition: EditionId, ref: EntityRef, field: string) {
  const ids = await findCategoryTree(db, edition, ref);
  if (ids.length === 0) throw unknownChoice(field);
  return ids;
}
