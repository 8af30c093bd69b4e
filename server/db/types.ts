import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The drizzle database, whichever engine (PGlite or node-postgres) is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
