/**
 * The query of `GET /properties/`: the comparator's filter keys (slugs or ids for the references), each
 * repeatable where a list makes sense, the sort, the page, and `facets`.
 */
import { OFFERS_BLOCK_SIZE } from '@/lib/list-sizes';
import { z } from './zod';
import { MAX_FILTER_VALUES, RATINGS, SORTS, STAY_TYPES, type Rating, type StayType } from '@/lib/comparator/options';
import { durationBandKeys, parseDurationBand, parsePriceBand, priceBandKeys } from '@/lib/format/bands';
import { splitList } from '@/lib/search-params';
import { boolParam, pageParams, pageQuery, refOf, trimmedChoiceParam, type EntityRef } from './params';

/**
 * Property offers come 8 per block on landing pages and the homepage; the comparator asks 20 and may ask for up
 * to six blocks at once.
 */
const PROPERTIES_MAX_SIZE = 48;
/** The comparator's reference lists (service types, property categories, partners) fit on one page. */
const REFERENCE_LIST_SIZE = 50;

/** The values `ordering` accepts: the sorts, and `departure_date`, an order older links still ask for. */
export const acceptedOrderings = [...SORTS, 'departure_date'] as const;
export type PropertySort = (typeof acceptedOrderings)[number];

const tooMany = `Ensure this list has at most ${MAX_FILTER_VALUES} values.`;

/** A repeatable (or comma-separated) parameter whose every value must be one of `choices`. */
function choiceListParam<T extends string>(parse: (value: string) => T | undefined, choices: readonly string[]) {
  return z.union([z.string(), z.array(z.string())], { error: 'A list of values is required.' }).transform((input, ctx): T[] => {
    // Not trimmed first: `11 ` (an unencoded `11+`) must reach the band parser with its space.
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
    if (out.length > MAX_FILTER_VALUES) {
      ctx.addIssue({ code: 'custom', message: tooMany });
      return z.NEVER;
    }
    return out;
  });
}

/** A repeatable list of ids or slugs; slugs are resolved against the edition by the API. */
function refListParam() {
  return z.union([z.string(), z.array(z.string())], { error: 'A list of slugs or ids is required.' }).transform((input, ctx): EntityRef[] => {
    const out: EntityRef[] = [];
    for (const raw of splitList(input)) {
      const ref = refOf(raw);
      if (!ref) {
        // Ids are int4 in the database: a longer number would make the query fail (500), not match nothing.
        ctx.addIssue({ code: 'custom', message: /^\d+$/.test(raw) ? 'Ensure each id has at most 9 digits.' : `"${raw}" is not a valid slug or id.` });
        return z.NEVER;
      }
      out.push(ref);
    }
    if (out.length > MAX_FILTER_VALUES) {
      ctx.addIssue({ code: 'custom', message: tooMany });
      return z.NEVER;
    }
    return out;
  });
}

const isStay = (value: string): StayType | undefined => STAY_TYPES.find((stay) => stay === value.trim());
const isRating = (value: string): Rating | undefined => RATINGS.find((rating) => rating === value.trim());

export const propertyQuery = z.object({
  ...pageParams(OFFERS_BLOCK_SIZE, PROPERTIES_MAX_SIZE),
  country: refListParam().optional(),
  region: refListParam().optional(),
  city: refListParam().optional(),
  last: boolParam().optional(),
  price: choiceListParam(parsePriceBand, priceBandKeys).optional(),
  duration: choiceListParam(parseDurationBand, durationBandKeys).optional(),
  datafeed_category: refListParam().optional(),
  service_types: refListParam().optional(),
  rating: choiceListParam(isRating, RATINGS).optional(),
  partner: refListParam().optional(),
  type_of_stay: choiceListParam(isStay, STAY_TYPES).optional(),
  has_discount: boolParam().optional(),
  homepage_best_offer: boolParam().optional(),
  sort: trimmedChoiceParam(SORTS).optional(),
  /** The older name of `sort`; `sort` wins when both are given. */
  ordering: trimmedChoiceParam(acceptedOrderings).optional(),
  facets: boolParam().optional(),
});

export type PropertyQuery = z.output<typeof propertyQuery>;

/** `homepage_best_offer` as a path: one block of the best offers, up to six blocks. */
export const bestOffersQuery = pageQuery(OFFERS_BLOCK_SIZE, PROPERTIES_MAX_SIZE);

/** Service types, property categories and partners: the comparator's reference lists. */
export const referenceListQuery = pageQuery(REFERENCE_LIST_SIZE);
