import { cache } from 'react';
import type { EditionId } from '@/lib/editions';
import { emptyPage, readOr } from './read';
import type { CategoryRow } from './types/categories';
import type { Paginated } from './types/common';

/** The API's largest page; the whole list normally fits in one. */
const LIST_SIZE = 100;
/** A bound on the extra pages read when an edition has more categories than one page holds. */
const MAX_PAGES = 10;

/**
 * Every category of the edition with its parent. Not `minified`: the minified list has no `parent_category`,
 * and a child's page path needs its parent's slug.
 */
export const allCategories = cache(async (edition: EditionId): Promise<CategoryRow[]> => {
  const first = await readOr<Paginated<CategoryRow>>(emptyPage, '/categories/', edition, { size: LIST_SIZE });
  const pages = Math.min(MAX_PAGES, Math.ceil(first.count / LIST_SIZE));
  if (pages <= 1) return first.results;
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) => readOr<Paginated<CategoryRow>>(emptyPage, '/categories/', edition, { size: LIST_SIZE, page: i + 2 })),
  );
  return [first, ...rest].flatMap((page) => page.results);
});
