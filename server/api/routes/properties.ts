import { asc, count, eq } from 'drizzle-orm';
import { properties, serviceTypes } from '@/server/db/schema';
import { offsetOf, pageOf, pageParams } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';
import { propertyCards, selectPropertyCards } from '../properties/cards';
import { propertyOrder, propertyQuery, propertyWhere } from '../properties/filters';

export const propertiesRoutes = newRouter();

const REFERENCE_LIST_SIZE = 50;

propertiesRoutes.get('/', async (c) => {
  const db = c.get('db');
  const q = parseQuery(c, propertyQuery);
  const where = propertyWhere(c.get('edition'), q);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(properties).where(where),
    selectPropertyCards(db)
      .where(where)
      .orderBy(...propertyOrder[q.ordering])
      .limit(q.size)
      .offset(offsetOf(q.page, q.size)),
  ]);
  const results = await propertyCards(db, rows);
  return c.json(pageOf(c, { page: q.page, size: q.size, count: n, results }));
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
