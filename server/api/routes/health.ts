import { sql } from 'drizzle-orm';
import { migrationsApplied } from '@/server/db/migrations-applied';
import { newRouter } from '../core/router';
import { warmFacetIndexes } from '../properties/facets';

/** Liveness: the process answers. It asks nothing of the database, so a database outage restarts no instance. */
export const healthRoutes = newRouter();

healthRoutes.get('/', (c) => c.json({ status: 'ok' }));

/**
 * Readiness: the database is reachable and has this build's migrations, and the comparator's facet indexes are
 * built, so the first comparator visitor is served as fast as the next. The first call opens (migrates, seeds) the
 * database; later calls find the indexes built and only check the feed's version. A load balancer sends visitors
 * only to an instance that answers 200; anything else is 503.
 */
export const readinessRoutes = newRouter();

readinessRoutes.get('/', async (c) => {
  const db = c.get('db');
  await db.execute(sql`select 1`);
  if (!(await migrationsApplied(db))) {
    c.header('Retry-After', '5');
    return c.json({ status: 'migrating', detail: 'The database does not have this version’s migrations yet.' }, 503);
  }
  await warmFacetIndexes(db);
  return c.json({ status: 'ready' });
});
