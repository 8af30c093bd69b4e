import { or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { promotions, stores } from '@/server/db/schema';
import { containsPattern } from '../blog/search';

/**
 * Accent- and case-insensitive "contains". lower() runs after unaccent(): on a cluster whose ctype is plain `C`,
 * lower('É') stays 'É', while unaccent('É') = 'E' lowers everywhere.
 */
export const textContains = (column: PgColumn | SQL, text: string): SQL =>
  sql`lower(unaccent(${column})) like lower(unaccent(${containsPattern(text)}))`;

/** A promotion matches by its title or its store's name (the query joins stores). */
export const promotionMatches = (text: string): SQL => or(textContains(promotions.title, text), textContains(stores.name, text))!;

export const storeMatches = (text: string): SQL => textContains(stores.name, text);
