import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { blogCategoryPosts, latestPosts } from '@/lib/api/blog';
import type { BlogCategoryPage, BlogPostPage } from '@/lib/api/types/blog';
import { blogFeedUrl } from '@/lib/blog/feed';
import type { Edition } from '@/lib/editions';
import { entityPath, pageNumber } from '@/lib/routing';
import { numberedTitle } from '@/lib/page-title';
import type { PageSearchParams } from '@/lib/search-params';
import { buildMetadata, robotsFor } from '@/lib/seo';
import { staticMetadata } from './static';

/**
 * Canonical paths and metadata of the blog pages, shared by the `/blog/…` route and the free-slug views: both
 * canonicalise to the `/blog/…` path, so a post or a category reached at its free slug is one page for search
 * engines.
 */

/** The canonical path of a blog category's list: `/blog/{category}`, whatever URL it was reached at. */
export const blogCategoryPath = (edition: Edition, category: Pick<BlogCategoryPage, 'slug'>): string =>
  entityPath(edition.id, 'blog_category', [category.slug]);

/** The canonical path of a post: `/blog/{category}/{post}`, whatever URL it was reached at. */
export const postPath = (edition: Edition, post: Pick<BlogPostPage, 'slug' | 'category'>): string =>
  entityPath(edition.id, 'blog_post', [post.category.slug, post.slug]);

/**
 * A blog page's metadata with the edition's RSS feed announced (`<link rel="alternate" type="application/rss+xml">`),
 * so browsers and feed readers find it from any page of the blog.
 */
export async function withBlogFeed(edition: Edition, metadata: Metadata): Promise<Metadata> {
  const t = await getTranslations('blogFeed');
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: blogFeedUrl(edition.id), title: t('title', { brand: edition.brandName }) }] },
    },
  };
}

/** A post: its SEO title or title, its meta description or excerpt, an article card with its picture. */
export async function postMetadata(edition: Edition, post: BlogPostPage): Promise<Metadata> {
  const metadata = buildMetadata({
    edition: edition.id,
    title: post.seo_title?.trim() || post.title,
    description: post.meta_description?.trim() || post.excerpt || post.title,
    pathname: postPath(edition, post),
    image: post.image ?? undefined,
    type: 'article',
    // Posts are written per edition: no hreflang set.
    robots: robotsFor({ kind: 'blog_post' }),
    overrides: post,
  });
  const published = new Date(post.published_at);
  return withBlogFeed(edition, {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      ...(Number.isNaN(published.getTime()) ? {} : { publishedTime: published.toISOString() }),
      ...(post.author?.trim() ? { authors: [post.author.trim()] } : {}),
      section: post.category.name,
    },
  });
}

/** A category's list: noindex,follow, canonical `/blog/{category}` keeping `page` ≥ 2. */
export async function categoryMetadata(edition: Edition, category: BlogCategoryPage, search: PageSearchParams): Promise<Metadata> {
  const page = pageNumber(search.page);
  // A page past the last is the 404 page, head included (notFound()): the same read as the page's, made once.
  const [t] = await Promise.all([getTranslations('blogCategory'), blogCategoryPosts(edition.id, category.slug, page)]);
  const title = await numberedTitle(edition.id, category.seo_title?.trim() || t('title', { category: category.name }), page);
  const metadata = buildMetadata({
    edition: edition.id,
    title,
    description: category.meta_description?.trim() || category.description || t('description', { category: category.name }),
    pathname: blogCategoryPath(edition, category),
    search: { page: search.page },
    image: category.image ?? undefined,
    robots: robotsFor({ kind: 'blog_category', search }),
    overrides: category,
  });
  return withBlogFeed(edition, metadata);
}

/** The blog's list: its title numbered past the first page, noindex,follow with a `page` (robotsFor reads it). */
export async function blogIndexMetadata(edition: Edition, page: string | undefined): Promise<Metadata> {
  const n = pageNumber(page);
  // A page past the last is the 404 page, head included (notFound()): the same read as the page's, made once.
  const [t, tp] = await Promise.all([getTranslations('pages.blog'), getTranslations('pagination'), latestPosts(edition.id, n)]);
  const title = n > 1 ? tp('pageTitle', { title: t('title'), page: n }) : t('title');
  return withBlogFeed(edition, staticMetadata(edition, 'blog', { title, description: t('description'), search: { page } }));
}
