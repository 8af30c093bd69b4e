import pg from 'pg';
import { log } from '@/lib/log/logger.mjs';
import type { Db } from './types';

/** A stable number for a job's name: the key of its advisory lock. */
function lockKey(name: string): bigint {
  let hash = 0xcbf29ce484222325n;
  for (const char of Buffer.from(name)) hash = BigInt.asUintN(64, (hash ^ BigInt(char)) * 0x100000001b3n);
  return BigInt.asIntN(64, hash);
}

/**
 * Runs `job` unless another instance on the same PostgreSQL database runs the job of that name now (a
 * session-level advisory lock on a connection of its own: PostgreSQL lets it go if the process dies). Answers
 * whether it ran. The embedded database belongs to one process: the job simply runs.
 */
export async function runAlone(db: Db, name: string, job: () => Promise<unknown>): Promise<boolean> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    await job();
    return true;
  }
  const connection = await client.connect();
  const key = lockKey(name).toString();
  let locked = false;
  try {
    locked = (await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key])).rows[0].locked;
    if (!locked) return false;
    await job();
    return true;
  } finally {
    if (locked) await connection.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    connection.release();
  }
}

/**
 * Runs `job` every `everyMs` on one instance at a time (see runAlone), started once per process whatever calls it;
 * a failure is logged as `failure` and the job is simply tried again the next time.
 */
export function runAloneEvery(name: string, everyMs: number, getDb: () => Promise<Db>, job: (db: Db) => Promise<unknown>, failure: string): void {
  const key = Symbol.for(`vacances.runAloneEvery.${name}`);
  const holder = globalThis as Record<symbol, boolean | undefined>;
  if (holder[key]) return;
  holder[key] = true;
  setInterval(async () => {
    try {
      const db = await getDb();
      await runAlone(db, name, () => job(db));
    } catch (error) {
      log.warn({ err: error }, failure);
    }
  }, everyMs).unref();
}
