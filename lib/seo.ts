import type { Metadata } from 'next';
import { absoluteUrl, editionIds, editions, type EditionId, type HtmlLang, type StaticPageKey } from './editions';
import { parsePageNumber } from './pagination';
import { ownSpelling, resolvePath, staticPath, type EntityKind } from './routing';
import { toSearchParams, type SearchInput } from './search-params';
import { editionOgImagePath, OG_HEIGHT, OG_WIDTH, pictureOgImagePath } from './og-image';
import type { SeoOverrides } from './api/types/seo';

/**
 * SEO metadata for the pages' `generateMetadata`: title, description, canonical, hreflang, robots (the JSON-LD
 * builders are in lib/json-ld). Pure: every per-edition value is read from the edition table, so the same call
 * gives the same answer on any host.
 */

/** The URL path of one page in each edition that has it; an edition left out does not have the page. */
export type EditionPaths = Partial<Record<EditionId, string>>;

/** `alternates.languages`: BCP 47 tag (plus `x-default`) → absolute URL. */
export type HreflangMap = Partial<Record<HtmlLang | 'x-default', string>>;

/** What robotsFor needs to know of a page: a static route, an entity kind, or one of the error pages. */
export type SeoPageKind = StaticPageKey | EntityKind | 'notFound' | 'error';

export interface SeoRobots {
  index: boolean;
  follow: boolean;
}

const DESCRIPTION_MAX_LENGTH = 160;
const ELLIPSIS = '…';

/**
 * The page number a canonical URL keeps: a single whole number ≥ 2. Page 1 is the list itself, and anything
 * else is redirected away by the proxy, so it must not leak into a canonical either.
 */
function canonicalPage(params: URLSearchParams): number | null {
  const values = params.getAll('page');
  const n = values.length === 1 ? parsePageNumber(values[0]) : null;
  return n !== null && n >= 2 ? n : null;
}

/**
 * The path the proxy finally serves a path at: trailing and doubled slashes dropped, and another edition's
 * (or the app's internal French) spelling of a segment turned into the edition's own. Following the proxy's
 * own redirects means a page that passes its internal path (`/pays/x` on nl-be) still gets the public URL.
 */
function publicPath(edition: EditionId, pathname: string): string {
  let path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  // Each redirect fixes one thing (slashes, then one segment), so a handful of rounds always reaches a fixed point.
  for (let round = 0; round < 4; round++) {
    const resolution = resolvePath(edition, path);
    if (resolution.kind === 'rewrite') break;
    path = resolution.location;
  }
  // The proxy sends another spelling of an entity's section to the entity's page here; a page that passes its
  // internal path already holds this edition's slugs, so only the section's spelling changes.
  return ownSpelling(edition, path);
}

/**
 * Absolute canonical URL of a page on the edition's own domain: trailing slash removed, query removed except
 * `page` ≥ 2. A query or hash inside `pathname` is read as if passed in `search` (when `search` is absent).
 *
 * The root is `https://domain` with no slash: that is the form Next writes into `<link rel="canonical">`,
 * `og:url` and hreflang links for a root URL anyway, so the JSON-LD and the head agree byte for byte.
 * With a page it becomes `https://domain/?page=2`, again as Next writes it.
 */
export function canonicalUrl(edition: EditionId, pathname: string, search?: SearchInput): string {
  const [beforeHash] = pathname.split('#');
  const queryAt = beforeHash.indexOf('?');
  const rawPath = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const inlineQuery = queryAt === -1 ? undefined : beforeHash.slice(queryAt);
  const path = publicPath(edition, rawPath);
  const page = canonicalPage(toSearchParams(search ?? inlineQuery));
  const { origin } = editions[edition];
  if (page !== null) return `${origin}${path}?page=${page}`;
  return path === '/' ? origin : `${origin}${path}`;
}

/**
 * Blog-category pages, and the blog list once a `page` query is present (any value: a
 * `page` at all), are noindex,follow. Error pages, search results and the newsletter's link page are too: they have no content of their own
 * worth a search-engine entry, but their links are.
 */
export function robotsFor({ kind, search }: { kind: SeoPageKind; search?: SearchInput }): SeoRobots {
  const noindex =
    kind === 'blog_category' || kind === 'notFound' || kind === 'error' || kind === 'search' || kind === 'newsletter' || (kind === 'blog' && toSearchParams(search).has('page'));
  return { index: !noindex, follow: true };
}

/**
 * hreflang links for a page that exists in several editions, keyed by BCP 47 tag, each on its own domain.
 * `x-default` is the default edition's version, or the first present. Undefined below two editions: a set of
 * one alternate says nothing a canonical does not.
 */
export function hreflangAlternates(paths: EditionPaths): HreflangMap | undefined {
  const present = editionIds.filter((id) => paths[id] !== undefined);
  if (present.length < 2) return undefined;
  const languages: HreflangMap = {};
  for (const id of present) languages[editions[id].htmlLang] = canonicalUrl(id, paths[id] as string);
  const fallback = present.includes('fr-be') ? 'fr-be' : present[0];
  languages['x-default'] = languages[editions[fallback].htmlLang];
  return languages;
}

