import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EditionId } from '@/lib/editions';
import { trigramKey } from '@/server/db/schema';
import { queryRows } from '@/server/db/raw';
import type { Db } from '@/server/db/types';
import { searchConfig, searchWords, tsQueryLexemes, tsQueryText } from './terms';

/**
 * How a search matches the rows of a searchable table (its generated `search_doc` and its name): by full text,
 * or by trigram similarity of the name when the full text found nothing (a misspelling).
 */
export interface Matcher {
  readonly fuzzy: boolean;
  /** The stemmed words the full text matched on, for highlighting; empty when fuzzy. */
  readonly terms: string[];
  matches(doc: AnyPgColumn | SQL, name: AnyPgColumn): SQL;
  /** Higher is better. */
  rank(doc: AnyPgColumn | SQL, name: AnyPgColumn): SQL;
}

/** The full-text matcher of a text, or null when nothing of it is searchable (only stop words or punctuation). */
export async function fullTextMatcher(db: Db, edition: EditionId, text: string): Promise<Matcher | null> {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const config = searchConfig(edition);
  const query = sql`to_tsquery(${config}::regconfig, ${tsQueryText(words)})`;
  // Asking PostgreSQL for the query's lexemes both tells whether anything is left after stop words and gives the
  // stems to highlight with.
  const [row] = await queryRows<{ q: string }>(db, sql`select ${query}::text as q`);
  const terms = tsQueryLexemes(row?.q ?? '');
  if (terms.length === 0) return null;
  return {
    fuzzy: false,
    terms,
    matches: (doc) => sql`${doc} @@ ${query}`,
    rank: (doc) => sql`ts_rank_cd(${doc}, ${query})`,
  };
}

/** What a text without searchable words (only stop words such as `le la`, or punctuation) matches: nothing. */
export const nothingMatcher: Matcher = {
  fuzzy: false,
  terms: [],
  matches: () => sql`false`,
  rank: () => sql`0`,
};

/**
 * The trigram matcher: names that look like the text, best look-alike first. `<%` is `word_similarity >=` the
 * session's threshold (WORD_SIMILARITY_THRESHOLD), written so that the trigram index of the name serves it.
 */
export function fuzzyMatcher(text: string): Matcher {
  const key = trigramKey(sql`${text}::text`);
  return {
    fuzzy: true,
    terms: [],
    matches: (_doc, name) => sql`${key} <% ${trigramKey(name)}`,
    rank: (_doc, name) => sql`word_similarity(${key}, ${trigramKey(name)})`,
  };
}
