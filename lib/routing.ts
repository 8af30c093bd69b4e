import { editions, type EditionId } from './editions';

/** Kinds of entity a free slug can denote (spec §2). */
export const entityKinds = ['location', 'sublocation', 'category', 'subcategory', 'store', 'blog_post', 'blog_category'] as const;
export type EntityKind = (typeof entityKinds)[number];

/**
 * Canonical path of an entity page on its edition, from the chain of slugs root → leaf
 * (country/region/city, parent/child category, blog category/post). Stores live at the root.
 */
export function entityPath(edition: EditionId, kind: EntityKind, slugs: string[]): string {
  const segments = editions[edition].segments;
  const tail = slugs.map(encodeURIComponent).join('/');
  switch (kind) {
    case 'location':
    case 'sublocation':
      return `/${segments.destinations}/${tail}`;
    case 'category':
    case 'subcategory':
      return `/${segments.categories}/${tail}`;
    case 'blog_post':
    case 'blog_category':
      return `/${segments.blog}/${tail}`;
    case 'store':
      return `/${tail}`;
  }
}
