/**
 * One comparator answer for a state, whichever side asks (the page on the server, SWR in the browser): the API
 * is called, and when it names invalid fields (400 `{field: [messages]}`) or its facets do not list a chosen
 * slug, those fields are dropped and the API asked again, at most twice. The visitor gets the results of what
 * remains of their URL, never an error for a stale or mistyped value.
 */
import type { ComparatorOffer, ComparatorPage } from '@/lib/api/types/comparator';
import { dropFields, invalidFields, keepKnownSlugs, sameQuery, SLUG_LIST_KEYS, staleSlugFields, type ComparatorQuery, type SlugListKey } from './query';

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
      const completed = canRetry && Array.isArray(page.results) ? completeFromResults(query, page.results) : query;
      if (!sameQuery(completed, query)) {
        query = completed;
        continue;
      }
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
type Ref = { id: number; slug: string };

/** The references an offer carries for each slug key of the state. */
function refsOf(offer: ComparatorOffer, key: SlugListKey): Ref[] {
  if (key === 'partner') return [offer.partner];
  if (key === 'datafeed_category') return [offer.category];
  return offer.service_types;
}

/**
 * The state in the page's own spelling, from the offers answered: ids (older links, such as the landing pages'
 * "see all", say `country=4`) become the slugs the offers carry, and a region or city chosen without its
 * parents gets them (every offer answered lies there). Values the offers cannot translate are left for the
 * facets check to drop.
 */
export function completeFromResults(q: ComparatorQuery, results: readonly ComparatorOffer[]): ComparatorQuery {
  const first = results[0];
  if (!first) return q;
  const next: ComparatorQuery = { ...q };
  const isId = (value: string) => /^\d+$/.test(value);
  const place = (ref: Ref | null | undefined, value: string | null) => (value !== null && isId(value) && ref && String(ref.id) === value ? ref.slug : value);
  next.country = place(first.country, q.country);
  next.region = place(first.region, q.region);
  next.city = place(first.city, q.city);
  for (const key of SLUG_LIST_KEYS) {
    next[key] = q[key].map((value) => {
      if (!isId(value)) return value;
      for (const offer of results) {
        const ref = refsOf(offer, key).find((r) => String(r.id) === value);
        if (ref) return ref.slug;
      }
      return value;
    });
    next[key] = [...new Set(next[key])].sort();
  }
  // The parents of a chosen city or region, when they were not chosen.
  if (next.city !== null && !isId(next.city) && first.city?.slug === next.city) {
    next.region ??= first.region?.slug ?? null;
    next.country ??= first.country.slug;
  }
  if (next.region !== null && !isId(next.region) && first.region?.slug === next.region) next.country ??= first.country.slug;
  return next;
}
