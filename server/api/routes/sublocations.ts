import { and, count, eq } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { sublocationsQuery } from '@/lib/schemas/destinations';
import type { EntityRef } from '@/lib/schemas/params';
import { locations, sublocations } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { notFound } from '../core/errors';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';
import { pathRef, refCondition, unknownChoice } from '../shared/refs';
import { findSublocation } from '../destinations/find';
import { destinationPage } from '../destinations/page';
import { selectSublocationRefs, serializeSublocationItem, sublocationOrder } from '../destinations/refs';

export const sublocationsRoutes = newRouter();

async function idOf(db: Db, edition: EditionId, table: typeof locations | typeof sublocations, ref: EntityRef, field: string) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.edition, edition), refCondition(table, ref)))
    .limit(1);
  if (!row) throw unknownChoice(field);
  return row.id;
}

sublocationsRoutes.get('/', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const q = parseQuery(c, sublocationsQuery);
  const [locationId, parentId] = await Promise.all([
    q.location ? idOf(db, edition, locations, q.location, 'location') : undefined,
    q.parent ? idOf(db, edition, sublocations, q.parent, 'parent') : undefined,
  ]);
  const where = and(
    eq(sublocations.edition, edition),
    q.in_menu === undefined ? undefined : eq(sublocations.inMenu, q.in_menu),
    locationId === undefined ? undefined : eq(sublocations.locationId, locationId),
    parentId === undefined ? undefined : eq(sublocations.parentId, parentId),
    q.kind === undefined ? undefined : eq(sublocations.kind, q.kind),
  )!;
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(sublocations).where(where),
    selectSublocationRefs(db)
      .where(where)
      .orderBy(...sublocationOrder)
      .limit(q.size)
      .offset(offsetOf(q.page, q.size)),
  ]);
  const results = rows.map((row) => serializeSublocationItem(edition, row));
  return c.json(pageOf(c, { page: q.page, size: q.size, count: n, results }));
});

sublocationsRoutes.get('/:id', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const target = await findSublocation(db, edition, pathRef(c));
  if (!target) throw notFound();
  return c.json(await destinationPage(db, edition, target));
});
