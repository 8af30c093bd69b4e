import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { continentsQuery } from '@/lib/schemas/destinations';
import { sublocations } from '@/server/db/schema';
import { pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';
import { continentsWithCountries } from '../destinations/continents';
import { destinationUrl, sublocationOrder } from '../destinations/refs';

export const destinationsRoutes = newRouter();

const cities = alias(sublocations, 'city');

/**
 * The destinations index: continents (those with countries) → countries → their top-level sublocations
 * (regions, and cities placed directly in the country) with how many cities each holds. Three queries.
 */
destinationsRoutes.get('/', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const q = parseQuery(c, continentsQuery);
  const { n, rows, countries } = await continentsWithCountries(db, edition, q);
  const regions = countries.length
    ? await db
        .select({
          id: sublocations.id,
          name: sublocations.name,
          slug: sublocations.slug,
          kind: sublocations.kind,
          locationId: sublocations.locationId,
          citiesCount: sql<number>`count(${cities.id})::int`,
        })
        .from(sublocations)
        .leftJoin(cities, and(eq(cities.parentId, sublocations.id), eq(cities.kind, 'city')))
        .where(and(eq(sublocations.edition, edition), isNull(sublocations.parentId), inArray(sublocations.locationId, countries.map((l) => l.id))))
        .groupBy(sublocations.id)
        .orderBy(...sublocationOrder)
    : [];
  const results = rows.map((continent) => ({
    ...continent,
    locations: countries
      .filter((l) => l.continentId === continent.id)
      .map((l) => ({
        id: l.id,
        name: l.name,
        slug: l.slug,
        banner: l.banner,
        url: destinationUrl(edition, [l.slug]),
        sublocations: regions
          .filter((r) => r.locationId === l.id)
          .map((r) => ({
            id: r.id,
            name: r.name,
            slug: r.slug,
            kind: r.kind,
            url: destinationUrl(edition, [l.slug, r.slug]),
            cities_count: Number(r.citiesCount),
          })),
      })),
  }));
  return c.json(pageOf(c, { page: q.page, size: q.size, count: n, results }));
});
