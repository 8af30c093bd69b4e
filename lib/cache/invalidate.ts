import { revalidateTag } from 'next/cache';
import { redirectionsChanged } from '@/lib/redirects/table-state';
import { changeTags, type ContentChange } from './tags';

/**
 * How soon a change must show:
 * - `now`: an editor's write; the next page view renders afresh and never shows the old content;
 * - `counter`: a visitor's vote or use; the next view may still show the old number while the page renders
 *   again behind it, and no page shows a number older than COUNTER_MAX_AGE_SECONDS. A flood of votes then
 *   costs one render per page, not one per vote.
 */
export type Freshness = 'now' | 'counter';

/** How old a counter (uses, votes, rating) may be in a cached page. */
export const COUNTER_MAX_AGE_SECONDS = 60;

/**
 * Throws away the cached pages and reads a change touched: THE one way a write reaches the cache. The API
 * calls it after the change is stored; a failure here is logged and never undoes or hides the write.
 */
export function invalidate(change: ContentChange, freshness: Freshness = 'now'): string[] {
  // The proxy's redirection table is no cached page: it is reloaded before the next request is answered.
  if (change.everything || change.families?.includes('redirections')) redirectionsChanged();
  const tags = changeTags(change);
  const profile = { expire: freshness === 'now' ? 0 : COUNTER_MAX_AGE_SECONDS };
  for (const tag of tags) {
    try {
      revalidateTag(tag, profile);
    } catch (error) {
      console.error(`cache: could not invalidate ${tag}`, error);
    }
  }
  return tags;
}
