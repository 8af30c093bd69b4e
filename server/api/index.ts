import { getDb } from '@/server/db';
import { invalidate } from '@/lib/cache/invalidate';
import { createApp } from './app';

/** The process's API app, on the database chosen by DATABASE_URL; its writes invalidate the site's cached pages. */
export const api = createApp(getDb, invalidate);
