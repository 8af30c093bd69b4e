/**
 * The comparator's filter state and its one spelling as a query string, shared by the page's URL and the
 * `GET /api/properties/` call (the same keys and values). Pure: no React, no fetch, usable on both sides.
 *
 * Parsing never throws: a value that is not one of a key's choices is dropped and the rest kept, so any URL a
 * visitor types or an old link carries renders a page. Slugs can only be checked against the API; see
 * `dropFields` and `staleSlugFields` for what the page does with the API's answer.
 */

import { apiPath } from '@/lib/api/path';
import type { Facets } from '@/lib/api/types/comparator';
import type { EditionId } from '@/lib/editions';
import { durationBandKeys, priceBandKeys, type DurationBand, type PriceBand } from '@/lib/format/bands';
import { parsePageNumber } from '@/lib/pagination';
import { isSlug } from '@/lib/slug';
import { splitList, TRUTHY_VALUES, valuesOf, withQuery, type SearchValuesInput } from '@/lib/search-params';
import { DEFAULT_SORT, FILTER_KEYS, MAX_FILTER_VALUES, RATINGS, SORTS, STAY_TYPES, type FilterKey, type Rating, type Sort, type StayType } from './options';

/** The price and duration bands, as `lib/format/bands.ts` keys them (the API's keys too). */
export const PRICE_BANDS = priceBandKeys;
export const DURATION_BANDS = durationBandKeys;

/** Results per page of the comparator. */
export const COMPARATOR_PAGE_SIZE = 20;

/** One place chosen at each level: the selects of the dependent lists. */
const PLACE_KEYS = ['country', 'region', 'city'] as const;
/** Slug lists: checkboxes. */
export const SLUG_LIST_KEYS = ['datafeed_category', 'service_types', 'partner'] as const;
const SLUG_KEYS = [...PLACE_KEYS, ...SLUG_LIST_KEYS] as const;

export type PlaceKey = (typeof PLACE_KEYS)[number];
export type SlugListKey = (typeof SLUG_LIST_KEYS)[number];
export type SlugKey = (typeof SLUG_KEYS)[number];
/** Flags: one checkbox each. */
export type BooleanKey = 'last' | 'has_discount';

export interface ComparatorQuery {
  country: string | null;
  region: string | null;
  city: string | null;
  price: PriceBand[];
  duration: DurationBand[];
  rating: Rating[];
  last: boolean;
  has_discount: boolean;
  type_of_stay: StayType[];
  datafeed_category: string[];
  service_types: string[];
  partner: string[];
  sort: Sort;
  page: number;
}


export const emptyQuery = (): ComparatorQuery => ({
  country: null,
  region: null,
  city: null,
  price: [],
  duration: [],
  rating: [],
  last: false,
  has_discount: false,
  type_of_stay: [],
  datafeed_category: [],
  service_types: [],
  partner: [],
  sort: DEFAULT_SORT,
  page: 1,
});

/** Every value of a key, comma lists split, trimmed, empty ones dropped. */
const rawValues = (input: SearchValuesInput, key: string): string[] => splitList(valuesOf(input, key));

/**
 * `1001-`, `1001+`, `1001-plus`, and `1001 ` (an unencoded `+` read as a space) all name the open band; the
 * value is trimmed by `rawValues`, so a lone `1001` or `11` names it too.
 */
function bandKey(value: string): string {
  const open = /^(\d+)(?:-|\+|-plus)?$/i.exec(value);
  return open ? `${open[1]}-` : value.toLowerCase();
}

function choices<T extends string>(allowed: readonly T[], values: readonly string[], normalise: (v: string) => string = (v) => v): T[] {
  const wanted = new Set(values.map(normalise));
  // The allowed order, not the URL's: one state, one spelling.
  return allowed.filter((value) => wanted.has(value));
}

function slugs(values: readonly string[]): string[] {
  const out = [...new Set(values.map((v) => v.toLowerCase()).filter(isSlug))];
  return out.sort().slice(0, MAX_FILTER_VALUES);
}

const firstSlug = (values: readonly string[]): string | null => values.map((v) => v.toLowerCase()).find(isSlug) ?? null;

const flag = (values: readonly string[]) => values.some((v) => (TRUTHY_VALUES as readonly string[]).includes(v.toLowerCase()));

/** A whole page number ≥ 1, else 1 (the proxy already answers 301 for `page=0` and the like). */
function pageOf(values: readonly string[]): number {
  return parsePageNumber(values[0]) ?? 1;
}

