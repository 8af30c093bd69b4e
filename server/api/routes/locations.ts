import { and, count, eq, inArray, min, type SQL } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { continentsQuery, countriesQuery, countriesSliderQuery, topCountriesQuery } from '@/lib/schemas/destinations';
import type { EntityRef } from '@/lib/schemas/params';
import { continents, locations, properties } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { notFound } from '../core/errors';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';
import { pathRef, refCondition, unknownChoice } from '../shared/refs';
import { continentsWithCountries } from '../destinations/continents';
import { findCountry } from '../destinations/find';
import { destinationPage } from '../destinations/page';
import { countryOrder } from '../destinations/refs';

export const locationsRoutes = newRouter();

const countryColumns = {
  id: locations.id,
  name: locations.name,
  slug: locations.slug,
  banner: locations.banner,
  continentId: continents.id,
  continentName: continents.name,
  continentSlug: continents.slug,
};

type CountryRow = { id: number; name: string; slug: string; banner: string | null; continentId: number; continentName: string; continentSlug: string };

const serializeCountry = (r: CountryRow) => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  continent: { id: r.continentId, name: r.continentName, slug: r.continentSlug },
  banner: r.banner,
});

/** One page of countries matching `where`, with the total, in navigation order. */
async function countriesPage(db: Db, where: SQL, page: number, size: number) {
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(locations).where(where),
    db
      .select(countryColumns)
      .from(locations)
      .innerJoin(continents, eq(continents.id, locations.continentId))
      .where(where)
      .orderBy(...countryOrder)
      .limit(size)
      .offset(offsetOf(page, size)),
  ]);
  return { n, rows };
}

async function continentIdOf(db: Db, edition: EditionId, ref: EntityRef) {
  const [row] = await db
    .select({ id: continents.id })
    .from(continents)
    .where(and(eq(continents.edition, edition), refCondition(continents, ref)))
    .limit(1);
  if (!row) throw unknownChoice('continent');
  return row.id;
}

locationsRoutes.get('/', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const q = parseQuery(c, countriesQuery);
  const continentId = q.continent ? await continentIdOf(db, edition, q.continent) : undefined;
  const where = and(
    eq(locations.edition, edition),
    q.in_menu === undefined ? undefined : eq(locations.inMenu, q.in_menu),
    continentId === undefined ? undefined : eq(locations.continentId, continentId),
  )!;
  const { n, rows } = await countriesPage(db, where, q.page, q.size);
  return c.json(pageOf(c, { page: q.page, size: q.size, count: n, results: rows.map(serializeCountry) }));
});

locationsRoutes.get('/top_locations', async (c) => {
  const db = c.get('db');
  const { page, size } = parseQuery(c, topCountriesQuery);
  const where = and(eq(locations.edition, c.get('edition')), eq(locations.isTop, true))!;
  const { n, rows } = await countriesPage(db, where, page, size);
  return c.json(pageOf(c, { page, size, count: n, results: rows.map(serializeCountry) }));
});

/** Homepage slider of countries, each with the lowest price of its holiday offers (null when it has none). */
locationsRoutes.get('/homepage_sliders', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const { page, size } = parseQuery(c, countriesSliderQuery);
  const where = and(eq(locations.edition, edition), eq(locations.inHomepageSlider, true))!;
  const { n, rows } = await countriesPage(db, where, page, size);
  const ids = rows.map((r) => r.id);
  const prices = ids.length
    ? await db
        .select({ countryId: properties.countryId, minPrice: min(properties.price) })
        .from(properties)
        .where(and(eq(properties.edition, edition), inArray(properties.countryId, ids)))
        .groupBy(properties.countryId)
    : [];
  const minPrice = new Map(prices.map((p) => [p.countryId, p.minPrice]));
  const results = rows.map((r) => ({ ...serializeCountry(r), min_price: minPrice.get(r.id) ?? null }));
  return c.json(pageOf(c, { page, size, count: n, results }));
});

/** Continents (those with at least one matching country), each with its countries. */
locationsRoutes.get('/by_continent', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const q = parseQuery(c, continentsQuery);
  const { n, rows, countries } = await continentsWithCountries(db, edition, q);
  const results = rows.map((r) => ({
    ...r,
    locations: countries.filter((l) => l.continentId === r.id).map((l) => ({ id: l.id, name: l.name, slug: l.slug })),
  }));
  return c.json(pageOf(c, { page: q.page, size: q.size, count: n, results }));
});

locationsRoutes.get('/:id', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const target = await findCountry(db, edition, pathRef(c));
  if (!target) throw notFound();
  return c.json(await destinationPage(db, edition, target));
});
