import { cache } from 'react';
import { readOr } from '@/lib/api/read';
import { ApiRequestError, apiGet } from '@/lib/api/transport';
import type { Promotion, StoreCard } from '@/lib/api/types';
import type { EditionId } from '@/lib/editions';

/** A shop as the search answers it: without its code and offer counts. */
type SearchStore = Omit<StoreCard, 'coupon_counts' | 'offer_counts'>;

interface SearchAnswer {
  stores: SearchStore[];
  promotions: Promotion[];
}

export interface SearchResults {
  stores: StoreCard[];
  promotions: Promotion[];
}

const noResults: SearchResults = { stores: [], promotions: [] };
const noCounts = { coupon_counts: 0, offer_counts: 0 };

/**
 * Shops and promotions whose name matches `text`. A text the API refuses (400: blank, too long) simply finds
 * nothing; any other failure is logged and finds nothing too. The shops get their code and offer counts from
 * `/stores/{slug}/promotions_counts/`, which the search answer lacks.
 */
export const searchResults = cache(async (edition: EditionId, text: string): Promise<SearchResults> => {
  let answer: SearchAnswer;
  try {
    answer = await apiGet<SearchAnswer>('/promotions/search_promotions_stores_by_name/', edition, { name: text });
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 400)) console.error(`search "${text}" (${edition}) failed:`, error);
    return noResults;
  }
  const stores = await Promise.all(
    (answer.stores ?? []).map(async (store) => ({
      ...store,
      ...(await readOr(noCounts, `/stores/${encodeURIComponent(store.slug)}/promotions_counts/`, edition)),
    })),
  );
  return { stores, promotions: answer.promotions ?? [] };
});
