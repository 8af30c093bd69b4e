import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { properties, serviceTypes } from '@/server/db/schema';
import { offsetOf, pageOf, pageParams } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';
import { propertyCards, propertyCardsInOrder, propertyColumns, selectPropertyCards } from '../properties/cards';
import { cachedCards, comparatorAnswer, facetDataOf, feedVersionColumn, lastFacetData, slugLookup } from '../properties/facets';
import { propertyOrder, propertyQuery, propertyWhere, resolveFilters, sortOf } from '../properties/filters';

export const propertiesRoutes = newRouter();

const REFERENCE_LIST_SIZE = 50;

/**
 * The holiday offers (spec §7), filtered by the search keys of §3 (slugs or ids), sorted, paged; with
 * `facets=1` the counts per filter value as well (see properties/facets.ts).
 */
propertiesRoutes.get('/', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const q = parseQuery(c, propertyQuery);
  const sort = propertyOrder[sortOf(q)];
  if (q.facets) {
    // The comparator: counts, the page's ids in the sort's order, names and service types from the edition's facet
    // data, then the page's offers by primary key together with the feed version. The facet data last built is
    // used without a prior check; if the version read with the offers differs, the answer is computed again on
    // fresh data (rare: only after a write to the feed).
    let current = await lastFacetData(db, edition);
    for (let attempt = 0; ; attempt++) {
      const { version, data } = current ?? (await facetDataOf(db, edition));
      const filters = await resolveFilters(db, edition, q, slugLookup(data));
      const { total, facets, ids } = comparatorAnswer(data, filters, sortOf(q), offsetOf(q.page, q.size), q.size);
      const found = ids.length
        ? await db
            .select({ ...propertyColumns, feedVersion: feedVersionColumn })
            .from(properties)
            .where(inArray(properties.id, ids))
        : [];
      const seen = Number(found.length ? found[0].feedVersion : (await db.select({ v: feedVersionColumn }).from(sql`(select 1) as one`))[0].v);
      if (seen !== version && attempt === 0) {
        current = undefined;
        continue;
      }
      const byId = new Map(found.map((r) => [r.id, r]));
      const rows = ids.flatMap((id) => byId.get(id) ?? []);
      const results = cachedCards(data, rows) ?? (await propertyCardsInOrder(db, edition, ids));
      return c.json({ ...pageOf(c, { page: q.page, size: q.size, count: total, results }), facets });
    }
  }
  const filters = await resolveFilters(db, edition, q);
  const where = propertyWhere(edition, filters);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(properties).where(where),
    selectPropertyCards(db).where(where).orderBy(...sort).limit(q.size).offset(offsetOf(q.page, q.size)),
  ]);
  const results = await propertyCards(db, rows);
  return c.json(pageOf(c, { page: q.page, size: q.size, count: n, results }));
});

/** `homepage_best_offer` as a path (spec §7 names it beside the list): the best offers, recommended order. */
propertiesRoutes.get('/homepage_best_offer', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const { page, size } = parseQuery(c, pageParams(8, 48));
  const where = propertyWhere(edition, { homepage_best_offer: true });
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(properties).where(where),
    selectPropertyCards(db)
      .where(where)
      .orderBy(...propertyOrder.recommended)
      .limit(size)
      .offset(offsetOf(page, size)),
  ]);
  const results = await propertyCards(db, rows);
  return c.json(pageOf(c, { page, size, count: n, results }));
});

propertiesRoutes.get('/service_types', async (c) => {
  const db = c.get('db');
  const { page, size } = parseQuery(c, pageParams(REFERENCE_LIST_SIZE));
  const where = eq(serviceTypes.edition, c.get('edition'));
  const [[{ n }], results] = await Promise.all([
    db.select({ n: count() }).from(serviceTypes).where(where),
    db
      .select({ id: serviceTypes.id, name: serviceTypes.name, slug: serviceTypes.slug })
      .from(serviceTypes)
      .where(where)
      .orderBy(asc(serviceTypes.name), asc(serviceTypes.id))
      .limit(size)
      .offset(offsetOf(page, size)),
  ]);
  return c.json(pageOf(c, { page, size, count: n, results }));
});
