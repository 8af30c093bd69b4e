import { count, eq, ne, sql } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { postsQuery, randomPostsQuery, similarStoresQuery } from '@/lib/schemas/blog';
import type { EntityRef } from '@/lib/schemas/params';
import { blogCategories, blogPosts } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { notFound } from '../core/errors';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';
import { findBlogCategory } from '../blog/categories';
import { neighbours } from '../blog/neighbours';
import { newestFirst, postCardColumns, postUrl, publishedIn, selectPostCards, serializeMinifiedPost, serializePostCardRow } from '../blog/posts';
import { pathRef, refCondition, unknownChoice } from '../shared/refs';
import { unaccentContains } from '../blog/search';
import { storeCardsInOrder } from '../blog/similar-stores';
import { seoFields } from '../shared/seo';

export const postsRoutes = newRouter();

async function categoryIdOf(db: Db, edition: EditionId, ref: EntityRef, field: string): Promise<number> {
  const category = await findBlogCategory(db, edition, ref);
  if (!category) throw unknownChoice(field);
  return category.id;
}

postsRoutes.get('/', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const q = parseQuery(c, postsQuery);
  const categoryId = q.category ? await categoryIdOf(db, edition, q.category, 'category') : undefined;
  const where = publishedIn(
    edition,
    categoryId === undefined ? undefined : eq(blogPosts.categoryId, categoryId),
    q.is_featured === undefined ? undefined : eq(blogPosts.isFeatured, q.is_featured),
    q.search ? unaccentContains(blogPosts.title, q.search) : undefined,
    q.exclude === undefined ? undefined : ne(blogPosts.id, q.exclude),
  );
  const offset = offsetOf(q.page, q.size);
  const total = db.select({ n: count() }).from(blogPosts).where(where);
  if (q.minified) {
    const [[{ n }], rows] = await Promise.all([
      total,
      db
        .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug })
        .from(blogPosts)
        .where(where)
        .orderBy(...newestFirst)
        .limit(q.size)
        .offset(offset),
    ]);
    return c.json(pageOf(c, { page: q.page, size: q.size, count: n, results: rows.map(serializeMinifiedPost) }));
  }
  const [[{ n }], rows] = await Promise.all([
    total,
    selectPostCards(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(q.size)
      .offset(offset),
  ]);
  const results = rows.map((row) => serializePostCardRow(edition, row));
  return c.json(pageOf(c, { page: q.page, size: q.size, count: n, results }));
});

postsRoutes.get('/random_posts_by_category', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const q = parseQuery(c, randomPostsQuery);
  const categoryId = await categoryIdOf(db, edition, q.category, 'category');
  const rows = await selectPostCards(db)
    .where(publishedIn(edition, eq(blogPosts.categoryId, categoryId), q.exclude === undefined ? undefined : ne(blogPosts.id, q.exclude)))
    .orderBy(sql`random()`)
    .limit(q.size);
  // A random sample has no pages: the whole answer is one page.
  return c.json({ count: rows.length, next: null, previous: null, results: rows.map((row) => serializePostCardRow(edition, row)) });
});

postsRoutes.get('/:id', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const [post] = await db
    .select({
      ...postCardColumns,
      content: blogPosts.content,
      seoTitle: blogPosts.seoTitle,
      metaDescription: blogPosts.metaDescription,
      robotsNoindex: blogPosts.robotsNoindex,
      robotsNofollow: blogPosts.robotsNofollow,
      canonicalUrl: blogPosts.canonicalUrl,
      ogImage: blogPosts.ogImage,
      similarStoreIds: blogPosts.similarStoreIds,
    })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(publishedIn(edition, refCondition(blogPosts, pathRef(c))))
    .limit(1);
  if (!post) throw notFound();
  const [similarStores, around] = await Promise.all([
    storeCardsInOrder(db, edition, post.similarStoreIds),
    neighbours(db, edition, { id: post.id, categoryId: post.categoryId }, (slug) => postUrl(edition, post.categorySlug, slug)),
  ]);
  return c.json({
    ...serializePostCardRow(edition, post),
    content: post.content,
    ...seoFields(post),
    similar_stores: similarStores,
    previous_post: around.previous,
    next_post: around.next,
  });
});

postsRoutes.get('/:id/similar_stores', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const { page, size } = parseQuery(c, similarStoresQuery);
  const [post] = await db
    .select({ similarStoreIds: blogPosts.similarStoreIds })
    .from(blogPosts)
    .where(publishedIn(edition, refCondition(blogPosts, pathRef(c))))
    .limit(1);
  if (!post) throw notFound();
  // The list is an editor's short selection: order and slice it here rather than in SQL.
  const all = await storeCardsInOrder(db, edition, post.similarStoreIds);
  const offset = offsetOf(page, size);
  return c.json(pageOf(c, { page, size, count: all.length, results: all.slice(offset, offset + size) }));
});