/** The path of a static route in every edition that serves it, for hreflangAlternates. */
export function staticAlternates(key: StaticPageKey): EditionPaths {
  const paths: EditionPaths = {};
  for (const id of editionIds) {
    const path = staticPath(id, key);
    if (path !== null) paths[id] = path;
  }
  return paths;
}

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Plain text of an HTML fragment (descriptions come from rich-text fields). Entities are decoded after the
 * tags are gone, so an escaped `&lt;b&gt;` stays visible text instead of being stripped, and Next, which
 * escapes attribute values itself, does not print `&amp;amp;`.
 */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, body: string) => {
      if (body[0] !== '#') return namedEntities[body.toLowerCase()] ?? entity;
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A description cut to `max` characters (ellipsis included) at the last word boundary, so search results
 * never show half a word. A single word longer than the limit is cut hard.
 */
export function truncateDescription(text: string, max: number = DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const limit = max - ELLIPSIS.length;
  const boundary = clean.lastIndexOf(' ', limit);
  let cut = boundary > 0 ? boundary : limit;
  // A hard cut must not split a surrogate pair (an emoji would turn into a replacement character).
  if (boundary <= 0 && /[\uD800-\uDBFF]/.test(clean[cut - 1] ?? '')) cut -= 1;
  return `${clean.slice(0, cut).replace(/[\s,;:.\-–—]+$/, '')}${ELLIPSIS}`;
}

/** `Title | Brand`; the bare brand for an empty title or the brand itself; a title already ending with the brand is kept. */
export function pageTitle(edition: EditionId, title: string): string {
  const brand = editions[edition].brandName;
  const clean = title.trim();
  if (clean === '' || clean.toLowerCase() === brand.toLowerCase()) return brand;
  if (clean.toLowerCase().endsWith(brand.toLowerCase())) return clean;
  return `${clean} | ${brand}`;
}

/**
 * A title without the brand an editor's SEO title often ends with (`Hôtels | Vacances.be` → `Hôtels`), so that
 * a page number can go before it and pageTitle put the brand back.
 */
export function withoutBrand(edition: EditionId, title: string): string {
  const brand = editions[edition].brandName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return title.replace(new RegExp(`\\s*[|–—-]\\s*${brand}\\s*$`, 'i'), '').trim();
}

/** An image path made absolute on the edition's domain; an image already on another host is left as is. */
export function absoluteAsset(edition: EditionId, src: string): string {
  return /^https?:\/\//i.test(src) ? src : absoluteUrl(edition, src);
}

export interface SeoInput {
  edition: EditionId;
  title: string;
  description: string;
  /** The page's public path (an internal French path is translated, see canonicalUrl). */
  pathname: string;
  search?: SearchInput;
  /** Social-card image: a path on the edition's domain or an absolute URL. The edition logo otherwise. */
  image?: string;
  /** The page's path in the other editions that have it (staticAlternates for a static route). */
  alternates?: EditionPaths;
  robots?: SeoRobots;
  type?: 'website' | 'article';
  /** What editors set on the page: robots flags, another canonical, a social picture. */
  overrides?: SeoOverrides;
}

/**
 * The editors' SEO settings over the page's own: a flag can only take indexing or following away (an error page
 * stays noindex whatever an editor ticks); a canonical or a picture replaces the page's own. A canonical is an
 * http(s) address or a path of the edition; anything else is ignored.
 */
export function withOverrides(edition: EditionId, base: { robots: SeoRobots; canonical: string; image?: string }, overrides: SeoOverrides = {}) {
  const robots = { index: base.robots.index && !overrides.robots_noindex, follow: base.robots.follow && !overrides.robots_nofollow };
  const wanted = overrides.canonical_url?.trim() ?? '';
  const canonical = /^https?:\/\/[^\s/]+/i.test(wanted) ? wanted : wanted.startsWith('/') && !wanted.startsWith('//') ? absoluteUrl(edition, wanted) : base.canonical;
  const image = overrides.og_image?.trim() || base.image;
  return { robots, canonical, image };
}

export function buildMetadata({ edition, title, description, pathname, search, alternates, type = 'website', overrides, ...own }: SeoInput): Metadata {
  const { brandName, logoAlt, ogLocale, origin } = editions[edition];
  const fullTitle = pageTitle(edition, title);
  const text = truncateDescription(stripHtml(description));
  const { robots, canonical, image } = withOverrides(edition, { robots: own.robots ?? { index: true, follow: true }, canonical: canonicalUrl(edition, pathname, search), image: own.image }, overrides);
  // The page itself always belongs to its hreflang set (search engines ignore sets without a self link).
  const paths: EditionPaths = alternates ? { ...alternates, [edition]: pathname } : {};
  const languages = hreflangAlternates(paths);
  const alternateLocale = languages ? editionIds.filter((id) => id !== edition && paths[id] !== undefined).map((id) => editions[id].ogLocale) : [];
  // A raster card (PNG 1200×630) of the page's picture when it is one of our SVG files, the edition's card otherwise.
  const card = image ? (pictureOgImagePath(image) ?? image) : editionOgImagePath(edition);
  const images = [{ url: absoluteAsset(edition, card), width: OG_WIDTH, height: OG_HEIGHT, ...(image ? {} : { alt: logoAlt }) }];

  return {
    metadataBase: new URL(origin),
    title: fullTitle,
    description: text,
    alternates: languages ? { canonical, languages } : { canonical },
    openGraph: {
      type,
      title: fullTitle,
      description: text,
      url: canonical,
      siteName: brandName,
      locale: ogLocale,
      ...(alternateLocale.length > 0 ? { alternateLocale } : {}),
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: text,
      images,
    },
    robots,
  };
}
