import type { SQL } from 'drizzle-orm';
import type { Db } from './types';

/**
 * Rows of a raw SQL query on either engine (both drivers answer `{rows}`).
 * Cast counts with `::int` in the SQL: pg returns int8 as a string, PGlite as a number.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
