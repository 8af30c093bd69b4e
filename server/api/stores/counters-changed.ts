import type { Context } from 'hono';
import type { ApiEnv } from '../core/env';

/** The shop whose counters a write moved, by id and by slug (both name its cached page). */
export interface CountedStore {
  id: number;
  slug: string;
}

/**
 * A visitor's vote or use changed a shop's counters (its rating and votes, its deals' uses): its cached page,
 * reached by id and by slug, shows the new numbers within the counters' allowed age. Lists elsewhere catch up
 * with their own page life. The write already read the shop, so this adds no query.
 */
export function storeCountersChanged(c: Context<ApiEnv>, store: CountedStore | null): void {
  if (store === null) return;
  c.get('contentChanged')({ edition: c.get('edition'), entities: [{ entity: 'store', id: store.id, slugs: [store.slug] }] }, 'counter');
}
