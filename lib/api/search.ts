import { cache } from 'react';
import type { EditionId } from '@/lib/editions';
import { ApiRequestError, apiGet } from './transport';
import { isServiceUnavailable } from './read';
import type { SearchKind } from '@/lib/search/contract';
import type { SearchAnswer } from './types/search';

/**
 * `/search/` of the edition: every kind's first results, or one page of one kind. A text the API refuses (400)
 * finds nothing (null); any other failure is logged and finds nothing too.
 */
export const siteSearch = cache(async (edition: EditionId, text: string, kind: SearchKind | null, page: number): Promise<SearchAnswer | null> => {
  try {
    return await apiGet<SearchAnswer>('/search/', edition, { name: text, kind: kind ?? undefined, page: kind ? page : undefined });
  } catch (error) {
    // An outage is no empty result: the page fails, and is answered 503.
    if (isServiceUnavailable(error)) throw error;
    if (!(error instanceof ApiRequestError && error.status === 400)) console.error(`search "${text}" (${edition}) failed:`, error);
    return null;
  }
});
