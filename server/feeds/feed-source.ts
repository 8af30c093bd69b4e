import type { feeds } from '@/server/db/schema';
import type { FeedSource } from './adapters';
import { openCredentials } from './credentials';

/** What an adapter needs of a stored feed: its address, its credentials opened, its column mapping. */
export const feedSourceOf = (feed: typeof feeds.$inferSelect): FeedSource => ({
  url: feed.url,
  credentials: openCredentials(feed.credentials),
  mapping: feed.mapping ?? null,
});
