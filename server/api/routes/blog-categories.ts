import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { FEATURED_BLOG_CATEGORIES_SIZE } from '@/lib/list-sizes';
import { BLOG_CATEGORIES_SIZE, blogCategoriesQuery, blogPageQuery, featuredCategoriesQuery } from '@/lib/schemas/blog';
import { blogCategories, blogPosts } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { notFound } from '../core/errors';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';
import { findBlogCategory, postsCounts } from '../blog/categories';
import { latestPostsByCategory } from '../blog/latest-posts';
import { newestFirst, postOwnColumns, publishedIn, serializePostCard } from '../blog/posts';
import { pathRef } from '../shared/refs';
import { seoFields } from '../shared/seo';
import { stripHtml } from '@/lib/seo';
import { blogCategoryBody } from '@/lib/schemas/blog-write';
import { slugify } from '@/lib/slug';
import { recordAudit } from '../audit/record';
import { assertMayEdit, requireEditor } from '../auth/editor-guard';
import { editorJsonBody, refusedFields } from '../core/editor-refusal';
import { limitBody } from '../core/json-body';

export const blogCategoriesRoutes = newRouter();

/** Each featured blog category comes with its 4 latest posts. */
const POSTS_PER_FEATURED = 4;

const listOrder = [asc(blogCategories.position), asc(blogCategories.id)];

/** What every list shows of a blog category. */
const categoryCard = (r: typeof blogCategories.$inferSelect) => ({ id: r.id, name: r.name, slug: r.slug, description: r.description, image: r.image });

/** One page of the blog categories matching `where`, with the total, in list order. */
async function categoriesPage(db: Db, where: SQL | undefined, page: number, size: number) {
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(blogCategories).where(where),
    db
      .select()
      .from(blogCategories)
      .where(where)
      .orderBy(...listOrder)
      .limit(size)
      .offset(offsetOf(page, size)),
  ]);
  return { n, rows };
}

blogCategoriesRoutes.get('/', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const q = parseQuery(c, blogCategoriesQuery);
  const size = q.size ?? (q.is_featured ? FEATURED_BLOG_CATEGORIES_SIZE : BLOG_CATEGORIES_SIZE);
  const where = and(eq(blogCategories.edition, edition), q.is_featured === undefined ? undefined : eq(blogCategories.isFeatured, q.is_featured));
  const { n, rows } = await categoriesPage(db, where, q.page, size);
  if (q.minified) {
    const results = rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug }));
    return c.json(pageOf(c, { page: q.page, size, count: n, results }));
  }
  const counts = await postsCounts(db, edition, rows.map((r) => r.id));
  const results = rows.map((r) => ({
    ...categoryCard(r),
    is_featured: r.isFeatured,
    posts_count: counts.get(r.id) ?? 0,
  }));
  return c.json(pageOf(c, { page: q.page, size, count: n, results }));
});

blogCategoriesRoutes.get('/get_featured_blog_categories', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const { page, size } = parseQuery(c, featuredCategoriesQuery);
  const where = and(eq(blogCategories.edition, edition), eq(blogCategories.isFeatured, true));
  const { n, rows } = await categoriesPage(db, where, page, size);
  const latest = await latestPostsByCategory(db, edition, rows.map((r) => r.id), POSTS_PER_FEATURED);
  const results = rows.map((r) => ({
    ...categoryCard(r),
    posts: (latest.get(r.id) ?? []).map((post) => serializePostCard(edition, post, r)),
  }));
  return c.json(pageOf(c, { page, size, count: n, results }));
});

blogCategoriesRoutes.get('/:id', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const category = await findBlogCategory(db, edition, pathRef(c));
  if (!category) throw notFound();
  const counts = await postsCounts(db, edition, [category.id]);
  return c.json({
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description,
    image: category.image,
    ...seoFields(category),
    posts_count: counts.get(category.id) ?? 0,
  });
});

blogCategoriesRoutes.get('/:id/posts', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const { page, size } = parseQuery(c, blogPageQuery);
  const category = await findBlogCategory(db, edition, pathRef(c));
  if (!category) throw notFound();
  const where = publishedIn(edition, eq(blogPosts.categoryId, category.id));
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(blogPosts).where(where),
    db
      .select(postOwnColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(...newestFirst)
      .limit(size)
      .offset(offsetOf(page, size)),
  ]);
  const results = rows.map((post) => serializePostCard(edition, post, category));
  return c.json(pageOf(c, { page, size, count: n, results }));
});

/** A new blog category of the edition (`{name, slug, description}`); its slug is made from its name when none is given. */
blogCategoriesRoutes.post('/', requireEditor(), limitBody(16 * 1024), async (c) => {
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  const body = await editorJsonBody(c, blogCategoryBody);
  const slug = body.slug ?? slugify(body.name);
  if (!slug) throw refusedFields(edition, { slug: [{ key: 'slugNeeded', values: { item: 'blogCategory' } }] });
  const db = c.get('db');
  const [row] = await db
    .insert(blogCategories)
    .values({ edition, name: body.name, slug, description: stripHtml(body.description), image: body.image, isFeatured: body.is_featured, position: body.position })
    .onConflictDoNothing()
    .returning();
  if (!row) throw refusedFields(edition, { slug: [{ key: 'slugTaken', values: { item: 'blogCategory', slug } }] });
  const answer = { id: row.id, name: row.name, slug: row.slug, description: row.description, image: row.image, is_featured: row.isFeatured, position: row.position, ...seoFields(row), posts_count: 0 };
  c.get('contentChanged')({ edition, families: ['blog'] }, 'now');
  await recordAudit(c, c.get('editor'), { action: 'create', entityType: 'blog_category', entityId: row.id, edition, before: null, after: answer });
  return c.json(answer, 201);
});
