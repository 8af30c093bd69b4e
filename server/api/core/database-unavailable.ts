import { DatabaseLockedError } from '@/server/db/lock';

/**
 * Connection-level failures of PostgreSQL and the node-postgres driver: the server is down, restarting, refusing
 * connections or unreachable. A query's own error (a constraint, a syntax error) is none of these.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

const UNAVAILABLE_MESSAGES = /Connection terminated|connection timeout|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/** Whether `error` (or one of its causes) says the database cannot be reached now, rather than that a query is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseLockedError) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (e instanceof Error && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}
