/** A breadcrumb as pages build it and the API answers it (name, url, parent). */
export interface Crumb {
  name: string;
  url?: string | null;
}

/** Breadcrumbs render only with more than one item, all of them named. */
export const shouldShowBreadcrumbs = (items: readonly Crumb[]): boolean => items.length > 1 && items.every((item) => item.name?.trim());

/** Static pages: Home, then the page. */
export const staticCrumbs = (homeLabel: string, name: string, url: string): Crumb[] => [
  { name: homeLabel, url: '/' },
  { name, url },
];

/**
 * Entity pages: Home, then the chain `/breadcrumbs/` answered, or `fallback` (the page's own items)
 * when that read failed or came back empty, so a page never loses its trail.
 */
export const entityCrumbs = (homeLabel: string, chain: readonly Crumb[], fallback: Crumb[]): Crumb[] => [
  { name: homeLabel, url: '/' },
  ...(chain.length > 0 ? chain : fallback),
];
