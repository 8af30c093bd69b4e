import type { PostCardData } from '@/lib/api/types/blog';
import { absoluteUrl, editions, type EditionId } from '@/lib/editions';
import { entityPath, staticPath } from '@/lib/routing';
import { canonicalUrl, stripHtml } from '@/lib/seo';
import { imageType, rssFeedXml, type RssItem } from './rss';

/**
 * The blog's RSS feed of an edition, from the posts the API lists. Pure: the route handler
 * (app/blog/rss.xml/route.ts) reads the posts and the edition's messages and hands them here.
 */

/**
 * The feed's path, the same on every edition: the route lives at `app/blog/rss.xml`, outside `[locale]`, because
 * the proxy passes paths with a file extension through untouched (no edition rewrite), so `[locale]` would never
 * be filled for it. The edition comes from the Host header instead.
 */
export const BLOG_FEED_PATH = '/blog/rss.xml';

/** How many of the latest posts the feed carries. */
export const BLOG_FEED_SIZE = 20;

/** Minutes a feed reader may keep the feed (also the HTTP cache lifetime). */
export const BLOG_FEED_TTL_MINUTES = 30;

/** Absolute URL of the edition's feed, on its own domain. */
export const blogFeedUrl = (edition: EditionId): string => absoluteUrl(edition, BLOG_FEED_PATH);

const absolute = (edition: EditionId, src: string) => (/^https?:\/\//i.test(src) ? src : absoluteUrl(edition, src));

/** One post as an item: its canonical `/blog/{category}/{post}` URL on the edition's domain, its excerpt as plain text. */
export function postFeedItem(edition: EditionId, post: PostCardData): RssItem {
  const published = new Date(post.published_at);
  return {
    title: post.title,
    link: canonicalUrl(edition, entityPath(edition, 'blog_post', [post.category.slug, post.slug])),
    description: stripHtml(post.excerpt ?? ''),
    pubDate: Number.isNaN(published.getTime()) ? null : published,
    category: post.category.name,
    author: post.author,
    ...(post.image ? { image: { url: absolute(edition, post.image), type: imageType(post.image) } } : {}),
  };
}

/** The whole feed: channel in the edition's language, items newest first as the API lists them. */
export function blogFeedXml(edition: EditionId, posts: readonly PostCardData[], text: { title: string; description: string }): string {
  const items = posts.map((post) => postFeedItem(edition, post));
  const newest = items.reduce<Date | null>((max, item) => (item.pubDate && (!max || item.pubDate > max) ? item.pubDate : max), null);
  return rssFeedXml(
    {
      title: text.title,
      link: canonicalUrl(edition, staticPath(edition, 'blog') ?? '/blog'),
      description: text.description,
      language: editions[edition].htmlLang,
      selfUrl: blogFeedUrl(edition),
      lastBuildDate: newest,
      ttl: BLOG_FEED_TTL_MINUTES,
    },
    items,
  );
}
