/**
 * The query of a page in the forms it arrives in (Next's `searchParams` record, URLSearchParams, a raw
 * `?a=b` string) and the conversions between them. A key with several values keeps them all, in order.
 */

/** Next's `searchParams` of a page: per key one value, several, or none. */
export type PageSearchParams = Record<string, string | string[] | undefined>;

/** A query in any of the forms a page has at hand. */
export type SearchInput = string | URLSearchParams | PageSearchParams;

/** Anything that lists a key's values: URLSearchParams, Next's ReadonlyURLSearchParams, or Next's record. */
export type SearchValuesInput = URLSearchParams | { getAll(key: string): string[] } | PageSearchParams;

type Scalar = string | number | boolean;

/** The spellings of yes and no a flag of the query accepts (`?last=1`, `?has_discount=true`…). */
export const TRUTHY_VALUES = ['true', '1', 'yes', 'on'] as const;
export const FALSY_VALUES = ['false', '0', 'no', 'off'] as const;

/** A record's value as a list: none, one, or all of them. */
export const listOf = <T>(value: T | readonly T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? [...(value as readonly T[])] : [value as T];

/** The items of a repeatable key, given repeated (`a=1&a=2`) or comma-separated (`a=1,2`): trimmed, empty ones dropped. */
export const splitList = (values: string | readonly string[]): string[] =>
  listOf(values)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');

/** The first value of a record's key, undefined when it has none. */
export const firstOf = (value: string | readonly string[] | undefined): string | undefined => listOf(value)[0];

/** Every value of `key`, in order. */
export function valuesOf(input: SearchValuesInput, key: string): string[] {
  if (typeof (input as URLSearchParams).getAll === 'function') return (input as URLSearchParams).getAll(key);
  return listOf((input as PageSearchParams)[key]);
}

/** URLSearchParams of a record whose values may also be numbers, booleans or lists (lists repeat the key; null is no value). */
export function paramsOfRecord(record: Readonly<Record<string, Scalar | readonly Scalar[] | null | undefined>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) for (const item of listOf(value ?? undefined)) params.append(key, String(item));
  return params;
}

/** URLSearchParams of any input; nothing gives an empty query. */
export function toSearchParams(input?: SearchInput): URLSearchParams {
  if (input === undefined) return new URLSearchParams();
  if (typeof input === 'string' || input instanceof URLSearchParams) return new URLSearchParams(input);
  return paramsOfRecord(input);
}

/** `?a=1&b=2` of any input (arrays repeated), `''` when empty: what a redirect or a link carries over. */
export function queryString(input?: SearchInput): string {
  const query = toSearchParams(input).toString();
  return query ? `?${query}` : '';
}

/** `path` with the query of `params` when it has one. */
export function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
