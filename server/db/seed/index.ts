import { sql } from 'drizzle-orm';
import { queryRows } from '../raw';
import { editions as editionTable } from '../schema';
import type { Db } from '../types';
import { editionIds, editions } from '@/lib/editions';

export interface SeedOptions {
  /** Multiplies properties and promotions (benchmarks). */
  scale?: number;
  /** Expiry dates are relative to this instant. */
  now?: Date;
}

// TEMPORARY stub: the demo-content seeder replaces this file.
export async function seed(db: Db, options: SeedOptions = {}): Promise<void> {
  void options;
  await db.insert(editionTable).values(
    editionIds.map((id) => ({
      id,
      localeCode: editions[id].localeCode,
      language: editions[id].language,
      domain: editions[id].domain,
      brandName: editions[id].brandName,
    })),
  );
}

export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from editions`);
  if (Number(row?.n ?? 0) > 0) return false;
  await seed(db, options);
  return true;
}
