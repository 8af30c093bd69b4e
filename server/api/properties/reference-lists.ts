import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { referenceListQuery } from '@/lib/schemas/properties';
import type { ApiEnv } from '../core/env';
import { offsetOf, pageOf } from '../core/pagination';
import { parseQuery } from '../core/validation';

/** A table of names the offers refer to (partners, stay categories, service types), one set per edition. */
type ReferenceTable = PgTable & { id: PgColumn; name: PgColumn; edition: PgColumn };

/**
 * One page of an edition's reference list, in name order: what the comparator's filters and the editors' pickers
 * list. `columns` is what each row answers.
 */
export async function referenceListPage<S extends SelectedFields>(c: Context<ApiEnv>, table: ReferenceTable, columns: S) {
  const db = c.get('db');
  const { page, size } = parseQuery(c, referenceListQuery);
  const where: SQL = eq(table.edition, c.get('edition'));
  const [[{ n }], results] = await Promise.all([
    db.select({ n: count() }).from(table).where(where),
    db
      .select(columns)
      .from(table)
      .where(where)
      .$dynamic()
      .orderBy(asc(table.name), asc(table.id))
      .limit(size)
      .offset(offsetOf(page, size)),
  ]);
  return pageOf(c, { page, size, count: n, results });
}
