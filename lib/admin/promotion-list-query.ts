import { promotionKinds, type PromotionKind } from '@/lib/promotions/kinds';
import { editorListStatuses, promotionOrderings, type EditorListStatus, type PromotionOrdering } from '@/lib/schemas/promotion-editor-list';
import { firstOf, type PageSearchParams } from '@/lib/search-params';
import { pageNumber } from '@/lib/routing';
import { categoryId, listHref, oneOf, searchText } from './list-query';

/** What the editors' promotion list shows, as its address says; a value it does not know is left out, never an error. */
export interface PromotionListFilters {
  q: string;
  status?: EditorListStatus;
  kind?: PromotionKind;
  category?: number;
  expired?: boolean;
  /** Ending within the dashboard's warning period. */
  endingSoon?: boolean;
  /** Only those whose code visitors say fails. */
  failing?: boolean;
  ordering: PromotionOrdering;
  page: number;
}

export function promotionListQuery(params: PageSearchParams): PromotionListFilters {
  const expired = firstOf(params.expired);
  return {
    q: searchText(params),
    status: oneOf(editorListStatuses, firstOf(params.status)),
    kind: oneOf(promotionKinds, firstOf(params.kind)),
    category: categoryId(params),
    expired: expired === 'true' ? true : expired === 'false' ? false : undefined,
    endingSoon: firstOf(params.ending_soon) === 'true' || undefined,
    failing: firstOf(params.failing) === 'true' || undefined,
    ordering: oneOf(promotionOrderings, firstOf(params.ordering)) ?? '-updated_at',
    page: pageNumber(params.page),
  };
}

/** The filters as the API's query (`GET /promotions/editable/` and its `ids/`), without the page. */
export function promotionApiQuery(filters: PromotionListFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.q) out.q = filters.q;
  if (filters.status) out.status = filters.status;
  if (filters.kind) out.kind = filters.kind;
  if (filters.category) out.category = String(filters.category);
  if (filters.expired !== undefined) out.expired = String(filters.expired);
  if (filters.endingSoon) out.ending_soon = 'true';
  if (filters.failing) out.failing = 'true';
  if (filters.ordering !== '-updated_at') out.ordering = filters.ordering;
  return out;
}

/** The list's address with some filters changed; any change but the page goes back to the first page. */
export function promotionListHref(filters: PromotionListFilters, change: Partial<PromotionListFilters>): string {
  const next = { ...filters, page: 1, ...change };
  return listHref('/admin/promotions', promotionApiQuery(next), next.page);
}