/** The state a URL (or a submitted form) stands for; invalid values are dropped, the rest kept. */
export function parseComparatorQuery(input: SearchValuesInput): ComparatorQuery {
  const q = emptyQuery();
  // A region without its country (or a city without its region) is kept: the page completes the chain from
  // the offers the API answers (see `completeFromResults`).
  q.country = firstSlug(rawValues(input, 'country'));
  q.region = firstSlug(rawValues(input, 'region'));
  q.city = firstSlug(rawValues(input, 'city'));
  q.price = choices(PRICE_BANDS, rawValues(input, 'price'), bandKey);
  q.duration = choices(DURATION_BANDS, rawValues(input, 'duration'), bandKey);
  q.rating = choices(RATINGS, rawValues(input, 'rating'));
  q.last = flag(rawValues(input, 'last'));
  q.has_discount = flag(rawValues(input, 'has_discount'));
  q.type_of_stay = choices(STAY_TYPES, rawValues(input, 'type_of_stay'), (v) => v.toLowerCase());
  for (const key of SLUG_LIST_KEYS) q[key] = slugs(rawValues(input, key));
  const sort = rawValues(input, 'sort')[0];
  q.sort = (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : DEFAULT_SORT;
  q.page = pageOf(rawValues(input, 'page'));
  return q;
}

/** The key-value pairs of a state, in the fixed order of FILTER_KEYS, then `sort` (unless default), then `page` (unless 1). */
function queryEntries(q: ComparatorQuery): [string, string][] {
  const entries: [string, string][] = [];
  for (const key of FILTER_KEYS) {
    const value = q[key];
    if (typeof value === 'boolean') {
      if (value) entries.push([key, '1']);
    } else if (Array.isArray(value)) {
      for (const item of value) entries.push([key, item]);
    } else if (value) {
      entries.push([key, value]);
    }
  }
  if (q.sort !== DEFAULT_SORT) entries.push(['sort', q.sort]);
  if (q.page > 1) entries.push(['page', String(q.page)]);
  return entries;
}

/** The query string of a state, without `?`; empty for the bare comparator. */
export function comparatorSearch(q: ComparatorQuery): string {
  return new URLSearchParams(queryEntries(q)).toString();
}

/** The page's URL for a state. */
export function comparatorHref(pathname: string, q: ComparatorQuery): string {
  return withQuery(pathname, new URLSearchParams(queryEntries(q)));
}

/** The query of the API call for a state: the page's own pairs, then `facets=1&size=20`. Keys keep their order. */
export function comparatorApiQuery(q: ComparatorQuery): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [key, value] of [...queryEntries(q), ['facets', '1'], ['size', String(COMPARATOR_PAGE_SIZE)]]) (query[key] ??= []).push(value);
  return query;
}

/** The API call for a state: `/api/properties/?language=…&<the same query>&facets=1&size=20`. */
export function comparatorApiPath(edition: EditionId, q: ComparatorQuery): string {
  return apiPath('/properties/', edition, comparatorApiQuery(q));
}

/** Any filter, a sort other than the default, or a page: such a URL is not indexed. */
export function isRefined(q: ComparatorQuery): boolean {
  return queryEntries(q).length > 0;
}

const clearValue = (q: ComparatorQuery, key: FilterKey): ComparatorQuery => {
  const next: ComparatorQuery = { ...q };
  switch (key) {
    case 'country':
      next.country = next.region = next.city = null;
      break;
    case 'region':
      next.region = next.city = null;
      break;
    case 'city':
      next.city = null;
      break;
    case 'last':
    case 'has_discount':
      next[key] = false;
      break;
    default:
      next[key] = [];
  }
  return next;
};

/** The state without the given fields (and the places that depend on them), back on page 1. */
export function dropFields(q: ComparatorQuery, fields: readonly string[]): ComparatorQuery {
  let next = { ...q };
  for (const field of fields) {
    if (field === 'sort') next.sort = DEFAULT_SORT;
    else if ((FILTER_KEYS as readonly string[]).includes(field)) next = clearValue(next, field as FilterKey);
  }
  if (fields.length > 0) next.page = 1;
  return next;
}

/** One active filter value: what a "no results" suggestion offers to remove. */
export interface ActiveFilter {
  key: FilterKey;
  value: string;
}

export function activeFilters(q: ComparatorQuery): ActiveFilter[] {
  return queryEntries(q)
    .filter(([key]) => key !== 'sort' && key !== 'page')
    .map(([key, value]) => ({ key: key as FilterKey, value }));
}

/** The state without one filter value (a place takes its dependent places with it), back on page 1. */
export function withoutFilter(q: ComparatorQuery, { key, value }: ActiveFilter): ComparatorQuery {
  const current = q[key];
  if (Array.isArray(current)) {
    return { ...q, [key]: (current as string[]).filter((v) => v !== value), page: 1 };
  }
  return { ...clearValue(q, key), page: 1 };
}

/** The fields of a 400 answer (`{field: [messages]}`) that are keys of the state. */
export function invalidFields(body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.keys(body).filter((key) => key === 'sort' || key === 'page' || (FILTER_KEYS as readonly string[]).includes(key));
}

/**
 * Slug fields whose chosen value the API's facets do not list (a region of another country, after the country
 * changed in a form sent without JavaScript; a partner that left): the page drops them and asks again.
 */
export function staleSlugFields(q: ComparatorQuery, facets: Facets | undefined): SlugKey[] {
  if (!facets) return [];
  const stale: SlugKey[] = [];
  for (const key of SLUG_KEYS) {
    const list = facets[key];
    // An empty list says nothing (a city directly in its country has no region to list it under).
    if (!list || list.length === 0) continue;
    const known = new Set(list.map((f) => f.value));
    const chosen = q[key];
    const values = chosen === null ? [] : Array.isArray(chosen) ? chosen : [chosen];
    if (values.some((v) => !known.has(v))) stale.push(key);
  }
  return stale;
}

/** Only the listed slugs of one key are kept (the others drop); used when facets name what exists. */
export function keepKnownSlugs(q: ComparatorQuery, facets: Facets | undefined): ComparatorQuery {
  let next = { ...q };
  for (const key of staleSlugFields(q, facets)) {
    const known = new Set((facets?.[key] ?? []).map((f) => f.value));
    if ((PLACE_KEYS as readonly string[]).includes(key)) next = clearValue(next, key as PlaceKey);
    else next = { ...next, [key]: (next[key as SlugListKey]).filter((v) => known.has(v)) };
  }
  if (next !== q && comparatorSearch(next) !== comparatorSearch(q)) next.page = 1;
  return next;
}

export const sameQuery = (a: ComparatorQuery, b: ComparatorQuery) => comparatorSearch(a) === comparatorSearch(b);
