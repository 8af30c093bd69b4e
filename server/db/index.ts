import { openDatabase, type DbHandle } from './client';
import { seedIfEmpty } from './seed';
import type { Db } from './types';

export type { Db };

type Holder = { promise?: Promise<DbHandle>; close?: () => Promise<void> };
// Next.js may instantiate this module in several bundles of one process: the handle lives on globalThis,
// so one process opens the database once.
const holder: Holder = ((globalThis as Record<string, unknown>).__vacancesDb ??= {}) as Holder;

async function openDefault(): Promise<DbHandle> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database must not be opened during `next build`: pages read it per request.');
  }
  return openDatabase({
    url: process.env.DATABASE_URL,
    afterMigrate: async (db) => {
      if (process.env.SEED_ON_START !== 'false') await seedIfEmpty(db);
    },
  });
}

/** The process's database, opened (migrated, seeded when empty) on first use. */
async function getDbHandle(): Promise<DbHandle> {
  holder.promise ??= openDefault().catch((error) => {
    holder.promise = undefined;
    throw error;
  });
  return holder.promise;
}

/**
 * Closes the process's database (its pool, or PGlite and its lock) for a clean stop. It is reached through
 * `globalThis.__vacancesDb.close` by the server front, which runs outside Next's bundles.
 */
holder.close = async () => {
  const opening = holder.promise;
  holder.promise = undefined;
  const handle = await opening?.catch(() => undefined);
  await handle?.close();
};

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

