import { createTranslator } from 'next-intl';
import type { PostCardData } from '@/lib/api/types/blog';
import { apiGet } from '@/lib/api/transport';
import type { Paginated } from '@/lib/api/types/common';
import { editionFromHost, editions } from '@/lib/editions';
import { messagesFor } from '@/messages';
import { BLOG_FEED_SIZE, BLOG_FEED_TTL_MINUTES, blogFeedXml } from './feed';

/**
 * The answer of `/blog/rss.xml`: the edition's latest posts as RSS 2.0. The edition comes from the Host header
 * (the proxy does not rewrite paths with an extension), its texts straight from its messages: next-intl's
 * request config only knows the locale of rewritten page requests.
 */
export async function blogFeedResponse(request: Request): Promise<Response> {
  const edition = editionFromHost(request.headers.get('host'));
  let posts: PostCardData[];
  try {
    // Not `minified`: the feed needs each post's excerpt, date, author, category and picture.
    posts = (await apiGet<Paginated<PostCardData>>('/posts/', edition.id, { size: BLOG_FEED_SIZE })).results;
  } catch (error) {
    // An empty feed would tell readers every post is gone; a 503 makes them keep what they have and retry.
    console.error(`blog feed (${edition.id}) failed:`, error);
    return new Response('Service unavailable\n', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '300' } });
  }
  const t = createTranslator({ locale: edition.htmlLang, messages: messagesFor(edition.id), namespace: 'blogFeed' });
  const brand = { brand: editions[edition.id].brandName };
  const xml = blogFeedXml(edition.id, posts, { title: t('title', brand), description: t('description', brand) });
  return new Response(xml, {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': `public, max-age=${BLOG_FEED_TTL_MINUTES * 60}` },
  });
}
