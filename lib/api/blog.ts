import { cache } from 'react';
import type { EditionId } from '@/lib/editions';
import { BLOG_PAGE_SIZE, FEATURED_BLOG_CATEGORIES_SIZE, RANDOM_POSTS_SIZE } from '@/lib/list-sizes';
import { readListPage, type ListPage } from './list-page';
import { emptyPage, readOr, readOrNull } from './read';
import { ApiRequestError } from './transport';
import type { BlogCategoryPage, BlogPostPage, PostCardData } from './types/blog';
import type { Paginated, SlugLink } from './types/common';

/**
 * Reads of the blog post and blog category pages. Each is wrapped in React `cache`:
 * generateMetadata and the page read the same post or category in one request and must not pay twice.
 */


/** A 404, or a 400 for a value the API refuses outright: no such object either way; anything else is thrown. */
async function readEntity<T>(path: string, edition: EditionId): Promise<T | null> {
  try {
    return await readOrNull<T>(path, edition);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return null;
    throw error;
  }
}

/** The published post of the edition with this slug, or null. */
export const blogPost = cache(
  (edition: EditionId, slug: string): Promise<BlogPostPage | null> => readEntity<BlogPostPage>(`/posts/${encodeURIComponent(slug)}/`, edition),
);

/** The blog category of the edition with this slug, or null. */
export const blogCategory = cache(
  (edition: EditionId, slug: string): Promise<BlogCategoryPage | null> =>
    readEntity<BlogCategoryPage>(`/blog_categories/${encodeURIComponent(slug)}/`, edition),
);

/** One page of a category's posts, newest first, 18 a page; a page past the last answers notFound(). */
export const blogCategoryPosts = cache(
  (edition: EditionId, categorySlug: string, page: number): Promise<ListPage<PostCardData>> =>
    readListPage<PostCardData>(`/blog_categories/${encodeURIComponent(categorySlug)}/posts/`, edition, { page, size: BLOG_PAGE_SIZE }),
);

/** One page of the edition's latest posts, newest first, 18 a page; a page past the last answers notFound(). */
export const latestPosts = cache(
  (edition: EditionId, page: number): Promise<ListPage<PostCardData>> => readListPage<PostCardData>('/posts/', edition, { page, size: BLOG_PAGE_SIZE }),
);

/** Up to 8 random posts of a category, the current post left out; empty when the read fails. */
export const randomCategoryPosts = cache(async (edition: EditionId, categorySlug: string, excludeId?: number): Promise<PostCardData[]> => {
  const answer = await readOr<Paginated<PostCardData>>(emptyPage, '/posts/random_posts_by_category/', edition, {
    category: categorySlug,
    size: RANDOM_POSTS_SIZE,
    exclude: excludeId,
  });
  return answer.results;
});

/**
 * The edition's featured blog categories (`is_featured`, size 8, `minified`: a name and a slug is all a
 * link needs); empty when the read fails, so the blog list still shows.
 */
export const featuredBlogCategories = cache(async (edition: EditionId): Promise<SlugLink[]> => {
  const answer = await readOr<Paginated<SlugLink>>(emptyPage, '/blog_categories/', edition, {
    is_featured: true,
    size: FEATURED_BLOG_CATEGORIES_SIZE,
    minified: true,
  });
  return answer.results;
});
