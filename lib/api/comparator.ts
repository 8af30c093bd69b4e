import type { EditionId } from '@/lib/editions';
import { comparatorApiQuery, type ComparatorQuery } from '@/lib/comparator/query';
import { resolveComparator, type ComparatorResult } from '@/lib/comparator/resolve';
import { apiPath } from './path';
import { apiResponse } from './transport';

/** The comparator's results and facets for a state, read on the server (in-process API by default). */
export async function readComparator(edition: EditionId, q: ComparatorQuery): Promise<ComparatorResult> {
  return resolveComparator(q, async (query) => {
    try {
      const res = await apiResponse('/properties/', edition, comparatorApiQuery(query));
      return { status: res.status, body: await res.json().catch(() => null) };
    } catch (error) {
      console.error(`read ${apiPath('/properties/', edition, comparatorApiQuery(query))} failed:`, error);
      return { status: 503, body: null };
    }
  });
}
