import { getDb } from '@/server/db';
import { createApp } from './app';

/** The process's API app, on the database chosen by DATABASE_URL. */
export const api = createApp(getDb);
