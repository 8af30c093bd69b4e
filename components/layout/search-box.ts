/** Spec §2, §5: the header search runs only with non-empty text; it goes to the search page with `str`. */
export function searchHref(searchPath: string, text: string): string | null {
  const query = text.trim();
  if (!query) return null;
  return `${searchPath}?${new URLSearchParams({ str: query }).toString()}`;
}
