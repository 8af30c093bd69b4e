import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from './raw';
import type { Db } from './types';

const JOURNAL = path.join(process.cwd(), 'server/db/migrations/meta/_journal.json');

let shipped: number | undefined;

/** How many migrations this build ships: read once, as the build does not change under a running server. */
function shippedMigrations(): number {
  shipped ??= (JSON.parse(fs.readFileSync(JOURNAL, 'utf8')) as { entries: unknown[] }).entries.length;
  return shipped;
}

/** Whether the database has every migration this build ships (drizzle records each one it applies). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  try {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return Number(row?.n ?? 0) >= shippedMigrations();
  } catch {
    return false;
  }
}
