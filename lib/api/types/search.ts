/** Shapes of the site search's answer (`/search/`). */

import type { SearchKind } from '@/lib/search/contract';
import type { PostCardData } from './blog';
import type { Promotion } from './promotions';
import type { StoreCard } from './stores';

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
