import type { Context } from 'hono';
import { ApiError } from './errors';

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

function pageUrl(c: Context, page: number): string {
  const url = new URL(c.req.url);
  if (page <= 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

/** `{count, next, previous, results}`; a page past the last answers 404 "Invalid page." as DRF does. */
export function pageOf<T>(c: Context, args: { page: number; size: number; count: number; results: T[] }): Page<T> {
  const { page, size, count, results } = args;
  const last = Math.max(1, Math.ceil(count / size));
  if (page > last) throw new ApiError(404, { detail: 'Invalid page.' });
  return {
    count,
    next: page < last ? pageUrl(c, page + 1) : null,
    previous: page > 1 ? pageUrl(c, page - 1) : null,
    results,
  };
}

export const offsetOf = (page: number, size: number) => (page - 1) * size;
