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
} from '@/lib/format/bands';
import { properties, propertyServiceTypes, stayTypes } from '@/server/db/schema';
import { pageParams } from '../core/pagination';
import { boolParam, choiceParam, intListParam } from '../core/validation';

/** Spec §9: property offers come 8 per block; the comparator may ask for up to six blocks at once. */
export const PROPERTIES_PAGE_SIZE = 8;
export const PROPERTIES_MAX_SIZE = 48;
const MAX_VALUES = 50;

/** A repeatable (or comma-separated) parameter whose every value must be one of `choices`. */
function choiceListParam<T extends string>(parse: (value: string) => T | undefined, choices: readonly string[]) {
  return z.union([z.string(), z.array(z.string())], { error: 'A list of values is required.' }).transform((input, ctx): T[] => {
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

const isStay = (value: string) => (stayTypes as readonly string[]).includes(value.trim()) ? (value.trim() as (typeof stayTypes)[number]) : undefined;

/** Star ratings the comparator offers (spec §9). */
export const RATINGS = [2, 3, 4, 5] as const;

const ratingList = () =>
  intListParam().pipe(z.array(z.number().refine((n) => (RATINGS as readonly number[]).includes(n), { error: 'Each rating must be between 2 and 5.' })));

export const propertyOrderings = ['price', '-price', 'departure_date', '-stars'] as const;
type Ordering = (typeof propertyOrderings)[number];

/** Query of `/properties/`: the spec's search filter keys (§3), each repeatable where a list makes sense. */
export const propertyQuery = {
  ...pageParams(PROPERTIES_PAGE_SIZE, PROPERTIES_MAX_SIZE),
  country: intListParam().optional(),
  region: intListParam().optional(),
  city: intListParam().optional(),
  last: boolParam().optional(),
  price: choiceListParam(parsePriceBand, priceBandKeys).optional(),
  duration: choiceListParam(parseDurationBand, durationBandKeys).optional(),
  datafeed_category: intListParam().optional(),
  service_types: intListParam().optional(),
  rating: ratingList().optional(),
  partner: intListParam().optional(),
  type_of_stay: choiceListParam(isStay, stayTypes).optional(),
  has_discount: boolParam().optional(),
  homepage_best_offer: boolParam().optional(),
  ordering: choiceParam(propertyOrderings).default('price'),
};

export type PropertyFilters = z.output<z.ZodObject<typeof propertyQuery>>;

function inBand(column: PgColumn, { min, max }: BandBounds): SQL {
  return and(gte(column, min), max === null ? undefined : lte(column, max))!;
}

const anyOf = (column: PgColumn, values: readonly number[] | readonly string[] | undefined) =>
  values && values.length > 0 ? inArray(column, [...values]) : undefined;

/**
 * The WHERE of a property search. Repeated values of one filter widen it (OR); different filters narrow
 * (AND). `service_types` matches a property offering ANY of the given services: the comparator's checkboxes
 * add options, and ALL would empty the list after two or three ticks.
 */
export function propertyWhere(edition: EditionId, f: PropertyFilters): SQL {
  return and(
    eq(properties.edition, edition),
    anyOf(properties.countryId, f.country),
    anyOf(properties.regionId, f.region),
    anyOf(properties.cityId, f.city),
    f.last === undefined ? undefined : eq(properties.isLastMinute, f.last),
    f.price?.length ? or(...f.price.map((band) => inBand(properties.price, priceBandBounds(band)))) : undefined,
    f.duration?.length ? or(...f.duration.map((band) => inBand(properties.durationNights, durationBandBounds(band)))) : undefined,
    anyOf(properties.categoryId, f.datafeed_category),
    f.service_types?.length
      ? sql`exists (select 1 from ${propertyServiceTypes} where ${propertyServiceTypes.propertyId} = ${properties.id} and ${inArray(propertyServiceTypes.serviceTypeId, f.service_types)})`
      : undefined,
    anyOf(properties.stars, f.rating),
    anyOf(properties.partnerId, f.partner),
    anyOf(properties.typeOfStay, f.type_of_stay),
    f.has_discount === undefined ? undefined : eq(properties.hasDiscount, f.has_discount),
    // A flag for the homepage block: false means "no restriction", not "everything but the best offers".
    f.homepage_best_offer ? eq(properties.isBestOffer, true) : undefined,
  )!;
}

/** The id breaks ties so that pages never overlap. */
export const propertyOrder: Record<Ordering, SQL[]> = {
  price: [asc(properties.price), asc(properties.id)],
  '-price': [desc(properties.price), asc(properties.id)],
  departure_date: [asc(properties.departureDate), asc(properties.price), asc(properties.id)],
  // `nulls last` as in the properties_edition_stars index, so that the index serves the order.
  '-stars': [sql`${properties.stars} desc nulls last`, asc(properties.price), asc(properties.id)],
};
