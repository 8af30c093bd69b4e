import { SITEMAP_MAX_URLS } from '@/lib/sitemap/plan';
import { pageQuery } from './params';

/** One page of sitemap entries is one sitemap file: up to the protocol's 50,000 URLs. */
export const sitemapEntriesQuery = pageQuery(SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
