import { getDb } from '@/server/db';
import { invalidate } from '@/lib/cache/invalidate';
import { createApp } from './app';
import { bootstrapAccount } from './auth/bootstrap-account';
import { outboxWorker } from './mail/outbox-worker';
import { redisConnection } from './core/redis-connection';
import { startForgettingExpiredLimits } from './maintenance/expired-limits';
import { startFeedScheduler } from '@/server/feeds/feed-scheduler';
import { startForgettingOldClicks } from '@/server/clicks/click-retention';
import { startAlertDigests } from '@/server/alerts/digest-schedule';

/** The database, with the deployment's first admin account once (see `bootstrapAccount`). */
async function database() {
  const db = await getDb();
  await bootstrapAccount(db);
  return db;
}

/** Started on the first mail queued, or by `startBackgroundWork` when the server starts. */
const wakeBackgroundWork = () => outboxWorker(database).kick();

/**
 * The process's API app, on the database chosen by DATABASE_URL; its writes invalidate the site's cached pages, and
 * its queued mail is sent in the background.
 */
export const api = createApp(database, invalidate, wakeBackgroundWork);

/**
 * What the server runs beside the requests: the outbox worker, which sends what waited while it was down; the
 * connection to Redis, opened before the first visitor is counted; the deletion of spent rate counters and of
 * single clicks past their keeping; the affiliate feeds' scheduler; and the alerts' digests.
 */
export const startBackgroundWork = () => {
  redisConnection();
  wakeBackgroundWork();
  startForgettingExpiredLimits(database);
  startFeedScheduler(database, invalidate);
  startForgettingOldClicks(database);
  startAlertDigests(database, wakeBackgroundWork);
};
