import { BLOG_PAGE_SIZE, FEATURED_BLOG_CATEGORIES_SIZE, RANDOM_POSTS_SIZE } from '@/lib/list-sizes';
import { z } from './zod';
import { boolParam, intParam, MAX_PAGE_SIZE, pageParams, pageQuery, refParam, textParam } from './params';

/** The full list of blog categories, a page. */
export const BLOG_CATEGORIES_SIZE = 20;
const RANDOM_MAX = 20;
const SIMILAR_STORES_SIZE = 20;
/** Ids are int4: a larger value would make PostgreSQL fail the query instead of matching nothing. */
const MAX_ID = 2_147_483_647;

/** `GET /blog-categories/`; without `size`, the featured page size when `is_featured`, else the list's. */
export const blogCategoriesQuery = z.object({
  is_featured: boolParam().optional(),
  minified: boolParam().optional(),
  page: pageParams(BLOG_CATEGORIES_SIZE).page,
  size: intParam({ min: 1, max: MAX_PAGE_SIZE }).optional(),
});

export const featuredCategoriesQuery = pageQuery(FEATURED_BLOG_CATEGORIES_SIZE);

/** A page of the blog: a category's posts. */
export const blogPageQuery = pageQuery(BLOG_PAGE_SIZE);

/** `GET /posts/`: published posts, newest first, optionally of one category, featured, or matching `search`. */
export const postsQuery = z.object({
  ...pageParams(BLOG_PAGE_SIZE),
  minified: boolParam().optional(),
  category: refParam().optional(),
  is_featured: boolParam().optional(),
  search: textParam({ max: 100 }).optional(),
  exclude: intParam({ min: 1, max: MAX_ID }).optional(),
});

/** A few random posts of a category, other than `exclude`. */
export const randomPostsQuery = z.object({
  category: refParam(),
  exclude: intParam({ min: 1, max: MAX_ID }).optional(),
  size: intParam({ min: 1, max: RANDOM_MAX }).default(RANDOM_POSTS_SIZE),
});

export const similarStoresQuery = pageQuery(SIMILAR_STORES_SIZE);
