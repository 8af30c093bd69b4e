// The store of Next's page and data cache (ISR pages, `unstable_cache` reads), in this process's memory, bounded.
// Next loads this file itself at run time (next.config's `cacheHandler`), outside the app's bundles: plain ESM.
import { SharedCacheControls } from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js';
import { ByteBoundedLru, cachedValueBytes } from './byte-bounded-lru.mjs';
import { areTagsExpired, areTagsHardExpired, sharedTags, tagUpdates } from './shared-tags.mjs';

const megabytes = (name, fallback) => {
  const value = Number(process.env[name]);
  return (Number.isFinite(value) && value > 0 ? value : fallback) * 1024 * 1024;
};

/**
 * Three budgets, so that what crawlers and fuzzers make never pushes out what visitors read:
 * - the pages themselves (status 200, no query state) and the API reads behind them share the large one;
 * - their variants (a list's page 7, a comparator search: the path holds the `~` state segment) get their own,
 *   as their number has no bound;
 * - answers to made-up URLs (404) and redirects get a small one. They are still cached, so a flood of the same
 *   bad URL costs one render, but 20,000 different ones only recycle this small budget.
 */
const pages = new ByteBoundedLru(megabytes('PAGE_CACHE_MB', 192));
const variants = new ByteBoundedLru(megabytes('PAGE_CACHE_VARIANTS_MB', 64));
const misses = new ByteBoundedLru(megabytes('PAGE_CACHE_MISSES_MB', 8));
const budgets = [pages, variants, misses];

/** Next remembers each URL's cache lifetime in a map of its own; each entry here carries it, so the map may forget. */
const LIFETIMES_KEPT = 5_000;

const isMiss = (value) => value !== null && typeof value === 'object' && typeof value.status === 'number' && value.status !== 200;

/** The tags an entry answers to: a page's or a route's from its `x-next-cache-tags` header, a read's from the call. */
function entryTags(entry, context) {
  if (entry.value?.kind === 'FETCH') return [...(context?.tags ?? []), ...(context?.softTags ?? [])];
  const header = entry.value?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',') : [];
}

export default class PageCacheHandler {
  /** Next creates a handler per request; the entries live in the module, once per process. */
  constructor() {}

  async get(key, context) {
    await sharedTags.ready; // settled once the first request has waited for it
    for (const budget of budgets) {
      const entry = budget.get(key);
      if (entry === undefined) continue;
      // As Next's own file cache does: an entry whose tag expired after it was made is a miss, whatever its age, so
      // the visit waits for a fresh render. Next itself checks a page's tags only in its first 30 s. An editor's
      // expiry counts even once a counter has moved the tag's expiry later.
      const tags = entryTags(entry, context);
      if (areTagsExpired(tags, entry.lastModified) || areTagsHardExpired(tags, entry.lastModified)) {
        budget.delete(key);
        return null;
      }
      return entry;
    }
    return null;
  }

  async set(key, value, context) {
    for (const budget of budgets) budget.delete(key);
    if (value === null) return;
    const entry = { value, lastModified: Date.now(), cacheControl: context?.cacheControl };
    const budget = isMiss(value) ? misses : key.includes('/~') ? variants : pages;
    budget.set(key, entry, key.length + cachedValueBytes(value));
    if (SharedCacheControls.cacheControls?.size > LIFETIMES_KEPT) SharedCacheControls.cacheControls.clear();
  }

  /**
   * A write's invalidation: the tags are marked in Next's own tag table, which Next reads on every cache hit to
   * decide between serving, serving stale while rendering again, and rendering before answering; with REDIS_URL, in
   * every other instance's table too (see shared-tags.mjs). Never throws.
   */
  async revalidateTag(tags, durations) {
    await sharedTags.publish(tagUpdates(typeof tags === 'string' ? [tags] : tags, durations));
  }

  resetRequestCache() {}
}
