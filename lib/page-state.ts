import { comparatorSearch, parseComparatorQuery } from './comparator/query';
import { OTHER_EDITION_ROUTE, reservedFirstSegments } from './routing';
import { parsePageNumber } from './pagination';
import type { PageSearchParams } from './search-params';
import { isSearchKind, searchText } from './search/contract';
import { decodeSegments } from './slug-dispatch';

/**
 * The part of a query that changes what an entity's page shows: its list's `page` and the code/offer filter
 * `type`. Nothing else in a query (tracking parameters, typos) makes another page.
 *
 * A page that read the query itself would be rendered afresh on every visit. So the proxy carries this state
 * in the path instead, as one last segment (`/zalando?page=2` is served by `/fr-BE/zalando/~page=2`): each
 * page of each list is cached on its own, and a link with `?utm_source=…` shares the cached copy. Slugs are
 * made of letters, digits and dashes, so no slug begins with the mark.
 *
 * The comparator's state is its whole filter set, normalised the way its own links write it, so two spellings of
 * one search share one cached page.
 */
export const PAGE_STATE_MARK = '~';

const typeValues = new Set(['code', 'offer']);

/** The state of a query, normalised: `page` above 1 (`02` as `2`), a known `type`, in a fixed order; '' when there is none. */
export function pageStateOf(search: string | URLSearchParams): string {
  const query = new URLSearchParams(search);
  const state = new URLSearchParams();
  const page = parsePageNumber(query.get('page'));
  if (page !== null && page > 1) state.set('page', String(page));
  const type = query.get('type');
  if (type !== null && typeValues.has(type)) state.set('type', type);
  return state.toString();
}

/**
 * Whether an internal path is a paginated page whose route reads the state segment: an entity (a shop, a
 * destination, a category, a blog category or post), the blog's list, or the list of all promotions.
 */
export function carriesPageState(internalPath: string): boolean {
  const [first, second] = internalPath.split('/').filter(Boolean);
  if (first === undefined) return false;
  if (first === 'blog' || first === OTHER_EDITION_ROUTE) return true;
  if (first === 'pays') return second !== undefined;
  if (first === 'categories') return second !== undefined;
  return !reservedFirstSegments.has(first);
}

/** A path a visitor typed with the state mark in it, or naming an internal route: never a page of ours. */
export const isInternalOnlyPath = (pathname: string): boolean => {
  const segments = pathname.split('/');
  return segments[1] === OTHER_EDITION_ROUTE || segments.some((segment) => segment.startsWith(PAGE_STATE_MARK));
};

/** The comparator's internal path: the bare comparator is the page search engines index. */
const COMPARATOR_PATH = '/comparateur';

/** The search page's internal path. */
const SEARCH_PATH = '/search';

/** A search text in the state as base64url: any character a visitor types, and never a `%` the route would decode. */
const encodeText = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const decodeText = (encoded: string | null) => (encoded && /^[\w-]+$/.test(encoded) ? Buffer.from(encoded, 'base64url').toString('utf8') : '');

/**
 * The search page's state: the text (trimmed, its runs of white space one space), one kind of result if any, and
 * that kind's page past the first, in a fixed order. Null without a text: the bare search page, which asks for one.
 * Carried in the path like every list's state, each search is one cached page, rendered whole before it is
 * answered, so a page past the last answers 404 with the 404 page. The text travels encoded (`q`), since the route
 * hands a percent-escape to the page and to its metadata decoded differently.
 */
export function searchStateOf(search: string | URLSearchParams): string | null {
  const query = new URLSearchParams(search);
  const text = searchText(query.get('str'));
  if (!text) return null;
  const state = new URLSearchParams({ q: encodeText(text) });
  const kind = query.get('kind');
  if (isSearchKind(kind)) {
    state.set('kind', kind);
    const page = parsePageNumber(query.get('page'));
    if (page !== null && page > 1) state.set('page', String(page));
  }
  return state.toString();
}

/**
 * The comparator's state: its filters as its own links write them. A query holding nothing it reads still makes
 * a variant (an empty state), which is noindex like any other, as the bare comparator is the one page indexed.
 */
export function comparatorStateOf(search: string | URLSearchParams): string | null {
  const query = new URLSearchParams(search);
  if (query.size === 0) return null;
  return comparatorSearch(parseComparatorQuery(query));
}

/** The internal path of a paginated page or of the comparator with its query's state appended, or unchanged when there is none. */
export function withPageState(internalPath: string, search: string): string {
  const state = stateFor(internalPath, search);
  return state === null ? internalPath : `${internalPath}/${PAGE_STATE_MARK}${state}`;
}

function stateFor(internalPath: string, search: string): string | null {
  if (internalPath === COMPARATOR_PATH) return comparatorStateOf(search);
  if (internalPath === SEARCH_PATH) return searchStateOf(search);
  if (!carriesPageState(internalPath)) return null;
  return pageStateOf(search) || null;
}

/** The raw state a route's last segment carries (`~page=2` → `page=2`), or null when it carries none. */
function stateOfLast(segments: readonly string[] | undefined): string | null {
  const last = segments?.at(-1);
  const decoded = last === undefined ? null : decodeSegments([last])?.[0];
  return decoded?.startsWith(PAGE_STATE_MARK) ? decoded.slice(PAGE_STATE_MARK.length) : null;
}

/**
 * Whether a route with no segments of its own (the comparator, the list of all promotions) was given nothing but
 * its state: no segment, or the one state segment the proxy adds. Any other segment names no page: a 404.
 */
export const holdsOnlyPageState = (segments: readonly string[] | undefined): boolean =>
  segments === undefined || segments.length === 0 || (segments.length === 1 && stateOfLast(segments) !== null);

/** The search page's query from its route's state segment: `str`, `kind` and `page` as searchStateOf wrote them. */
export function searchStateFrom(segments: readonly string[] | undefined): PageSearchParams {
  const raw = stateOfLast(segments);
  if (raw === null) return {};
  const state = new URLSearchParams(raw);
  const text = searchText(decodeText(state.get('q')));
  if (!text) return {};
  const query: PageSearchParams = { str: text };
  const kind = state.get('kind');
  if (isSearchKind(kind)) {
    query.kind = kind;
    const page = parsePageNumber(state.get('page'));
    if (page !== null && page > 1) query.page = String(page);
  }
  return query;
}

/** The comparator's query from its route's state segment; null for the bare comparator. */
export function comparatorStateFrom(segments: readonly string[] | undefined): URLSearchParams | null {
  const state = stateOfLast(segments);
  return state === null ? null : new URLSearchParams(comparatorSearch(parseComparatorQuery(new URLSearchParams(state))));
}

/** A route's segments without the state segment, and the state as the page's query. */
export function splitPageState(segments: readonly string[]): { segments: string[]; query: PageSearchParams } {
  const state = stateOfLast(segments);
  if (state === null) return { segments: [...segments], query: {} };
  return { segments: segments.slice(0, -1), query: Object.fromEntries(new URLSearchParams(pageStateOf(state))) };
}
