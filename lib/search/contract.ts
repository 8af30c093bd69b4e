/** What the site search accepts and answers, for the API and the pages alike (no zod: the header's box uses it). */

/** Search texts are 1 to 100 characters, trimmed (the site search and the promotion searches alike). */
export const SEARCH_TEXT_MAX = 100;

/** What the site search finds, in the order its answer lists them. */
export const searchKinds = ['stores', 'promotions', 'destinations', 'categories', 'posts'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** The search text of the `str` parameter: its first value, trimmed, inner runs of white space made one space. */
export function searchText(value: string | string[] | null | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').replace(/\s+/g, ' ').trim();
}

/** Whether a value of the query names a kind the site search looks through. */
export const isSearchKind = (value: unknown): value is SearchKind => searchKinds.includes(value as SearchKind);
