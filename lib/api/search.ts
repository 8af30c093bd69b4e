import { cache } from 'react';
import type { EditionId } from '@/lib/editions';
import { ApiRequestError, apiGet } from './transport';
import type { SearchAnswer, SearchKind } from './types/search';

/** The kinds the site search looks through (server/api/search/kinds.ts), in the order the page shows them. */
export const searchKinds = ['stores', 'promotions', 'destinations', 'categories', 'posts'] as const satisfies readonly SearchKind[];
export const isSearchKind = (value: unknown): value is SearchKind => searchKinds.includes(value as SearchKind);

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
