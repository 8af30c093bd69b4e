/**
 * One comparator answer for a state, whichever side asks (the page on the server, SWR in the browser): the API
 * is called, and when it names invalid fields (400 `{field: [messages]}`) or its facets do not list a chosen
 * slug, those fields are dropped and the API asked again, at most twice. The visitor gets the results of what
 * remains of their URL, never an error for a stale or mistyped value.
 */
import type { PropertyOffer } from '@/components/comparator/types';
import { dropFields, invalidFields, keepKnownSlugs, sameQuery, staleSlugFields, type ComparatorQuery, type Facets } from './query';

/** A result of the comparator: the card fields, and the contract's names for some of them. */
export type ComparatorOffer = PropertyOffer & {
  nights?: number;
  last_minute?: boolean;
  url?: string;
};

export interface ComparatorPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: ComparatorOffer[];
  facets?: Facets;
}

/** What a call of the API answered: its status and parsed body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** `asked` is the state asked for; `query` the state the answer is for: the asked one, less any value the API refused. */
export type ComparatorResult = { asked: ComparatorQuery; query: ComparatorQuery } & (
  | { kind: 'ok'; page: ComparatorPage }
  /** A page past the last one. */
  | { kind: 'pastLast' }
  | { kind: 'failed'; status: number }
);

const MAX_RETRIES = 2;

export async function resolveComparator(asked: ComparatorQuery, call: (q: ComparatorQuery) => Promise<ApiAnswer>): Promise<ComparatorResult> {
  let query = asked;
  for (let attempt = 0; ; attempt++) {
    const { status, body } = await call(query);
    const canRetry = attempt < MAX_RETRIES;
    if (status === 200 && body && typeof body === 'object') {
      const page = body as ComparatorPage;
      if (canRetry && staleSlugFields(query, page.facets).length > 0) {
        const next = keepKnownSlugs(query, page.facets);
        if (!sameQuery(next, query)) {
          query = next;
          continue;
        }
      }
      return { kind: 'ok', asked, query, page: { ...page, results: Array.isArray(page.results) ? page.results : [] } };
    }
    if (status === 404) return { kind: 'pastLast', asked, query };
    if (status === 400 && canRetry) {
      const next = dropFields(query, invalidFields(body));
      if (!sameQuery(next, query)) {
        query = next;
        continue;
      }
    }
    return { kind: 'failed', asked, query, status };
  }
}

/** The offer's nights, last-minute flag and partner URL, whichever names the API used. */
export const offerNights = (o: ComparatorOffer) => o.nights ?? o.duration_nights;
export const offerLastMinute = (o: ComparatorOffer) => o.last_minute ?? o.is_last_minute;
export const offerUrl = (o: ComparatorOffer) => o.url ?? o.link;
