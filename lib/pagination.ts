/** Pure helpers of paginated lists: page count and the links of the Pagination component. */

import { withQuery } from './search-params';

/** The largest page number read: nine digits, far past any list's last page, and never past a safe integer. */
const MAX_PAGE_DIGITS = 9;

/**
 * The page a `page` value names: a whole number ≥ 1 written in digits. Leading zeros are read (`02` is page 2, the
 * way a visitor or an old link may write it); `0`, a negative or a decimal value, words and empty values name no page.
 */
export function parsePageNumber(value: string | null | undefined): number | null {
  const digits = /^0*(\d+)$/.exec(value ?? '')?.[1];
  if (digits === undefined || digits.length > MAX_PAGE_DIGITS) return null;
  const n = Number(digits);
  return n >= 1 ? n : null;
}

/** Number of pages of a list of `count` items shown `size` a page; an empty list still has its first page. */
export function pageCount(count: number, size: number): number {
  if (!Number.isFinite(count) || count <= 0 || !Number.isFinite(size) || size <= 0) return 1;
  return Math.ceil(count / size);
}

/**
 * The URL of page `page` of a list at `pathname`: page 1 is the list itself (no `page` parameter, the canonical
 * form), any other page adds `?page=N`. Other parameters are kept, in order, `page` last.
 */
export function pageHref(pathname: string, page: number, params: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key !== 'page' && value !== undefined && value !== '') search.append(key, value);
  }
  if (page > 1) search.set('page', String(Math.floor(page)));
  return withQuery(pathname, search);
}

export interface PaginationLinks {
  previous: string | null;
  next: string | null;
}

/** Previous and next links of page `page` of `pages` (null at either end). */
export function paginationLinks(pathname: string, page: number, pages: number, params: Record<string, string | undefined> = {}): PaginationLinks {
  return {
    previous: page > 1 ? pageHref(pathname, Math.min(page - 1, pages), params) : null,
    next: page < pages ? pageHref(pathname, page + 1, params) : null,
  };
}
