import type { Context } from 'hono';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { addressKey } from '@/lib/security/client-address';
import { visitorWords } from '@/lib/forms/visitor-words';
import type { Db } from '@/server/db/types';
import type { ApiEnv } from './env';
import { ApiError } from './errors';
import { sharedRateLimiter } from './rate-limiter-store';
import { requestAddress } from './request-address';

const HOUR = 3600;

/**
 * What one address may do per hour (an IPv6 /64 counts as one address): more than a person ever needs, a family
 * behind one router included, too few for a flood to move a shop's rating, a code's figures or the editors' queue.
 */
export const ALLOWANCES = {
  contact: 5,
  share_code: 10,
  suggest_shop: 5,
  newsletter: 5,
  rating: 30,
  code_vote: 60,
  use: 300,
} as const;
export type Allowance = keyof typeof ALLOWANCES;

const byDatabase = new WeakMap<Db, Map<string, Promise<RateLimiterAbstract>>>();

/** The counters are shared (Redis, or the database), so every instance counts the same requests. */
function limiter(db: Db, prefix: string, points: number, seconds: number): Promise<RateLimiterAbstract> {
  let limiters = byDatabase.get(db);
  if (!limiters) byDatabase.set(db, (limiters = new Map()));
  let found = limiters.get(prefix);
  if (!found) {
    found = sharedRateLimiter(db, prefix, points, seconds);
    limiters.set(prefix, found);
  }
  return found;
}

/** Counts one request of the address against its allowance; past it, 429 with `Retry-After` and the wait in words. */
export async function consumeAllowance(c: Context<ApiEnv>, kind: Allowance): Promise<void> {
  const address = requestAddress(c);
  try {
    await (await limiter(c.get('db'), `allowance-${kind}`, ALLOWANCES[kind], HOUR)).consume(address ? addressKey(address) : 'unknown');
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    c.header('Retry-After', String(seconds));
    const t = visitorWords(c.get('edition'), 'forms.status');
    throw new ApiError(429, { detail: t('limited', { minutes: Math.ceil(seconds / 60) }), retry_after: seconds });
  }
}

/** Whether this is the first time in `seconds` that `key` happens (one visitor's use of one promotion an hour). */
export async function firstWithin(c: Context<ApiEnv>, scope: string, key: string, seconds: number): Promise<boolean> {
  try {
    await (await limiter(c.get('db'), `once-${scope}`, 1, seconds)).consume(key);
    return true;
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return false;
  }
}
