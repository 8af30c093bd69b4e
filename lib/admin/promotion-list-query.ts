import { promotionKinds, type PromotionKind } from '@/lib/promotions/kinds';
import { editorListStatuses, promotionOrderings, promotionSources, type EditorListStatus, type PromotionOrdering } from '@/lib/schemas/promotion-editor-list';
import { firstOf, type PageSearchParams } from '@/lib/search-params';
import { pageNumber } from '@/lib/routing';
import { categoryId, listHref, oneOf, searchText } from './list-query';

/** A feed's id from the address, when it is one the API could hold. */
const itemId = (value: string | undefined): number | undefined => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

export type PromotionSourceFilter = (typeof promotionSources)[number];

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
  /** Where they came from: the editors' own (`manual`), any feed (`feed`), or one network's feeds. */
  source?: PromotionSourceFilter;
  /** Only those one feed brought (the list opened from that feed's screen). */
  feed?: number;
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
    source: oneOf(promotionSources, firstOf(params.source)),
    feed: itemId(firstOf(params.feed)),
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
  if (filters.source) out.source = filters.source;
  if (filters.feed) out.feed = String(filters.feed);
  if (filters.ordering !== '-updated_at') out.ordering = filters.ordering;
  return out;
}

/** The list's address with some filters changed; any change but the page goes back to the first page. */
export function promotionListHref(filters: PromotionListFilters, change: Partial<PromotionListFilters>): string {
  const next = { ...filters, page: 1, ...change };
  return listHref('/admin/promotions', promotionApiQuery(next), next.page);
}
