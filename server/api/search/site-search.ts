import type { EditionId } from '@/lib/editions';
import type { Db } from '@/server/db/types';
import { searchKinds, type SearchKind } from '@/lib/search/contract';
import { kindSearches } from './kinds';
import { fullTextMatcher, fuzzyMatcher, nothingMatcher, type Matcher } from './matcher';

export type SearchCounts = Record<SearchKind, number>;

const noCounts = (): SearchCounts => Object.fromEntries(searchKinds.map((kind) => [kind, 0])) as SearchCounts;

async function countsWith(db: Db, edition: EditionId, m: Matcher, kinds: readonly SearchKind[]): Promise<SearchCounts> {
  const counts = noCounts();
  const found = await Promise.all(kinds.map((kind) => kindSearches[kind].count(db, edition, m)));
  kinds.forEach((kind, i) => (counts[kind] = found[i]));
  return counts;
}

const total = (counts: SearchCounts) => searchKinds.reduce((sum, kind) => sum + counts[kind], 0);

/**
 * The matcher of a search and what it finds per kind: full text first; when that finds nothing in any of `kinds`
 * (a misspelling), the trigram look-alikes of the names instead. A text of stop words only finds nothing: its
 * look-alikes would be every name with a `la` in it. One rule for the site search,
 * the header's suggestions and the promotion searches.
 */
export async function chooseMatcher(
  db: Db,
  edition: EditionId,
  text: string,
  kinds: readonly SearchKind[] = searchKinds,
): Promise<{ matcher: Matcher; counts: SearchCounts }> {
  const fullText = await fullTextMatcher(db, edition, text);
  if (!fullText) return { matcher: nothingMatcher, counts: noCounts() };
  const counts = await countsWith(db, edition, fullText, kinds);
  if (total(counts) > 0) return { matcher: fullText, counts };
  const fuzzy = fuzzyMatcher(text);
  return { matcher: fuzzy, counts: await countsWith(db, edition, fuzzy, kinds) };
}

interface SearchGroup {
  kind: SearchKind;
  count: number;
  page: number;
  pages: number;
  results: unknown[];
}

export interface SiteSearchAnswer {
  query: string;
  fuzzy: boolean;
  terms: string[];
  counts: SearchCounts;
  total: number;
  kind: SearchKind | null;
  groups: SearchGroup[];
}

/**
 * The site search: counts of every kind, and either the first `size` results of each kind that found something,
 * or one page of a single `kind`. A page past the last of that kind answers an empty group, not an error: the
 * visitor's page shows the counts and a way back.
 */
export async function siteSearch(
  db: Db,
  edition: EditionId,
  text: string,
  options: { kind?: SearchKind; page: number; size: number },
): Promise<SiteSearchAnswer> {
  const { matcher, counts } = await chooseMatcher(db, edition, text);
  const kinds = options.kind ? [options.kind] : searchKinds.filter((kind) => counts[kind] > 0);
  const page = options.kind ? options.page : 1;
  const groups = await Promise.all(
    kinds.map(async (kind): Promise<SearchGroup> => {
      const pages = Math.max(1, Math.ceil(counts[kind] / options.size));
      const results = page > pages || counts[kind] === 0 ? [] : await kindSearches[kind].page(db, edition, matcher, options.size, (page - 1) * options.size);
      return { kind, count: counts[kind], page, pages, results };
    }),
  );
  return { query: text, fuzzy: matcher.fuzzy, terms: matcher.terms, counts, total: total(counts), kind: options.kind ?? null, groups };
}
