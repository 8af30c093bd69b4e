import { createClient } from 'redis';
import { log } from '@/lib/log/logger.mjs';

export type RedisConnection = ReturnType<typeof createClient>;

const KEY = Symbol.for('vacances.redisConnection');
type Holder = { client?: RedisConnection | null; connecting?: Promise<void> };
const holder = ((globalThis as Record<symbol, unknown>)[KEY] ??= {}) as Holder;

/**
 * The process's Redis connection for what the instances count together (the rate limits), opened on first use; null
 * without REDIS_URL. Commands fail at once while it is down (no queue): the callers fall back to the database. The
 * server front closes it on a clean stop, through the same global.
 */
export function redisConnection(): RedisConnection | null {
  if (holder.client !== undefined) return holder.client;
  const url = process.env.REDIS_URL?.trim();
  if (!url) return (holder.client = null);
  const client = createClient({ url, disableOfflineQueue: true });
  client.on('error', (error) => log.warn({ err: error }, 'Redis connection for the rate limits'));
  holder.connecting = client
    .connect()
    .then(() => undefined)
    .catch((error) => log.warn({ err: error }, 'Redis for the rate limits could not be reached; the database counts instead'));
  holder.client = client;
  return client;
}

/**
 * The connection once it is up, waiting at most a second for the first one: a counter must not start in the
 * database and go on in Redis, or neither would reach the limit.
 */
export async function readyRedisConnection(): Promise<RedisConnection | null> {
  const client = redisConnection();
  if (client && !client.isReady) await Promise.race([holder.connecting, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  return client;
}
