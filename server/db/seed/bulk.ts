import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../types';

const CHUNK = 5_000;

/**
 * Inserts many rows in few statements: rows travel as one JSON document per chunk and PostgreSQL expands them
 * with jsonb_populate_recordset (drizzle's `insert().values()` spends seconds just building SQL for 100k rows).
 * Rows use the drizzle property names (camelCase) and carry their own `id`s; call `resetSequences` afterwards.
 */
export async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: Partial<T['$inferInsert']>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(columns).filter((key) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined));
  const names = keys.map((key) => `"${columns[key].name}"`).join(', ');
  const tableName = getTableName(table);
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK).map((row) => {
      const out: Record<string, unknown> = {};
      for (const key of keys) {
        const value = (row as Record<string, unknown>)[key];
        out[columns[key].name] = value instanceof Date ? value.toISOString() : value;
      }
      return out;
    });
    await db.execute(
      sql`insert into ${sql.identifier(tableName)} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_populate_recordset(null::${sql.identifier(tableName)}, ${JSON.stringify(chunk)}::jsonb)`,
    );
  }
}

/** After inserting explicit ids, move each serial sequence past the highest id. */
export async function resetSequences(db: Db, tables: PgTable[]): Promise<void> {
  for (const table of tables) {
    const name = getTableName(table);
    if (!('id' in getTableColumns(table))) continue;
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.identifier(name)}), 0) + 1, false)`,
    );
  }
}

/** Hands out ids per table so that rows can reference each other before they are inserted. */
export class IdAllocator {
  private next = new Map<string, number>();
  take(table: PgTable): number {
    const name = getTableName(table);
    const id = this.next.get(name) ?? 1;
    this.next.set(name, id + 1);
    return id;
  }
}
