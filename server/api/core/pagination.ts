import type { Context } from 'hono';
import { absoluteUrl } from '@/lib/editions';
import type { ApiEnv } from './env';
import { refusal } from './errors';

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/**
 * The link to another page of the same list: the request's path and query on the edition's configured origin.
 * The request's Host (and X-Forwarded-*) never goes in: a cached answer would hand a forged origin to everyone.
 */
function pageUrl(c: Context<ApiEnv>, page: number): string {
  const url = new URL(c.req.url);
  if (page <= 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return absoluteUrl(c.get('edition'), `${url.pathname}${url.search}`);
}

/** `{count, next, previous, results}`; a page past the last answers 404 "Invalid page." as DRF does. */
export function pageOf<T>(c: Context<ApiEnv>, args: { page: number; size: number; count: number; results: T[] }): Page<T> {
  const { page, size, count, results } = args;
  const last = Math.max(1, Math.ceil(count / size));
  if (page > last) throw refusal(404, { key: 'invalidPage' });
  return {
    count,
    next: page < last ? pageUrl(c, page + 1) : null,
    previous: page > 1 ? pageUrl(c, page - 1) : null,
    results,
  };
}

export const offsetOf = (page: number, size: number) => (page - 1) * size;
