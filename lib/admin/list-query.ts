import { firstOf, type PageSearchParams } from '@/lib/search-params';

/** The editors' lists read their filters from the address; a value a list does not know is left out, never an error. */

/** The value among those a filter knows, or undefined. */
export const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined => values.find((v) => v === value);

/** The text searched, as the API takes it (200 characters at most). */
export const searchText = (params: PageSearchParams): string => (firstOf(params.q) ?? '').trim().slice(0, 200);

/** A category's id from the address, when it is one. */
export function categoryId(params: PageSearchParams): number | undefined {
  const category = Number(firstOf(params.category));
  return Number.isInteger(category) && category > 0 && category < 1e9 ? category : undefined;
}

/** A list's address for its filters as the API's query, and its page (the first one goes without). */
export function listHref(path: string, apiQuery: Record<string, string>, page: number): string {
  const query = new URLSearchParams(apiQuery);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}`;
}
