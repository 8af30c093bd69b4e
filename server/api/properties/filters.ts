import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { FILTER_KEYS } from '@/lib/comparator/options';
import type { StayType } from '@/lib/comparator/options';
import type { EditionId } from '@/lib/editions';
import { durationBandBounds, priceBandBounds, type BandBounds, type DurationBand, type PriceBand } from '@/lib/format/bands';
import type { PropertyQuery, PropertySort } from '@/lib/schemas/properties';
import { locations, partners, properties, propertyCategories, propertyServiceTypes, serviceTypes, sublocations } from '@/server/db/schema';
import { queryRows } from '@/server/db/raw';
import type { Db } from '@/server/db/types';
import { ApiError } from '../core/errors';

/** The reference filters: query key → the table whose edition slugs (or ids) it takes. */
const refFields = ['country', 'region', 'city', 'partner', 'service_types', 'datafeed_category'] as const;
export type RefField = (typeof refFields)[number];

/** Filters with every reference resolved to ids; the shape the WHERE, the facets and the bench work on. */
export interface PropertyFilters {
  country?: number[];
  region?: number[];
  city?: number[];
  partner?: number[];
  service_types?: number[];
  datafeed_category?: number[];
  price?: PriceBand[];
  duration?: DurationBand[];
  rating?: number[];
  type_of_stay?: StayType[];
  last?: boolean;
  has_discount?: boolean;
  homepage_best_offer?: boolean;
}

const refTables = {
  country: { table: locations, noun: 'country' },
  region: { table: sublocations, noun: 'region', kind: 'region' },
  city: { table: sublocations, noun: 'city', kind: 'city' },
  partner: { table: partners, noun: 'partner' },
  service_types: { table: serviceTypes, noun: 'service type' },
  datafeed_category: { table: propertyCategories, noun: 'property category' },
} as const;

/**
 * Turns the slugs of the query into ids of the edition, in one query for all fields. An unknown slug is a 400
 * naming its field; an unknown numeric id stays and matches nothing.
 */
export async function resolveFilters(
  db: Db,
  edition: EditionId,
  q: PropertyQuery,
  /** Slugs already known (the facet data's names): no query for them. */
  known: (field: RefField, slug: string) => number | undefined = () => undefined,
): Promise<PropertyFilters> {
  const lookups: SQL[] = [];
  for (const field of refFields) {
    const slugs = (q[field] ?? []).flatMap((t) => ('slug' in t && known(field, t.slug) === undefined ? [t.slug] : []));
    if (slugs.length === 0) continue;
    const ref = refTables[field];
    const table = ref.table;
    const kind = 'kind' in ref ? sql` and ${sublocations.kind} = ${ref.kind}` : sql``;
    lookups.push(
      sql`select ${field}::text as field, ${table.id} as id, ${table.slug} as slug from ${table} where ${table.edition} = ${edition} and ${inArray(table.slug, slugs)}${kind}`,
    );
  }
  const found = lookups.length ? await queryRows<{ field: RefField; id: number; slug: string }>(db, sql.join(lookups, sql` union all `)) : [];
  const errors: Record<string, string[]> = {};
  const out: PropertyFilters = {
    price: q.price,
    duration: q.duration,
    rating: q.rating?.map(Number),
    type_of_stay: q.type_of_stay,
    last: q.last,
    has_discount: q.has_discount,
    homepage_best_offer: q.homepage_best_offer,
  };
  for (const field of refFields) {
    const list = q[field];
    if (!list) continue;
    const ids: number[] = [];
    for (const token of list) {
      const id = 'id' in token ? token.id : (known(field, token.slug) ?? found.find((r) => r.field === field && r.slug === token.slug)?.id);
      if (id === undefined) (errors[field] ??= []).push(`Unknown ${refTables[field].noun}: "${'slug' in token ? token.slug : ''}".`);
      else if (!ids.includes(Number(id))) ids.push(Number(id));
    }
    out[field] = ids;
  }
  if (Object.keys(errors).length) throw new ApiError(400, errors);
  return out;
}

function inBand(column: PgColumn, { min, max }: BandBounds): SQL {
  return and(gte(column, min), max === null ? undefined : lte(column, max))!;
}

const anyOf = (column: PgColumn, values: readonly number[] | readonly string[] | undefined) =>
  values && values.length > 0 ? inArray(column, [...values]) : undefined;

