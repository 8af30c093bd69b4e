import { and, count, eq, exists } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { continents, locations } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { offsetOf } from '../core/pagination';
import { continentOrder } from './refs';

/**
 * One page of the continents that have countries (only the menu's countries with `in_menu`), with the total,
 * and the condition those countries meet, for listing them under their continent.
 */
export async function continentsPage(db: Db, edition: EditionId, q: { page: number; size: number; in_menu?: boolean }) {
  const countryWhere = and(eq(locations.edition, edition), q.in_menu === undefined ? undefined : eq(locations.inMenu, q.in_menu));
  const where = and(
    eq(continents.edition, edition),
    exists(db.select({ id: locations.id }).from(locations).where(and(countryWhere, eq(locations.continentId, continents.id)))),
  )!;
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(continents).where(where),
    db
      .select({ id: continents.id, name: continents.name, slug: continents.slug })
      .from(continents)
      .where(where)
      .orderBy(...continentOrder)
      .limit(q.size)
      .offset(offsetOf(q.page, q.size)),
  ]);
  return { n, rows, countryWhere };
}
