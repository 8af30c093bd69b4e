import { openDatabase, type DbHandle } from './client';
import { seedIfEmpty } from './seed';
import type { Db } from './types';

export type { Db };

type Holder = { promise?: Promise<DbHandle> };
// Next.js may instantiate this module in several bundles of one process: the handle lives on globalThis,
// so one process opens the database once.
const holder: Holder = ((globalThis as Record<string, unknown>).__vacancesDb ??= {}) as Holder;

async function openDefault(): Promise<DbHandle> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database must not be opened during `next build`: pages read it per request.');
  }
  const handle = await openDatabase({ url: process.env.DATABASE_URL });
  if (process.env.SEED_ON_START !== 'false') await seedIfEmpty(handle.db);
  return handle;
}

/** The process's database, opened (migrated, seeded when empty) on first use. */
async function getDbHandle(): Promise<DbHandle> {
  holder.promise ??= openDefault().catch((error) => {
    holder.promise = undefined;
    throw error;
  });
  return holder.promise;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

