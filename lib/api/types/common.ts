/** Shapes every resource of the `/api` contract shares: the paged list and the links between entities. */

/** A paged list: `{count, next, previous, results}`, read with `page` and `size`. */
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface SlugLink {
  id: number;
  name: string;
  slug: string;
}

/** A related entity with the path of its page on the edition (`/categories/a/b`, `/pays/grece/crete`). */
export interface PageLink extends SlugLink {
  url: string;
}

/** The same entity's page path in the other editions that have it (edition id → path); hreflang links. */
export type EditionAlternates = Partial<Record<'fr-be' | 'nl-be' | 'fr-fr', string>>;
