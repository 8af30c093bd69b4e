import { blogFeedResponse } from '@/lib/blog/feed-response';

// Per request: the Host header decides the edition, and a post published a minute ago belongs in the feed.
export const dynamic = 'force-dynamic';

/** The edition's blog as an RSS 2.0 feed (lib/blog/feed.ts). */
export function GET(request: Request) {
  return blogFeedResponse(request);
}
