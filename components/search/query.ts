import { SEARCH_TEXT_MAX } from '@/lib/search/contract';

export { searchText } from '@/lib/search/contract';

/** The text as a heading shows it: at most `max` characters, an ellipsis when cut. */
export function displayQuery(text: string, max = SEARCH_TEXT_MAX): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** The header search runs only with non-empty text; it goes to the search page with `str`. */
export function searchHref(searchPath: string, text: string): string | null {
  const query = text.trim();
  if (!query) return null;
  return searchPageHref(searchPath, query);
}

/** The search page's address for a text, optionally one kind of result and a page of it (page 1 has no `page`). */
export function searchPageHref(path: string, query: string, kind?: string, page = 1): string {
  const params = new URLSearchParams({ str: query });
  if (kind) params.set('kind', kind);
  if (kind && page > 1) params.set('page', String(page));
  return `${path}?${params.toString()}`;
}
