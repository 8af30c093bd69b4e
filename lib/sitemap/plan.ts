import type { EntriesPage, SitemapEntry } from '@/lib/api/types/sitemap';

/** The sitemap protocol's limit of URLs in one file; above it the sitemap becomes an index of several files. */
export const SITEMAP_MAX_URLS = 50_000;

/** Reads page `page` of `size` entries; null when there is no such page. */
export type LoadEntries = (page: number, size: number) => Promise<EntriesPage | null>;

/** What one sitemap URL answers: a list of pages, an index of the part files, or nothing (404). */
export type SitemapDocument = { kind: 'urlset'; entries: SitemapEntry[] } | { kind: 'index'; parts: number[] } | null;

/** How many files `count` URLs need at `limit` a file (at least one: an empty site still has a sitemap). */
export const partCount = (count: number, limit: number = SITEMAP_MAX_URLS): number => Math.max(1, Math.ceil(count / limit));

/** The items of part `part` (1-based) when `items` are cut into files of `limit`: what the API's page `part` holds. */
export function chunkOf<T>(items: readonly T[], part: number, limit: number = SITEMAP_MAX_URLS): T[] {
  return items.slice((part - 1) * limit, part * limit);
}

/**
 * The document behind `/sitemap.xml` (`part` null) or the part file `part`. Up to `limit` URLs the sitemap is
 * one urlset and there are no part files; above, `/sitemap.xml` is the index of parts 1…n and part k holds the
 * k-th run of `limit` entries. A part that does not exist is null, so it answers 404 rather than an empty file.
 */
export async function sitemapDocument(part: number | null, load: LoadEntries, limit: number = SITEMAP_MAX_URLS): Promise<SitemapDocument> {
  if (part !== null && (!Number.isSafeInteger(part) || part < 1)) return null;
  const first = await load(part ?? 1, limit);
  if (!first) return null;
  const parts = partCount(first.count, limit);
  if (part === null) return parts === 1 ? { kind: 'urlset', entries: first.results } : { kind: 'index', parts: Array.from({ length: parts }, (_, i) => i + 1) };
  if (parts === 1) return null;
  return { kind: 'urlset', entries: first.results };
}

/** Public path of part file `part` (`/sitemap.xml` itself is the index). */
export const sitemapPartPath = (part: number): string => `/sitemaps/${part}.xml`;

/** The part number a `[part]` route segment names (`3.xml` → 3); null for anything else. */
export function partFromSegment(segment: string): number | null {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(segment);
  return match ? Number(match[1]) : null;
}
