import { and, asc, count, eq } from 'drizzle-orm';
import { blogCategories, blogPosts } from '@/server/db/schema';
import { notFound } from '../core/errors';
import { MAX_PAGE_SIZE, offsetOf, pageOf, pageParams } from '../core/pagination';
import { newRouter } from '../core/router';
import { boolParam, intParam, parseQuery } from '../core/validation';
import { findBlogCategory, postsCounts } from '../blog/categories';
import { latestPostsByCategory } from '../blog/latest-posts';
import { newestFirst, postOwnColumns, publishedIn, serializePostCard } from '../blog/posts';
import { pathRef } from '../blog/refs';

export const blogCategoriesRoutes = newRouter();

/** Spec §9: featured blog categories come 8 at a time, each with its latest posts. */
const FEATURED_SIZE = 8;
const LIST_SIZE = 20;
const POSTS_PER_FEATURED = 4;
const BLOG_LIST_SIZE = 18;

const listOrder = [asc(blogCategories.position), asc(blogCategories.id)];

blogCategoriesRoutes.get('/', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const q = parseQuery(c, {
    is_featured: boolParam().optional(),
    minified: boolParam().optional(),
    page: pageParams(LIST_SIZE).page,
    size: intParam({ min: 1, max: MAX_PAGE_SIZE }).optional(),
  });
  const size = q.size ?? (q.is_featured ? FEATURED_SIZE : LIST_SIZE);
  const where = and(eq(blogCategories.edition, edition), q.is_featured === undefined ? undefined : eq(blogCategories.isFeatured, q.is_featured));
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(blogCategories).where(where),
    db
      .select()
      .from(blogCategories)
      .where(where)
      .orderBy(...listOrder)
      .limit(size)
      .offset(offsetOf(q.page, size)),
  ]);
  if (q.minified) {
    const results = rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug }));
    return c.json(pageOf(c, { page: q.page, size, count: n, results }));
  }
  const counts = await postsCounts(db, edition, rows.map((r) => r.id));
  const results = rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    image: r.image,
    is_featured: r.isFeatured,
    posts_count: counts.get(r.id) ?? 0,
  }));
  return c.json(pageOf(c, { page: q.page, size, count: n, results }));
});

blogCategoriesRoutes.get('/get_featured_blog_categories', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const { page, size } = parseQuery(c, pageParams(FEATURED_SIZE));
  const where = and(eq(blogCategories.edition, edition), eq(blogCategories.isFeatured, true));
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
  const latest = await latestPostsByCategory(db, edition, rows.map((r) => r.id), POSTS_PER_FEATURED);
  const results = rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    image: r.image,
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
    seo_title: category.seoTitle,
    meta_description: category.metaDescription,
    posts_count: counts.get(category.id) ?? 0,
  });
});

blogCategoriesRoutes.get('/:id/posts', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const { page, size } = parseQuery(c, pageParams(BLOG_LIST_SIZE));
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
