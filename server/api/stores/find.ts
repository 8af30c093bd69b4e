import { and, sql } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { notFound } from '../core/errors';
import type { EntityRef } from '@/lib/schemas/params';
import { refCondition, unknownChoice } from '../shared/refs';
import { publicStoresOf } from '../shared/stores';

/** A store of the edition named by id or slug, or undefined. */
async function findStore(db: Db, edition: EditionId, ref: EntityRef): Promise<{ id: number; slug: string } | undefined> {
  const [row] = await db
    .select({ id: stores.id, slug: stores.slug })
    .from(stores)
    .where(and(publicStoresOf(edition), refCondition(stores, ref)))
    .limit(1);
  return row;
}

/** The id of a store of the edition named by id or slug, or undefined. */
export async function findStoreId(db: Db, edition: EditionId, ref: EntityRef): Promise<number | undefined> {
  return (await findStore(db, edition, ref))?.id;
}

/** A store named in the path, with its slug: unknown (or of another edition) is a 404. */
export async function storeOrNotFound(db: Db, edition: EditionId, ref: EntityRef): Promise<{ id: number; slug: string }> {
  const store = await findStore(db, edition, ref);
  if (store === undefined) throw notFound();
  return store;
}

/** A store named in the path: unknown (or of another edition) is a 404. */
export async function storeIdOrNotFound(db: Db, edition: EditionId, ref: EntityRef): Promise<number> {
  return (await storeOrNotFound(db, edition, ref)).id;
}

/** A store named by a list filter: unknown is a 400, as DRF answers a filter choice naming nothing. */
export async function storeIdOrBadChoice(db: Db, edition: EditionId, ref: EntityRef, field: string): Promise<number> {
  const id = await findStoreId(db, edition, ref);
  if (id === undefined) throw unknownChoice(field);
  return id;
}

/**
 * Alphabetical order that does not depend on the database collation (PGlite sorts with C): accents and case
 * are folded first, the raw name and the id break ties.
 */
export const storeNameOrder = [sql`lower(unaccent(${stores.name}))`, stores.name, stores.id];
