import { and, asc, count, desc, eq, gt, ilike, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { ContentStatus } from '@/lib/schemas/content-status';
import { postEditorListQuery, type PostOrdering } from '@/lib/schemas/post-editor-list';
import { blogCategories, blogPosts } from '@/server/db/schema';
import { assertMayEdit, requireEditor } from '../auth/editor-guard';
import { postUrl } from '../blog/posts';
import { containsPattern } from '../core/like-pattern';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';

/** The editors' list of posts; mounted before the public calls, so `editable` is never read as a post's slug. */
export const postEditorListRoutes = newRouter();

/**
 * Where a post stands for an editor, as visitors see it now: a draft is a draft; a post whose publication time has
 * come is published, whatever it was saved as; one whose time is still to come waits, scheduled.
 */
const due = lte(blogPosts.publishedAt, sql`now()`);
const byStatus: Record<ContentStatus, SQL> = {
  draft: eq(blogPosts.status, 'draft'),
  scheduled: and(ne(blogPosts.status, 'draft'), gt(blogPosts.publishedAt, sql`now()`))!,
  published: and(ne(blogPosts.status, 'draft'), due)!,
};

const orderColumns = { updated_at: blogPosts.updatedAt, published_at: blogPosts.publishedAt, title: blogPosts.title };
const orderOf = (ordering: PostOrdering) => {
  const column = orderColumns[ordering.replace(/^-/, '') as keyof typeof orderColumns];
  return [ordering.startsWith('-') ? desc(column) : asc(column), desc(blogPosts.id)];
};

postEditorListRoutes.get('/editable', requireEditor(), async (c) => {
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  const { page, size, q, status, category, ordering } = parseQuery(c, postEditorListQuery);
  const where = and(
    eq(blogPosts.edition, edition),
    status ? byStatus[status] : undefined,
    category ? eq(blogPosts.categoryId, category) : undefined,
    q ? ilike(blogPosts.title, containsPattern(q)) : undefined,
  );
  const db = c.get('db');
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(blogPosts).where(where),
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        author: blogPosts.author,
        isFeatured: blogPosts.isFeatured,
        status: blogPosts.status,
        publishedAt: blogPosts.publishedAt,
        updatedAt: blogPosts.updatedAt,
        categoryId: blogCategories.id,
        categoryName: blogCategories.name,
        categorySlug: blogCategories.slug,
      })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where)
      .orderBy(...orderOf(ordering))
      .limit(size)
      .offset(offsetOf(page, size)),
  ]);
  const now = Date.now();
  const results = rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    author: row.author,
    is_featured: row.isFeatured,
    status: (row.status === 'draft' ? 'draft' : row.publishedAt.getTime() > now ? 'scheduled' : 'published') satisfies ContentStatus,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    category: { id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
    url: postUrl(edition, row.categorySlug, row.slug),
  }));
  return c.json(pageOf(c, { page, size, count: n, results }));
});
