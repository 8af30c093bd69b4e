import { contentStatuses, type ContentStatus } from '@/lib/schemas/content-status';
import { postOrderings, type PostOrdering } from '@/lib/schemas/post-editor-list';
import { pageNumber } from '@/lib/routing';
import { firstOf, type PageSearchParams } from '@/lib/search-params';
import { categoryId, listHref, oneOf, searchText } from './list-query';

/** What the editors' post list shows, as its address says; a value it does not know is left out, never an error. */
export interface PostListFilters {
  q: string;
  status?: ContentStatus;
  category?: number;
  ordering: PostOrdering;
  page: number;
}

export function postListQuery(params: PageSearchParams): PostListFilters {
  return {
    q: searchText(params),
    status: oneOf(contentStatuses, firstOf(params.status)),
    category: categoryId(params),
    ordering: oneOf(postOrderings, firstOf(params.ordering)) ?? '-updated_at',
    page: pageNumber(params.page),
  };
}

/** The filters as the API's query (`GET /posts/editable/`), without the page. */
export function postApiQuery(filters: PostListFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.q) out.q = filters.q;
  if (filters.status) out.status = filters.status;
  if (filters.category) out.category = String(filters.category);
  if (filters.ordering !== '-updated_at') out.ordering = filters.ordering;
  return out;
}

/** The list's address with some filters changed; any change but the page goes back to the first page. */
export function postListHref(filters: PostListFilters, change: Partial<PostListFilters>): string {
  const next = { ...filters, page: 1, ...change };
  return listHref('/admin/posts', postApiQuery(next), next.page);
}