/**
 * The facet keys (disjunctive: a facet's counts apply every active filter except its own): the comparator's filter
 * keys, one list for the page's URL and the API.
 */
export const facetKeys = FILTER_KEYS;
export type FacetKey = (typeof facetKeys)[number];

/** The filters that match one column against a list of values. */
const listColumns = {
  country: properties.countryId,
  region: properties.regionId,
  city: properties.cityId,
  datafeed_category: properties.categoryId,
  rating: properties.stars,
  partner: properties.partnerId,
  type_of_stay: properties.typeOfStay,
} as const satisfies Partial<Record<FacetKey, PgColumn>>;

const isListKey = (key: FacetKey): key is keyof typeof listColumns => key in listColumns;

/** The condition of one filter key, or undefined when that filter is not active. */
function filterCondition(key: FacetKey, f: PropertyFilters): SQL | undefined {
  if (isListKey(key)) return anyOf(listColumns[key], f[key]);
  switch (key) {
    case 'last':
      return f.last === undefined ? undefined : eq(properties.isLastMinute, f.last);
    case 'has_discount':
      return f.has_discount === undefined ? undefined : eq(properties.hasDiscount, f.has_discount);
    case 'price':
      return f.price?.length ? or(...f.price.map((band) => inBand(properties.price, priceBandBounds(band)))) : undefined;
    case 'duration':
      return f.duration?.length ? or(...f.duration.map((band) => inBand(properties.durationNights, durationBandBounds(band)))) : undefined;
    case 'service_types':
      return f.service_types?.length
        ? sql`exists (select 1 from ${propertyServiceTypes} where ${propertyServiceTypes.propertyId} = ${properties.id} and ${inArray(propertyServiceTypes.serviceTypeId, f.service_types)})`
        : undefined;
  }
}

/**
 * The WHERE of a property search. Repeated values of one filter widen it (OR); different filters narrow
 * (AND). `service_types` matches a property offering ANY of the given services: the comparator's checkboxes
 * add options, and ALL would empty the list after two or three ticks.
 */
export function propertyWhere(edition: EditionId, f: PropertyFilters, except?: FacetKey): SQL {
  return and(
    eq(properties.edition, edition),
    ...facetKeys.filter((key) => key !== except).map((key) => filterCondition(key, f)),
    // A flag for the homepage block: false means "no restriction", not "everything but the best offers".
    f.homepage_best_offer ? eq(properties.isBestOffer, true) : undefined,
  )!;
}

/** The ORDER BY of each sort; every one ends with the id, so pages never overlap. */
export const propertyOrder: Record<PropertySort, SQL[]> = {
  /**
   * THE recommended order (EU Omnibus Directive: the ranking's main parameters must be explained to visitors).
   * Deliberately simple, with no paid placement and no hidden score:
   *   1. the partners' best offers (the offers a partner flags as its best deal, `is_best_offer`),
   *   2. then offers with a discount (a lower price than the partner's original price, `has_discount`),
   *   3. then the lowest price first,
   *   4. then the oldest offer in the feed first (id), so that the order is stable.
   * The comparator page words the same rule for visitors (`comparator.rankingNote` in messages/); change both together.
   * Served by the properties_edition_recommended index.
   */
  recommended: [
    // `nulls last` as in the index (the columns are NOT NULL, but the planner matches the index's spelling).
    sql`${properties.isBestOffer} desc nulls last`,
    sql`${properties.hasDiscount} desc nulls last`,
    asc(properties.price),
    asc(properties.id),
  ],
  price: [asc(properties.price), asc(properties.id)],
  '-price': [desc(properties.price), asc(properties.id)],
  stars: [asc(properties.stars), asc(properties.price), asc(properties.id)],
  // `nulls last` as in the properties_edition_stars index, so that the index serves the order.
  '-stars': [sql`${properties.stars} desc nulls last`, asc(properties.price), asc(properties.id)],
  nights: [asc(properties.durationNights), asc(properties.price), asc(properties.id)],
  departure_date: [asc(properties.departureDate), asc(properties.price), asc(properties.id)],
};

/** The order asked for: `sort`, else the older `ordering`, else recommended. */
export const sortOf = (q: Pick<PropertyQuery, 'sort' | 'ordering'>): PropertySort => q.sort ?? q.ordering ?? 'recommended';
