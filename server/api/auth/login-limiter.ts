import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '@/server/db/types';
import { sharedRateLimiter } from '../core/rate-limiter-store';

/** Failed logins allowed per account in a window: enough for typos, far too few to guess a password. */
export const FAILURES_PER_ACCOUNT = 5;
/** Per address, a little more: several editors of one office share one. */
export const FAILURES_PER_ADDRESS = 20;
export const FAILURE_WINDOW_SECONDS = 15 * 60;

interface LoginLimiters {
  account: RateLimiterAbstract;
  address: RateLimiterAbstract;
}

const byDatabase = new WeakMap<Db, Promise<LoginLimiters>>();

/** The counters are shared (Redis, or the database), so that every instance counts the same failures. */
function limiters(db: Db): Promise<LoginLimiters> {
  let found = byDatabase.get(db);
  if (!found) {
    const store = (keyPrefix: string, points: number) => sharedRateLimiter(db, keyPrefix, points, FAILURE_WINDOW_SECONDS);
    found = Promise.all([store('login-account', FAILURES_PER_ACCOUNT), store('login-address', FAILURES_PER_ADDRESS)]).then(([account, address]) => ({ account, address }));
    byDatabase.set(db, found);
  }
  return found;
}

/** Seconds until a login may be tried again for this account or from this address; 0 when it may now. */
export async function loginBlockedFor(db: Db, account: string, address: string): Promise<number> {
  const { account: perAccount, address: perAddress } = await limiters(db);
  const [a, b] = await Promise.all([perAccount.get(account), perAddress.get(address)]);
  const waits = [
    a && a.consumedPoints >= FAILURES_PER_ACCOUNT ? a.msBeforeNext : 0,
    b && b.consumedPoints >= FAILURES_PER_ADDRESS ? b.msBeforeNext : 0,
  ];
  return Math.ceil(Math.max(...waits) / 1000);
}

/** Counts a failed login against the account and the address. */
export async function countFailedLogin(db: Db, account: string, address: string): Promise<void> {
  const { account: perAccount, address: perAddress } = await limiters(db);
  // Past the limit, consume() rejects with the counter: the failure is counted all the same.
  await Promise.allSettled([perAccount.consume(account), perAddress.consume(address)]);
}

/** A successful login clears the account's failures (not the address's: another account may be under attack). */
export async function clearFailedLogins(db: Db, account: string): Promise<void> {
  await (await limiters(db)).account.delete(account);
}
