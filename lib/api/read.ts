import { ApiRequestError, apiGet, type QueryValue } from './transport';
import type { EditionId } from '@/lib/editions';

/**
 * Whether the API answered "temporarily unavailable" (503: its database cannot be reached). A page then fails as a
 * whole, to be answered 503 "come back in a minute", rather than show empty lists that say "nothing here" (and be
 * cached, and indexed, so).
 */
export const isServiceUnavailable = (error: unknown): boolean => error instanceof ApiRequestError && error.status === 503;

/**
 * A read whose failure must not take the page down (most data-load failures are logged and the
 * page shows empty data), except an outage of the database. A 404 is an answer, not a failure, and is not logged.
 */
export async function readOr<T>(fallback: T, path: string, edition: EditionId, query?: Record<string, QueryValue>): Promise<T> {
  try {
    return await apiGet<T>(path, edition, query);
  } catch (error) {
    if (isServiceUnavailable(error)) throw error;
    if (!(error instanceof ApiRequestError && error.status === 404)) console.error(`read ${path} (${edition}) failed:`, error);
    return fallback;
  }
}

/** A read whose 404 means the page does not exist; any other failure is the error page's business. */
export async function readOrNull<T>(path: string, edition: EditionId, query?: Record<string, QueryValue>): Promise<T | null> {
  try {
    return await apiGet<T>(path, edition, query);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const emptyPage = { count: 0, next: null, previous: null, results: [] };
