import { asc, count, eq } from 'drizzle-orm';
import { referenceListQuery } from '@/lib/schemas/properties';
import { propertyCategories } from '@/server/db/schema';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';

export const propertyCategoriesRoutes = newRouter();

propertyCategoriesRoutes.get('/', async (c) => {
  const db = c.get('db');
  const { page, size } = parseQuery(c, referenceListQuery);
  const where = eq(propertyCategories.edition, c.get('edition'));
  const [[{ n }], results] = await Promise.all([
    db.select({ n: count() }).from(propertyCategories).where(where),
    db
      .select({ id: propertyCategories.id, name: propertyCategories.name, slug: propertyCategories.slug })
      .from(propertyCategories)
      .where(where)
      .orderBy(asc(propertyCategories.name), asc(propertyCategories.id))
      .limit(size)
      .offset(offsetOf(page, size)),
  ]);
  return c.json(pageOf(c, { page, size, count: n, results }));
});
