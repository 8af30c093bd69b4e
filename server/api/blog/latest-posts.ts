import { asc, inArray, lte, sql } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { blogPosts } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { postOwnColumns, publishedIn, type PostOwnRow } from './posts';

/**
 * The `perCategory` newest posts of each category, for all categories in one query
 * (row_number() over a partition runs on PGlite and PostgreSQL alike).
 */
export async function latestPostsByCategory(
  db: Db,
  edition: EditionId,
  categoryIds: number[],
  perCategory: number,
): Promise<Map<number, PostOwnRow[]>> {
  const byCategory = new Map<number, PostOwnRow[]>();
  if (categoryIds.length === 0) return byCategory;
  const ranked = db
    .select({
      ...postOwnColumns,
      categoryId: blogPosts.categoryId,
      rank: sql<number>`row_number() over (partition by ${blogPosts.categoryId} order by ${blogPosts.publishedAt} desc, ${blogPosts.id} desc)`.as(
        'rank',
      ),
    })
    .from(blogPosts)
    .where(publishedIn(edition, inArray(blogPosts.categoryId, categoryIds)))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, perCategory))
    .orderBy(asc(ranked.categoryId), asc(ranked.rank));
  for (const row of rows) {
    const list = byCategory.get(row.categoryId) ?? [];
    list.push(row);
    byCategory.set(row.categoryId, list);
  }
  return byCategory;
}
