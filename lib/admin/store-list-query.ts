import { contentStatuses, type ContentStatus } from '@/lib/schemas/content-status';
import { storeOrderings } from '@/lib/schemas/store-editor-list';
import { pageNumber } from '@/lib/routing';
import { firstOf, type PageSearchParams } from '@/lib/search-params';

type StoreOrdering = (typeof storeOrderings)[number];

/** What the editors' shop list shows, as its address says; a value it does not know is left out, never an error. */
export interface StoreListFilters {
  q: string;
  status?: ContentStatus;
  ordering: StoreOrdering;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined => values.find((v) => v === value);

export function storeListQuery(params: PageSearchParams): StoreListFilters {
  return {
    q: (firstOf(params.q) ?? '').trim().slice(0, 200),
    status: oneOf(contentStatuses, firstOf(params.status)),
    ordering: oneOf(storeOrderings, firstOf(params.ordering)) ?? 'name',
    page: pageNumber(params.page),
  };
}

/** The filters as the API's query (`GET /stores/editable/`), without the page. */
export function storeApiQuery(filters: StoreListFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.q) out.q = filters.q;
  if (filters.status) out.status = filters.status;
  if (filters.ordering !== 'name') out.ordering = filters.ordering;
  return out;
}

/** The list's address with some filters changed; any change but the page goes back to the first page. */
export function storeListHref(filters: StoreListFilters, change: Partial<StoreListFilters>): string {
  const next = { ...filters, page: 1, ...change };
  const query = new URLSearchParams(storeApiQuery(next));
  if (next.page > 1) query.set('page', String(next.page));
  const search = query.toString();
  return `/admin/stores${search ? `?${search}` : ''}`;
}
