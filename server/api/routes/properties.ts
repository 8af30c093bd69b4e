import { count } from 'drizzle-orm';
import { bestOffersQuery, propertyQuery } from '@/lib/schemas/properties';
import { properties, serviceTypes } from '@/server/db/schema';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';
import { propertyCards, selectPropertyCards } from '../properties/cards';
import { comparatorPage } from '../properties/facets';
import { propertyOrder, propertyWhere, resolveFilters, sortOf } from '../properties/filters';
import { referenceListPage } from '../properties/reference-lists';

export const propertiesRoutes = newRouter();

/**
 * The holiday offers, filtered by the comparator's search keys (slugs or ids), sorted, paged; with `facets=1`
 * the counts per filter value as well (see properties/facets.ts).
 */
propertiesRoutes.get('/', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const q = parseQuery(c, propertyQuery);
  if (q.facets) {
    const { total, facets, results } = await comparatorPage(db, edition, q);
    return c.json({ ...pageOf(c, { page: q.page, size: q.size, count: total, results }), facets });
  }
  const filters = await resolveFilters(db, edition, q);
  const where = propertyWhere(edition, filters);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(properties).where(where),
    selectPropertyCards(db).where(where).orderBy(...propertyOrder[sortOf(q)]).limit(q.size).offset(offsetOf(q.page, q.size)),
  ]);
  const results = await propertyCards(db, rows);
  return c.json(pageOf(c, { page: q.page, size: q.size, count: n, results }));
});

/** `homepage_best_offer` as a path of its own beside the list: the best offers, recommended order. */
propertiesRoutes.get('/homepage_best_offer', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const { page, size } = parseQuery(c, bestOffersQuery);
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

propertiesRoutes.get('/service_types', async (c) =>
  c.json(await referenceListPage(c, serviceTypes, { id: serviceTypes.id, name: serviceTypes.name, slug: serviceTypes.slug })),
);
