import { sql } from 'drizzle-orm';
import { newRouter } from '../core/router';

export const healthRoutes = newRouter();

/** Liveness and database readiness: the first call opens (migrates, seeds) the database. */
healthRoutes.get('/', async (c) => {
  await c.get('db').execute(sql`select 1`);
  return c.json({ status: 'ok' });
});
