import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { stores } from '@/server/db/schema';
import type { ApiEnv } from '../core/env';

/**
 * A visitor's vote or use changed a shop's counters (its rating and votes, its deals' uses): its cached page,
 * reached by id and by slug, shows the new numbers within the counters' allowed age. Lists elsewhere catch up
 * with their own page life.
 */
export async function storeCountersChanged(c: Context<ApiEnv>, storeId: number | null): Promise<void> {
  if (storeId === null) return;
  const [row] = await c.get('db').select({ slug: stores.slug }).from(stores).where(eq(stores.id, storeId)).limit(1);
  c.get('contentChanged')({ edition: c.get('edition'), entities: [{ entity: 'store', id: storeId, slugs: row ? [row.slug] : [] }] }, 'counter');
}
