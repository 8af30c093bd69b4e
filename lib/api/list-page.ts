import { notFound } from 'next/navigation';
import { ApiRequestError, apiGet, type QueryValue } from './transport';
import type { Paginated } from './types/common';
import type { EditionId } from '@/lib/editions';
import { pageCount } from '@/lib/pagination';

export interface ListPage<T> {
  items: T[];
  count: number;
  page: number;
  pages: number;
  /** The read failed (logged): the page shows its empty state rather than an error. */
  failed: boolean;
}

/** The API answers a page past the last with 404 (as DRF does): the list page is then a 404 too. */
export const isPastLastPage = (error: unknown, page: number): boolean => error instanceof ApiRequestError && error.status === 404 && page > 1;

/**
 * One page of a paginated list (`?page=N&size=S`, no `page` for the first). A page past the last answers
 * `notFound()`; any other failure is logged and gives an empty page (the page shows empty data).
 */
export async function readListPage<T>(
  path: string,
  edition: EditionId,
  { page, size, query = {} }: { page: number; size: number; query?: Record<string, QueryValue> },
): Promise<ListPage<T>> {
  let data: Paginated<T> | null = null;
  let pastLast = false;
  try {
    data = await apiGet<Paginated<T>>(path, edition, { ...query, size, page: page > 1 ? page : undefined });
  } catch (error) {
    pastLast = isPastLastPage(error, page);
    if (!pastLast) console.error(`read ${path} (${edition}, page ${page}) failed:`, error);
  }
  // notFound() throws: it must stay out of the try above.
  if (pastLast) notFound();
  if (!data) return { items: [], count: 0, page, pages: 1, failed: true };
  const pages = pageCount(data.count, size);
  if (page > pages) notFound();
  return { items: data.results, count: data.count, page, pages, failed: false };
}
