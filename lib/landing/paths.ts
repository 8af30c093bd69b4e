import type { ParentCategory } from '@/lib/api/types/categories';

/**
 * Where a category or a destination lives: the chain of slugs root → page, read from the page's own answer.
 * Its URL is `/categories/{chain}` or `/pays/{chain}` (lib/routing entityPath); a request whose segments
 * are not this chain is sent to it, so each page has one address.
 */

/** `hebergement/hotels/hotels-de-luxe` from a category and its nested `parent_category`. */
export function categorySlugChain(category: { slug: string; parent_category: ParentCategory | null }): string[] {
  const ancestors: string[] = [];
  // Guard against a cycle an editor could create: a real tree is never deeper than a handful of levels.
  for (let parent = category.parent_category; parent && ancestors.length < 10; parent = parent.parent_category) ancestors.unshift(parent.slug);
  return [...ancestors, category.slug];
}

/** `grece/crete/heraklion` from a destination and its `parent_path` (country, then region). */
export function destinationSlugChain(destination: { slug: string; parent_path: { slug: string }[] }): string[] {
  return [...destination.parent_path.map((item) => item.slug), destination.slug];
}

/** Whether a request's (decoded) segments are exactly the page's chain. */
export const isChain = (segments: readonly string[], chain: readonly string[]): boolean =>
  segments.length === chain.length && segments.every((segment, i) => segment === chain[i]);
