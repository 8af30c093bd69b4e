import { contentStatuses, type ContentStatus } from '@/lib/schemas/content-status';
import { postOrderings, type PostOrdering } from '@/lib/schemas/post-editor-list';
import { pageNumber } from '@/lib/routing';
import { firstOf, type PageSearchParams } from '@/lib/search-params';

/** What the editors' post list shows, as its address says; a value it does not know is left out, never an error. */
export interface PostListFilters {
  q: string;
  status?: ContentStatus;
  category?: number;
  ordering: PostOrdering;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined => values.find((v) => v === value);

export function postListQuery(params: PageSearchParams): PostListFilters {
  const category = Number(firstOf(params.category));
  return {
    q: (firstOf(params.q) ?? '').trim().slice(0, 200),
    status: oneOf(contentStatuses, firstOf(params.status)),
    category: Number.isInteger(category) && category > 0 && category < 1e9 ? category : undefined,
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
  const query = new URLSearchParams(postApiQuery(next));
  if (next.page > 1) query.set('page', String(next.page));
  const search = query.toString();
  return `/admin/posts${search ? `?${search}` : ''}`;
}
