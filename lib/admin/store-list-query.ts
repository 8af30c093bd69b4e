import { contentStatuses, type ContentStatus } from '@/lib/schemas/content-status';
import { storeOrderings } from '@/lib/schemas/store-editor-list';
import { pageNumber } from '@/lib/routing';
import { firstOf, type PageSearchParams } from '@/lib/search-params';
import { listHref, oneOf, searchText } from './list-query';

type StoreOrdering = (typeof storeOrderings)[number];

/** What the editors' shop list shows, as its address says; a value it does not know is left out, never an error. */
export interface StoreListFilters {
  q: string;
  status?: ContentStatus;
  ordering: StoreOrdering;
  page: number;
}

export function storeListQuery(params: PageSearchParams): StoreListFilters {
  return {
    q: searchText(params),
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
  return listHref('/admin/stores', storeApiQuery(next), next.page);
}
