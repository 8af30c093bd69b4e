import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { EditionId } from '@/lib/editions';
import {
  durationBandBounds,
  durationBandKeys,
  parseDurationBand,
  parsePriceBand,
  priceBandBounds,
  priceBandKeys,
  type BandBounds,
  type DurationBand,
  type PriceBand,
} from '@/lib/format/bands';
import { locations, partners, properties, propertyCategories, propertyServiceTypes, serviceTypes, stayTypes, sublocations } from '@/server/db/schema';
import { queryRows } from '@/server/db/raw';
import type { Db } from '@/server/db/types';
import { ApiError } from '../core/errors';
import { FILTER_KEYS } from '@/lib/comparator/query';
import { pageParams } from '../core/pagination';
import { boolParam } from '../core/validation';

/** Spec §9: property offers come 8 per block; the comparator asks 20 and may ask for up to six blocks at once. */
export const PROPERTIES_PAGE_SIZE = 8;
export const PROPERTIES_MAX_SIZE = 48;
const MAX_VALUES = 50;

const tokens = (input: string | string[]) =>
  (Array.isArray(input) ? input : [input]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s !== '');

/** A repeatable (or comma-separated) parameter whose every value must be one of `choices`. */
function choiceListParam<T extends string>(parse: (value: string) => T | undefined, choices: readonly string[]) {
  return z.union([z.string(), z.array(z.string())], { error: 'A list of values is required.' }).transform((input, ctx): T[] => {
    // Not `tokens()`: `11 ` (an unencoded `11+`) must reach the band parser with its space.
    const values = (Array.isArray(input) ? input : [input]).flatMap((s) => s.split(',')).filter((s) => s.trim() !== '');
    const out: T[] = [];
    for (const value of values) {
      const parsed = parse(value);
      if (parsed === undefined) {
        ctx.addIssue({ code: 'custom', message: `"${value.trim()}" is not a valid choice. Choices: ${choices.join(', ')}.` });
        return z.NEVER;
      }
      if (!out.includes(parsed)) out.push(parsed);
    }
    if (out.length > MAX_VALUES) {
      ctx.addIssue({ code: 'custom', message: `Ensure this list has at most ${MAX_VALUES} values.` });
      return z.NEVER;
    }
    return out;
  });
}

/** One value of a reference filter: a numeric id (older callers) or the edition's slug (the comparator's URL). */
export type RefToken = { id: number } | { slug: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A repeatable list of ids or slugs; slugs are resolved against the edition later (`resolveFilters`). */
function refListParam() {
  return z.union([z.string(), z.array(z.string())], { error: 'A list of slugs or ids is required.' }).transform((input, ctx): RefToken[] => {
    const out: RefToken[] = [];
    for (const raw of tokens(input)) {
      const value = raw.toLowerCase();
      if (/^\d{1,9}$/.test(value)) out.push({ id: Number(value) });
      else if (SLUG.test(value) && value.length <= 200) out.push({ slug: value });
      else {
        // Ids are int4 in the database: a longer number would make the query fail (500), not match nothing.
        ctx.addIssue({ code: 'custom', message: /^\d+$/.test(value) ? 'Ensure each id has at most 9 digits.' : `"${raw}" is not a valid slug or id.` });
        return z.NEVER;
      }
    }
    if (out.length > MAX_VALUES) {
      ctx.addIssue({ code: 'custom', message: `Ensure this list has at most ${MAX_VALUES} values.` });
      return z.NEVER;
    }
    return out;
  });
}

const isStay = (value: string) => ((stayTypes as readonly string[]).includes(value.trim()) ? (value.trim() as (typeof stayTypes)[number]) : undefined);

/** Star ratings the comparator offers (spec §9). */
export const RATINGS = [2, 3, 4, 5] as const;
const isRating = (value: string) => {
  const n = /^\s*[2-5]\s*$/.test(value) ? Number(value) : NaN;
  return (RATINGS as readonly number[]).includes(n) ? (String(n) as `${(typeof RATINGS)[number]}`) : undefined;
};

/**
 * The orders of the list. `recommended` is the default; the id breaks every tie so that pages never overlap.
 * `departure_date` is an older value still accepted through `ordering`.
 */
export const propertySorts = ['recommended', 'price', '-price', 'stars', '-stars', 'nights'] as const;
export const legacyOrderings = [...propertySorts, 'departure_date'] as const;
export type PropertySort = (typeof legacyOrderings)[number];

/**
 * THE recommended order (EU Omnibus Directive: the ranking's main parameters must be explained to visitors).
 * Deliberately simple, with no paid placement and no hidden score:
 *   1. the partners' best offers (the offers a partner flags as its best deal, `is_best_offer`),
 *   2. then offers with a discount (a lower price than the partner's original price, `has_discount`),
 *   3. then the lowest price first,
 *   4. then the oldest offer in the feed first (id), so that the order is stable.
 * `RECOMMENDED_ORDER` words the same rule for the page's note; change both together.
 */
export const RECOMMENDED_ORDER = ['best_offer', 'discount', 'price_asc', 'id'] as const;

const choiceOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.string(), z.array(z.string())], { error: 'A single value is required.' })
    .transform((v) => (Array.isArray(v) ? v[v.length - 1] : v).trim())
    .pipe(z.enum(values, { error: (issue) => `"${String(issue.input)}" is not a valid choice. Choices: ${values.join(', ')}.` }));

