import { sql } from 'drizzle-orm';
import { newRouter } from '../core/router';
import { warmFacetIndexes } from '../properties/facets';

export const healthRoutes = newRouter();

/**
 * Liveness and readiness: the first call opens (migrates, seeds) the database and builds the comparator's facet
 * indexes, so the server reports ready only once the first comparator visitor is served as fast as the next.
 * Later calls find the indexes built and only check the feed's version.
 */
healthRoutes.get('/', async (c) => {
  const db = c.get('db');
  await db.execute(sql`select 1`);
  await warmFacetIndexes(db);
  return c.json({ status: 'ok' });
});
