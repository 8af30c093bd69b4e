import { sql, type SQL } from 'drizzle-orm';
import { customType, index, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** PostgreSQL's `tsvector`, which drizzle lacks; only ever written by the database itself (generated columns). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The text-search configuration of a row's edition: Dutch stemming for nl-be, French for the others, both with
 * `unaccent` first (migration 0005 creates `fr_unaccent` and `nl_unaccent`), so `hotel etoile` finds `hôtels étoilés`.
 * The literals become regconfig constants when parsed, which keeps the expression immutable (a generated column needs that).
 */
export const searchConfigOf = (edition: AnyPgColumn | SQL): SQL =>
  sql`(case when ${edition} = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end)`;

type Weight = 'A' | 'B' | 'C' | 'D';

/** HTML tags become spaces so that editor markup is not indexed as words. */
const plain = (column: AnyPgColumn, html: boolean): SQL =>
  html ? sql`regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g')` : sql`coalesce(${column}, '')`;

/**
 * The generated `search_doc` of a searchable table: its columns weighted A (name) to D, each through the edition's
 * configuration. Ranking (`ts_rank_cd`) then prefers a match in the name over one in a description.
 */
export function searchDocument(edition: AnyPgColumn, fields: [AnyPgColumn, Weight, { html?: boolean }?][]): SQL {
  const config = searchConfigOf(edition);
  const parts = fields.map(([column, weight, options]) => sql`setweight(to_tsvector(${config}, ${plain(column, options?.html ?? false)}), ${sql.raw(`'${weight}'`)})`);
  return sql.join(parts, sql` || `);
}

/**
 * Lower-case, accent-free form of a name for the trigram fallback; `immutable_unaccent` (migration 0005) wraps
 * `unaccent` so that it can sit in an index expression.
 */
export const trigramKey = (column: AnyPgColumn | SQL): SQL => sql`lower(immutable_unaccent(${column}))`;

/**
 * The word similarity from which a name counts as a spelling of the search text (`bokking` → `Booking` is 0.45;
 * pg_trgm's default of 0.6 misses most one-letter slips). A session setting, so that `<%` can use the trigram
 * indexes: the database client sets it on every connection (client.ts).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;
export const trigramSessionSetting = `pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

/** The two indexes of a searchable table: GIN over its document, trigram GIN over its name. */
export const searchIndexes = (table: string, doc: AnyPgColumn, name: AnyPgColumn) => [
  index(`${table}_search_doc`).using('gin', doc),
  index(`${table}_name_trgm`).using('gin', sql`${trigramKey(name)} gin_trgm_ops`),
];
