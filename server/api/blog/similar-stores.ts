import { and, inArray } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { serializeStoreCard, storeCardColumns } from '../shared/stores';
import { publicStoresOf } from '../shared/stores';

/** Store cards of an editor-ordered id list, in that order; ids of other editions or deleted stores drop out. */
export async function storeCardsInOrder(db: Db, edition: EditionId, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(storeCardColumns)
    .from(stores)
    .where(and(publicStoresOf(edition), inArray(stores.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const seen = new Set<number>();
  const ordered = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || seen.has(id)) continue;
    seen.add(id);
    ordered.push(serializeStoreCard(row));
  }
  return ordered;
}
