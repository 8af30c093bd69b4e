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

export type Sort = (typeof SORTS)[number];
export type Rating = (typeof RATINGS)[number];
export type StayType = (typeof STAY_TYPES)[number];
