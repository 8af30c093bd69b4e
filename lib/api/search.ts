import { cache } from 'react';
import type { EditionId } from '@/lib/editions';
import type { PostCardData } from '@/components/blog/types';
import { ApiRequestError, apiGet } from './transport';
import type { Promotion, StoreCard } from './types';

/** The kinds the site search looks through (server/api/search/kinds.ts), in the order the page shows them. */
export const searchKinds = ['stores', 'promotions', 'destinations', 'categories', 'posts'] as const;
export type SearchKind = (typeof searchKinds)[number];
export const isSearchKind = (value: unknown): value is SearchKind => searchKinds.includes(value as SearchKind);

export interface DestinationHit {
  id: number;
  name: string;
  slug: string;
  kind: 'country' | 'region' | 'city';
  banner: string | null;
  /** The country of a region or city. */
  country: string | null;
  url: string;
}

export interface CategoryHit {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
  parent: string | null;
  url: string;
}

interface HitsOf {
  stores: StoreCard;
  promotions: Promotion;
  destinations: DestinationHit;
  categories: CategoryHit;
  posts: PostCardData;
}

export type SearchGroup = { [K in SearchKind]: { kind: K; count: number; page: number; pages: number; results: HitsOf[K][] } }[SearchKind];

export interface SearchAnswer {
  query: string;
  /** The results are look-alikes of a misspelt text, not exact matches. */
  fuzzy: boolean;
  /** The stemmed words matched, to highlight. */
  terms: string[];
  counts: Record<SearchKind, number>;
  total: number;
  kind: SearchKind | null;
  groups: SearchGroup[];
}

/**
 * `/search/` of the edition: every kind's first results, or one page of one kind. A text the API refuses (400)
 * finds nothing (null); any other failure is logged and finds nothing too.
 */
export const siteSearch = cache(async (edition: EditionId, text: string, kind: SearchKind | null, page: number): Promise<SearchAnswer | null> => {
  try {
    return await apiGet<SearchAnswer>('/search/', edition, { name: text, kind: kind ?? undefined, page: kind ? page : undefined });
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 400)) console.error(`search "${text}" (${edition}) failed:`, error);
    return null;
  }
});
