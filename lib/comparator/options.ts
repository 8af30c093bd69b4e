/**
 * The comparator's choices, one list each for the page's filters and the API that checks them (and the
 * database's stay-type column).
 */

/** The orders a visitor can pick; `recommended` is the default. */
export const SORTS = ['recommended', 'price', '-price', 'stars', '-stars', 'nights'] as const;
export const DEFAULT_SORT = 'recommended';

/** Star ratings the comparator offers. */
export const RATINGS = ['2', '3', '4', '5'] as const;

export const STAY_TYPES = ['all_inclusive', 'full_board', 'half_board', 'bed_breakfast', 'room_only', 'self_catering'] as const;

/** Every filter key of the contract, in the order a built query string lists them (the API's facet keys too). */
export const FILTER_KEYS = [
  'country',
  'region',
  'city',
  'price',
  'duration',
  'rating',
  'last',
  'has_discount',
  'type_of_stay',
  'datafeed_category',
  'service_types',
  'partner',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** A list filter takes at most 50 values: more is no visitor's choice, and would make one query very long. */
export const MAX_FILTER_VALUES = 50;

export type Sort = (typeof SORTS)[number];
export type Rating = (typeof RATINGS)[number];
export type StayType = (typeof STAY_TYPES)[number];
