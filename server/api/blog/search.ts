import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../core/like-pattern';

/**
 * Accent- and case-insensitive "contains" on both engines (unaccent is installed by migration 0001).
 * lower() runs after unaccent(): on a cluster whose ctype is plain `C`, lower('É') stays 'É', while
 * unaccent('É') = 'E' lowers everywhere.
 */
export const unaccentContains = (column: PgColumn | SQL, text: string): SQL =>
  sql`lower(unaccent(${column})) like lower(unaccent(${containsPattern(text)}))`;
