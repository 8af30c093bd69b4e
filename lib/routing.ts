import { editionIds, editions, type EditionId, type SegmentKey, type StaticPageKey } from './editions';
import { parsePageNumber } from './pagination';
import { firstOf, queryString } from './search-params';

export { carriedQuery, MAX_CARRIED_QUERY } from './redirects/carried-query.mjs';

/** Kinds of entity a free slug can denote. */
export const entityKinds = ['location', 'sublocation', 'category', 'subcategory', 'store', 'blog_post', 'blog_category'] as const;
export type EntityKind = (typeof entityKinds)[number];

/**
 * Canonical path of an entity page on its edition, from the chain of slugs root → leaf
 * (country/region/city, parent/child category, blog category/post). Stores live at the root.
 */
export function entityPath(edition: EditionId, kind: EntityKind, slugs: string[]): string {
  const segments = editions[edition].segments;
  const tail = slugs.map(encodeURIComponent).join('/');
  switch (kind) {
    case 'location':
    case 'sublocation':
      return `/${segments.destinations}/${tail}`;
    case 'category':
    case 'subcategory':
      return `/${segments.categories}/${tail}`;
    case 'blog_post':
    case 'blog_category':
      return `/${segments.blog}/${tail}`;
    case 'store':
      return `/${tail}`;
  }
}

/** Internal path of each static route: the app's folders are spelt with the French segments. */
const internalStaticPaths: Record<StaticPageKey, string> = {
  home: '/',
  destinations: '/pays',
  categories: '/categories',
  categoryPromotions: '/categories/promotions',
  comparator: '/comparateur',
  about: '/a-propos',
  legal: '/mentions-legales',
  terms: '/conditions-generales',
  blog: '/blog',
  contact: '/contact',
  cookies: '/cookies',
  faq: '/faq',
  htmlSitemap: '/html-sitemap',
  privacy: '/privacy',
  search: '/search',
  shareCode: '/partager-un-code',
  newsletter: '/newsletter',
  alerts: '/mes-alertes',
};

/** The URL path of a static route on an edition (`about` → `/over-ons` on nl-be), or null where it does not exist. */
export function staticPath(edition: EditionId, key: StaticPageKey): string | null {
  const { segments, staticPages } = editions[edition];
  if (!staticPages.includes(key)) return null;
  return key in segments ? `/${segments[key as SegmentKey]}` : internalStaticPaths[key];
}

/** The static route a URL path names on an edition, if any (trailing slash ignored). */
export function staticPageOf(edition: EditionId, pathname: string): StaticPageKey | null {
  const path = stripTrailingSlash(pathname);
  return editions[edition].staticPages.find((key) => staticPath(edition, key) === path) ?? null;
}

/**
 * The internal route answering another edition's spelling of an entity page (`/pays/espagne` on vakanties.be):
 * it finds the same place or category in this edition and redirects there. Never a public URL.
 */
export const OTHER_EDITION_ROUTE = 'other-edition';

/** The sections whose pages have a counterpart in each edition (a translation key), found by slug. */
export const translatedSections = ['destinations', 'categories'] as const satisfies readonly SegmentKey[];
export type TranslatedSection = (typeof translatedSections)[number];
const isTranslatedSection = (key: SegmentKey): key is TranslatedSection => (translatedSections as readonly string[]).includes(key);

/** The editions whose spelling of a section differs from this edition's: where a foreign URL may come from. */
export const editionsSpelledOtherwise = (edition: EditionId, section: SegmentKey): EditionId[] =>
  editionIds.filter((other) => editions[other].segments[section] !== editions[edition].segments[section]);

/** First segments that never denote an entity slug, in any edition's spelling, plus the app's own. */
export const reservedFirstSegments: ReadonlySet<string> = new Set([
  ...Object.values(internalStaticPaths).map((p) => p.split('/')[1]).filter(Boolean),
  ...editionIds.flatMap((id) => Object.values(editions[id].segments).map((s) => s.split('/')[0])),
  'about',
  'legal',
  'terms',
  'not-found',
  'api',
  '_next',
  // The editors' uploads and their screens.
  'media',
  'admin',
  // The ways out to merchants.
  'go',
  OTHER_EDITION_ROUTE,
]);

export const stripTrailingSlash = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);

/** Translatable segment prefixes, longest first so `categories/promotions` wins over `categories`. */
const segmentKeys = (Object.keys(editions['fr-be'].segments) as SegmentKey[]).sort(
  (a, b) => editions['fr-be'].segments[b].split('/').length - editions['fr-be'].segments[a].split('/').length,
);
const internalSegments = editions['fr-be'].segments;

function startsWithSegments(segments: string[], prefix: string): boolean {
  const parts = prefix.split('/');
  return parts.every((part, i) => segments[i] === part);
}

export type PathResolution =
  | { kind: 'rewrite'; internalPath: string }
  | { kind: 'redirect'; location: string };