/** Query of `/properties/`: the spec's search filter keys (§3), each repeatable where a list makes sense. */
export const propertyQuery = {
  ...pageParams(PROPERTIES_PAGE_SIZE, PROPERTIES_MAX_SIZE),
  country: refListParam().optional(),
  region: refListParam().optional(),
  city: refListParam().optional(),
  last: boolParam().optional(),
  price: choiceListParam(parsePriceBand, priceBandKeys).optional(),
  duration: choiceListParam(parseDurationBand, durationBandKeys).optional(),
  datafeed_category: refListParam().optional(),
  service_types: refListParam().optional(),
  rating: choiceListParam(isRating, RATINGS.map(String)).optional(),
  partner: refListParam().optional(),
  type_of_stay: choiceListParam(isStay, stayTypes).optional(),
  has_discount: boolParam().optional(),
  homepage_best_offer: boolParam().optional(),
  sort: choiceOf(propertySorts).optional(),
  /** The older name of `sort`; `sort` wins when both are given. */
  ordering: choiceOf(legacyOrderings).optional(),
  facets: boolParam().optional(),
};

export type PropertyQuery = z.output<z.ZodObject<typeof propertyQuery>>;

/** The reference filters: query key → the table whose edition slugs (or ids) it takes. */
export const refFields = ['country', 'region', 'city', 'partner', 'service_types', 'datafeed_category'] as const;
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
  type_of_stay?: (typeof stayTypes)[number][];
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
 * naming its field; an unknown numeric id stays (it matches nothing, as it always did).
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

/** The condition of one filter key, or undefined when that filter is not active. */
export function filterCondition(key: FacetKey, f: PropertyFilters): SQL | undefined {
  switch (key) {
    case 'country':
      return anyOf(properties.countryId, f.country);
    case 'region':
      return anyOf(properties.regionId, f.region);
    case 'city':
      return anyOf(properties.cityId, f.city);
    case 'last':
      return f.last === undefined ? undefined : eq(properties.isLastMinute, f.last);
    case 'has_discount':
      return f.has_discount === undefined ? undefined : eq(properties.hasDiscount, f.has_discount);
    case 'price':
      return f.price?.length ? or(...f.price.map((band) => inBand(properties.price, priceBandBounds(band)))) : undefined;
    case 'duration':
      return f.duration?.length ? or(...f.duration.map((band) => inBand(properties.durationNights, durationBandBounds(band)))) : undefined;
    case 'datafeed_category':
      return anyOf(properties.categoryId, f.datafeed_category);
    case 'service_types':
      return f.service_types?.length
        ? sql`exists (select 1 from ${propertyServiceTypes} where ${propertyServiceTypes.propertyId} = ${properties.id} and ${inArray(propertyServiceTypes.serviceTypeId, f.service_types)})`
        : undefined;
    case 'rating':
      return anyOf(properties.stars, f.rating);
    case 'partner':
      return anyOf(properties.partnerId, f.partner);
    case 'type_of_stay':
      return anyOf(properties.typeOfStay, f.type_of_stay);
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
  // See RECOMMENDED_ORDER. Served by the properties_edition_recommended index.
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
