import { RateLimiterDrizzle, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { REDIS_KEY_PREFIX } from '@/lib/redis-keys.mjs';
import { rateLimits } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { readyRedisConnection } from './redis-connection';

/**
 * A counter of `points` per `seconds` that every instance shares: in Redis when REDIS_URL is set, with the
 * database as its stand-in while Redis is down; in the database (`rate_limits`) otherwise.
 */
export async function sharedRateLimiter(db: Db, keyPrefix: string, points: number, seconds: number): Promise<RateLimiterAbstract> {
  const inDatabase = new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix, points, duration: seconds, clearExpiredByTimeout: false });
  const redis = await readyRedisConnection();
  if (!redis) return inDatabase;
  return new RateLimiterRedis({
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: inDatabase,
    keyPrefix: `${REDIS_KEY_PREFIX}rl:${keyPrefix}`,
    points,
    duration: seconds,
  });
}
