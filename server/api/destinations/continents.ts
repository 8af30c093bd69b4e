import { and, count, eq, exists, inArray } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { continents, locations } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { offsetOf } from '../core/pagination';
import { continentOrder, countryOrder } from './refs';

/**
 * One page of the continents that have countries (only the menu's countries with `in_menu`), with the total,
 * and those countries of the page's continents, in navigation order.
 */
export async function continentsWithCountries(db: Db, edition: EditionId, q: { page: number; size: number; in_menu?: boolean }) {
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
  const countries = rows.length
    ? await db
        .select({ id: locations.id, name: locations.name, slug: locations.slug, banner: locations.banner, continentId: locations.continentId })
        .from(locations)
        .where(and(countryWhere, inArray(locations.continentId, rows.map((r) => r.id))))
        .orderBy(...countryOrder)
    : [];
  return { n, rows, countries };
}
