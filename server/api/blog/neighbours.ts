import { and, eq, sql } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { blogPosts } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { publishedIn } from './posts';

export type PostLink = { title: string; slug: string; url: string };

/**
 * The post just older and just newer than `postId` in its category. The position is read in SQL
 * (not passed back from JS) because timestamps carry microseconds that a JS Date would round away.
 */
export async function neighbours(
  db: Db,
  edition: EditionId,
  post: { id: number; categoryId: number },
  url: (slug: string) => string,
): Promise<{ previous: PostLink | null; next: PostLink | null }> {
  const current = sql`((select p.published_at from blog_posts p where p.id = ${post.id}), ${post.id}::int)`;
  const position = sql`(${blogPosts.publishedAt}, ${blogPosts.id})`;
  const inCategory = publishedIn(edition, eq(blogPosts.categoryId, post.categoryId));
  const columns = { title: blogPosts.title, slug: blogPosts.slug };
  const [older, newer] = await Promise.all([
    db
      .select(columns)
      .from(blogPosts)
      .where(and(inCategory, sql`${position} < ${current}`))
      .orderBy(sql`${blogPosts.publishedAt} desc`, sql`${blogPosts.id} desc`)
      .limit(1),
    db
      .select(columns)
      .from(blogPosts)
      .where(and(inCategory, sql`${position} > ${current}`))
      .orderBy(sql`${blogPosts.publishedAt} asc`, sql`${blogPosts.id} asc`)
      .limit(1),
  ]);
  const link = (row: { title: string; slug: string } | undefined) => (row ? { title: row.title, slug: row.slug, url: url(row.slug) } : null);
  return { previous: link(older[0]), next: link(newer[0]) };
}
