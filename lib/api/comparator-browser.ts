/** The browser's side of the comparator: the same call on the same origin, for SWR. No server imports here. */
import { comparatorApiPath, parseComparatorQuery, type ComparatorQuery } from '@/lib/comparator/query';
import { resolveComparator, type ComparatorResult } from '@/lib/comparator/resolve';
import { DEFAULT_EDITION, isEditionId, type EditionId } from '@/lib/editions';

/** The SWR key of a state: the API path itself (edition included). */
export const comparatorKey = (edition: EditionId, q: ComparatorQuery) => comparatorApiPath(edition, q);

/** SWR's fetcher: the state back from the key, then the API with its retries. A network failure rejects. */
export async function fetchComparator(key: string): Promise<ComparatorResult> {
  const url = new URL(key, 'http://same-origin');
  const language = url.searchParams.get('language') ?? '';
  const edition = isEditionId(language) ? language : DEFAULT_EDITION;
  return resolveComparator(parseComparatorQuery(url.searchParams), async (query) => {
    const res = await fetch(comparatorApiPath(edition, query), { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    return { status: res.status, body: await res.json().catch(() => null) };
  });
}