/**
 * How the proxy serves a URL path on an edition. The app's folders use the French segments; a Dutch URL
 * (`/bestemmingen/x`) is rewritten to them, and another edition's spelling of a translated segment
 * (`/pays` on vakanties.be, `/over-ons` on vacances.be) answers 301 to the edition's own spelling; below a
 * destination or a category segment, to the same entity's page in this edition (the other-edition route). A trailing
 * slash answers 301 to the path without it (the API keeps its slashes: it never reaches this function).
 */
export function resolvePath(edition: EditionId, pathname: string): PathResolution {
  const clean = stripTrailingSlash(pathname.replace(/\/{2,}/g, '/'));
  if (clean !== pathname) return { kind: 'redirect', location: clean };
  const segments = clean.split('/').slice(1);
  const own = editions[edition].segments;
  for (const key of segmentKeys) {
    if (startsWithSegments(segments, own[key])) {
      const rest = segments.slice(own[key].split('/').length);
      return { kind: 'rewrite', internalPath: ['', ...internalSegments[key].split('/'), ...rest].join('/') };
    }
  }
  const foreign = foreignSection(edition, segments);
  if (foreign) {
    // An entity's slug differs between editions too (`espagne`, `spanje`): only its own page can tell.
    if (foreign.rest.length > 0 && isTranslatedSection(foreign.key)) {
      return { kind: 'rewrite', internalPath: ['', OTHER_EDITION_ROUTE, foreign.key, ...foreign.rest].join('/') };
    }
    return { kind: 'redirect', location: ['', ...own[foreign.key].split('/'), ...foreign.rest].join('/') };
  }
  return { kind: 'rewrite', internalPath: clean };
}

/** Another edition's spelling of a section at the start of a path: the section and what follows it. */
function foreignSection(edition: EditionId, segments: string[]): { key: SegmentKey; rest: string[] } | null {
  const own = editions[edition].segments;
  for (const key of segmentKeys) {
    for (const other of editionIds) {
      const foreign = editions[other].segments[key];
      if (foreign !== own[key] && startsWithSegments(segments, foreign)) return { key, rest: segments.slice(foreign.split('/').length) };
    }
  }
  return null;
}

/**
 * A path with its section in the edition's own spelling (`/pays/spanje` → `/bestemmingen/spanje` on nl-be), the
 * rest untouched: how a page that knows its internal path, with the edition's own slugs, spells its public URL.
 */
export function ownSpelling(edition: EditionId, pathname: string): string {
  const segments = pathname.split('/').slice(1);
  const foreign = foreignSection(edition, segments);
  return foreign ? ['', ...editions[edition].segments[foreign.key].split('/'), ...foreign.rest].join('/') : pathname;
}

/**
 * A `page` of 0, negative or not a whole number (or given twice) answers 301 to the same URL without it, other
 * parameters kept. Returns the search string to redirect to (`''` or `?a=b`), or null when `page` is fine. A page
 * written with leading zeros (`02`) names page 2 and is served as such: its canonical link says `?page=2`.
 */
export function invalidPageRedirect(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has('page')) return null;
  const valid = params.getAll('page').length === 1 && parsePageNumber(params.get('page')) !== null;
  if (valid) return null;
  params.delete('page');
  return queryString(params);
}

/** The `page` of a list: a whole number ≥ 1 (the proxy has already redirected anything else), 1 by default. */
export function pageNumber(value: string | string[] | undefined): number {
  return parsePageNumber(firstOf(value)) ?? 1;
}

/** More than four path segments is not a page, except a blog post. */
const MAX_SEGMENTS = 4;
export function isTooDeep(segments: readonly string[], kind?: EntityKind): boolean {
  return segments.length > MAX_SEGMENTS && kind !== 'blog_post';
}

/**
 * The route guard's reading of slugs: with three slugs the parent is the second and the slug the
 * third; with two the parent is the first and the slug the second; otherwise only the slug.
 */
export function slugAndParent(slugs: readonly string[]): { slug: string; parent?: string } {
  if (slugs.length >= 3) return { slug: slugs[2], parent: slugs[1] };
  if (slugs.length === 2) return { slug: slugs[1], parent: slugs[0] };
  return { slug: slugs[0] ?? '' };
}

/** Scroll to the top on navigation unless the URL has a hash. */
export const shouldScrollToTop = (url: string): boolean => !/#./.test(url);

/** The query that fills in the shop of the "share a code" form. */
export const SHARED_SHOP_QUERY = 'shop';

/** The "share a code" page, with the shop filled in when one is given (a shop page's button). */
export function shareCodeHref(edition: EditionId, shopName?: string): string {
  const path = staticPath(edition, 'shareCode') ?? '/partager-un-code';
  return shopName ? `${path}?${SHARED_SHOP_QUERY}=${encodeURIComponent(shopName)}` : path;
}
