import { asc, count, eq } from 'drizzle-orm';
import { referenceListQuery } from '@/lib/schemas/properties';
import { partners } from '@/server/db/schema';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';

export const partnersRoutes = newRouter();

partnersRoutes.get('/', async (c) => {
  const db = c.get('db');
  const { page, size } = parseQuery(c, referenceListQuery);
  const where = eq(partners.edition, c.get('edition'));
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(partners).where(where),
    db
      .select()
      .from(partners)
      .where(where)
      .orderBy(asc(partners.name), asc(partners.id))
      .limit(size)
      .offset(offsetOf(page, size)),
  ]);
  const results = rows.map((p) => ({ id: p.id, name: p.name, slug: p.slug, logo: p.logo, website_url: p.websiteUrl }));
  return c.json(pageOf(c, { page, size, count: n, results }));
});
