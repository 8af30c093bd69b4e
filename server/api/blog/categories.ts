import { and, count, eq, inArray } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { blogCategories, blogPosts } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { publishedIn } from './posts';
import type { EntityRef } from '@/lib/schemas/params';
import { refCondition } from '../shared/refs';

/** A blog category of the edition named by id or slug, or undefined. */
export async function findBlogCategory(db: Db, edition: EditionId, ref: EntityRef) {
  const [row] = await db
    .select()
    .from(blogCategories)
    .where(and(eq(blogCategories.edition, edition), refCondition(blogCategories, ref)))
    .limit(1);
  return row;
}

/** Published posts per category, in one grouped query. */
export async function postsCounts(db: Db, edition: EditionId, categoryIds: number[]): Promise<Map<number, number>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .select({ categoryId: blogPosts.categoryId, n: count() })
    .from(blogPosts)
    .where(publishedIn(edition, inArray(blogPosts.categoryId, categoryIds)))
    .groupBy(blogPosts.categoryId);
  return new Map(rows.map((r) => [r.categoryId, Number(r.n)]));
}
