import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { BURST_CLICKS_PER_MINUTE } from '@/lib/clicks/constants';
import { REDIS_KEY_PREFIX } from '@/lib/redis-keys.mjs';
import { readyRedisConnection } from '@/server/api/core/redis-connection';

const KEY_PREFIX = 'go-burst';
let counter: Promise<RateLimiterAbstract> | null = null;

/**
 * One address's clicks of the last minute, shared by the instances through Redis when there is one. Without Redis
 * the site runs as one instance, and its memory is the whole count; no database round trip delays the redirect.
 */
async function burstCounter(): Promise<RateLimiterAbstract> {
  const inMemory = new RateLimiterMemory({ keyPrefix: KEY_PREFIX, points: BURST_CLICKS_PER_MINUTE, duration: 60 });
  const redis = await readyRedisConnection();
  if (!redis) return inMemory;
  return new RateLimiterRedis({
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: inMemory,
    keyPrefix: `${REDIS_KEY_PREFIX}rl:${KEY_PREFIX}`,
    points: BURST_CLICKS_PER_MINUTE,
    duration: 60,
  });
}

/** Whether this click is beyond the address's allowance of the minute: a machine's, kept apart from the figures. */
export async function isBurstClick(addressKey: string): Promise<boolean> {
  counter ??= burstCounter();
  try {
    await (await counter).consume(addressKey);
    return false;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return true;
    // A counter that cannot answer never costs a visitor their click's place in the figures.
    return false;
  }
}
