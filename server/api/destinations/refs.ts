import { asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EditionId } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import { continents, locations, sublocations } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { namedRefColumns } from '../shared/refs';

export type DestinationKind = 'country' | 'region' | 'city';

/** Canonical path of a destination page from its slugs country → region → city. */
export const destinationUrl = (edition: EditionId, slugs: string[]) =>
  entityPath(edition, slugs.length > 1 ? 'sublocation' : 'location', slugs);

export const countryOrder = [asc(locations.position), asc(locations.name), asc(locations.id)];
export const sublocationOrder = [asc(sublocations.position), asc(sublocations.name), asc(sublocations.id)];
export const continentOrder = [asc(continents.position), asc(continents.name), asc(continents.id)];

const parents = alias(sublocations, 'parent');

const sublocationRefColumns = {
  id: sublocations.id,
  name: sublocations.name,
  slug: sublocations.slug,
  kind: sublocations.kind,
  banner: sublocations.banner,
  inParentSlider: sublocations.inParentSlider,
  ...namedRefColumns('country', locations),
  ...namedRefColumns('parent', parents),
};

/** Sublocations with what their URL needs (country and parent slugs); add where/order/limit. */
export function selectSublocationRefs(db: Db) {
  return db
    .select(sublocationRefColumns)
    .from(sublocations)
    .innerJoin(locations, eq(locations.id, sublocations.locationId))
    .leftJoin(parents, eq(parents.id, sublocations.parentId));
}

export type SublocationRefRow = Awaited<ReturnType<typeof selectSublocationRefs>>[number];

const sublocationSlugs = (row: SublocationRefRow) =>
  row.parentSlug === null ? [row.countrySlug, row.slug] : [row.countrySlug, row.parentSlug, row.slug];

/** A sublocation as other objects show it (cards, sliders, menus). */
export const serializeSublocationRef = (edition: EditionId, row: SublocationRefRow) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  kind: row.kind,
  banner: row.banner,
  url: destinationUrl(edition, sublocationSlugs(row)),
});

/** The same with its country and parent, for the `/sublocations/` list. */
export const serializeSublocationItem = (edition: EditionId, row: SublocationRefRow) => ({
  ...serializeSublocationRef(edition, row),
  location: { id: row.countryId, name: row.countryName, slug: row.countrySlug },
  parent: row.parentId === null ? null : { id: row.parentId, name: row.parentName!, slug: row.parentSlug! },
});

export function sublocationRefRows(db: Db, where: SQL, limit: number) {
  return selectSublocationRefs(db).where(where).orderBy(...sublocationOrder).limit(limit);
}

/** A country as other objects show it. */
export const serializeCountryRef = (edition: EditionId, row: { id: number; name: string; slug: string; banner: string | null }) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  banner: row.banner,
  url: destinationUrl(edition, [row.slug]),
});
