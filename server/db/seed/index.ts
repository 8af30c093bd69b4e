import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { editionIds, editions } from '@/lib/editions';
import * as schema from '../schema';
import { queryRows } from '../raw';
import type { Db } from '../types';
import { bulkInsert, resetSequences } from './bulk';
import { createSeedContext, RESERVED_SLUGS } from './context';
import { seedCatalogue } from './catalogue';
import { seedDestinations } from './destinations';
import { seedBlog } from './blog';
import { seedProperties } from './properties';
import { seedSite } from './site';

export interface SeedOptions {
  /** Multiplies properties, promotions and shops (benchmarks). */
  scale?: number;
  /** Expiry dates are relative to this instant. */
  now?: Date;
}

const serialTables: PgTable[] = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => value instanceof PgTable && 'id' in getTableColumns(value) && getTableName(value) !== 'editions',
);

/** Fills an empty database with the demo content of the three editions, in one transaction. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const ctx = createSeedContext(tx as unknown as Db, options);
    await bulkInsert(
      ctx.db,
      schema.editions,
      editionIds.map((id) => ({
        id,
        localeCode: editions[id].localeCode,
        language: editions[id].language,
        domain: editions[id].domain,
        brandName: editions[id].brandName,
      })),
    );
    for (const id of editionIds) ctx.slugs.reserve(id, RESERVED_SLUGS);
    const catalogue = await seedCatalogue(ctx);
    const destinations = await seedDestinations(ctx, { catalogue });
    const blog = await seedBlog(ctx, { catalogue, destinations });
    await seedProperties(ctx, { destinations });
    await seedSite(ctx, { catalogue, destinations, blog });
    await resetSequences(ctx.db, serialTables);
  });
  // Fresh statistics: without them the planner misjudges the bulk-loaded tables (e.g. 415 rows estimated for 20,000).
  await db.execute(sql`analyze`);
}

export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from editions`);
  if (Number(row?.n ?? 0) > 0) return false;
  await seed(db, options);
  return true;
}
