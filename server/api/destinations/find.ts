import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EditionId } from '@/lib/editions';
import { locations, sublocations } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import type { EntityRef } from '@/lib/schemas/params';
import { refCondition } from '../shared/refs';
import type { DestinationKind } from './refs';

const parents = alias(sublocations, 'parent');

type Named = { id: number; name: string; slug: string };

/** A destination page's own row with the ancestors its URL and blocks need. */
export interface DestinationTarget {
  kind: DestinationKind;
  row: typeof locations.$inferSelect | typeof sublocations.$inferSelect;
  country: Named & { continentId: number };
  /** The region of a city placed in one. */
  region: Named | null;
}

/** A country of the edition named by id or slug, as a destination page target. */
export async function findCountry(db: Db, edition: EditionId, ref: EntityRef): Promise<DestinationTarget | undefined> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.edition, edition), refCondition(locations, ref)))
    .limit(1);
  if (!row) return undefined;
  return { kind: 'country', row, country: { id: row.id, name: row.name, slug: row.slug, continentId: row.continentId }, region: null };
}

/** A region or city of the edition named by id or slug, with its country and region. */
export async function findSublocation(db: Db, edition: EditionId, ref: EntityRef): Promise<DestinationTarget | undefined> {
  const [found] = await db
    .select({
      row: sublocations,
      country: { id: locations.id, name: locations.name, slug: locations.slug, continentId: locations.continentId },
      parent: { id: parents.id, name: parents.name, slug: parents.slug },
    })
    .from(sublocations)
    .innerJoin(locations, eq(locations.id, sublocations.locationId))
    .leftJoin(parents, eq(parents.id, sublocations.parentId))
    .where(and(eq(sublocations.edition, edition), refCondition(sublocations, ref)))
    .limit(1);
  if (!found) return undefined;
  return { kind: found.row.kind, row: found.row, country: found.country, region: found.parent };
}
