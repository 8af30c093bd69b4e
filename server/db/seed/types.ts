import type { EditionId } from '@/lib/editions';

/** What one part of the seeder hands to the next, per edition. */
type PerEdition<T> = Record<EditionId, T[]>;

export interface CatalogueSeed {
  stores: PerEdition<{ id: number; slug: string; name: string }>;
  categories: PerEdition<{ id: number; slug: string; name: string; parentId: number | null }>;
}

export interface DestinationsSeed {
  locations: PerEdition<{ id: number; slug: string; name: string; continentId: number }>;
  sublocations: PerEdition<{ id: number; slug: string; name: string; locationId: number; parentId: number | null; kind: 'region' | 'city' }>;
}

export interface BlogSeed {
  /** `places`: the destination pages a post is about (they list it among their related posts). */
  posts: PerEdition<{ id: number; slug: string; categoryId: number; places?: { kind: 'location' | 'sublocation'; id: number }[] }>;
}
