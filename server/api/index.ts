import { getDb } from '@/server/db';
import { invalidate } from '@/lib/cache/invalidate';
import { createApp } from './app';
import { bootstrapAccount } from './auth/bootstrap-account';

/** The database, with the deployment's first admin account once (see `bootstrapAccount`). */
async function database() {
  const db = await getDb();
  await bootstrapAccount(db);
  return db;
}

/** The process's API app, on the database chosen by DATABASE_URL; its writes invalidate the site's cached pages. */
export const api = createApp(database, invalidate);
