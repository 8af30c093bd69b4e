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
  /** Following a shop, a category or a search: a visitor may follow several at once from one page. */
  alert: 10,
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

const DAY = 24 * HOUR;

/** The votes an address may cast once a day per shop or per code, and the words of its refusal. */
const DAILY_VOTES = {
  rating: { prefix: 'daily-rating', words: 'ratedToday' },
  code_vote: { prefix: 'daily-code-vote', words: 'codeVotedToday' },
} as const;
export type DailyVote = keyof typeof DAILY_VOTES;

/**
 * A NEW vote of an address on one shop (`rating`) or one code (`code_vote`): one a day per address and subject, on
 * top of the hourly allowance. Fresh visitor cookies are free to make, an address is not: without it, one connection
 * clearing its cookies could still put the hourly allowance's dozens of votes on one shop every hour.
 *
 * The day is a rolling 24 hours from the vote that counted (the counter's window opens with it), and the key is the
 * subject with `addressKey` (an IPv6 /64 is one address; no known address at all counts as one, as for the
 * allowances). The caller asks only for a visitor's first vote on the subject: their own standing vote is theirs to
 * see again (409) or change. `cast` runs only when the address may vote; when it casts nothing (`counted` false: the
 * visitor's vote already stood after all, or the subject is gone) or fails, the address gets its vote back. Refused:
 * 429 with `Retry-After` (seconds until this address may vote on this subject again) and the refusal in words.
 */
export async function oncePerAddressADay<T>(
  c: Context<ApiEnv>,
  kind: DailyVote,
  subject: number,
  cast: () => Promise<T>,
  counted: (outcome: T) => boolean,
): Promise<T> {
  const address = requestAddress(c);
  const key = `${subject}:${address ? addressKey(address) : 'unknown'}`;
  const counter = await limiter(c.get('db'), DAILY_VOTES[kind].prefix, 1, DAY);
  try {
    await counter.consume(key);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    c.header('Retry-After', String(seconds));
    const t = visitorWords(c.get('edition'), 'forms.status');
    throw new ApiError(429, { detail: t(DAILY_VOTES[kind].words), retry_after: seconds });
  }
  // Giving the vote back is a courtesy: if the counter cannot take it, the address waits a day, and the visitor still
  // gets the answer their request earned.
  const giveBack = () => counter.reward(key).then(
    () => undefined,
    () => undefined,
  );
  let outcome: T;
  try {
    outcome = await cast();
  } catch (failure) {
    await giveBack();
    throw failure;
  }
  if (!counted(outcome)) await giveBack();
  return outcome;
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
