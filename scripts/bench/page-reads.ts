// The API reads a page's first (uncached) render makes, in the order and grouping the server components make them
// (`lib/api/*`, `components/stores/StoreView.tsx`, `components/categories/render-category.tsx`, …), called on an
// in-process app: what a page costs the database, without React's own rendering.
import { apiPath, type QueryValue } from '@/lib/api/path';
import type { DatafeedLinkingFields } from '@/lib/api/types/landing';
import type { EditionId } from '@/lib/editions';
import { propertyQueryOf } from '@/lib/landing/datafeed-filters';
import { FEATURED_BLOG_CATEGORIES_SIZE, MENU_PLACES_SIZE, OFFERS_BLOCK_SIZE, PROMOTIONS_PAGE_SIZE } from '@/lib/list-sizes';
import type { ApiApp } from '@/server/api/app';

/** What a page is: its kind and the slug it answers at (home has none). */
export type PageTarget = { kind: 'home' } | { kind: 'store' | 'category' | 'location'; slug: string };

export interface PageReads {
  /** Wall time of the whole sequence (ms). */
  ms: number;
  calls: number;
  /** Any answer other than 2xx (a 404 the page treats as "none" included): the figure would then lie. */
  failures: string[];
  /** Each call's own wall time, in the order they ended. */
  trace: { path: string; ms: number }[];
}

type Reader = (path: string, query?: Record<string, QueryValue>) => Promise<unknown>;

/**
 * A reader on `app` that counts the calls and notes every answer that is not 2xx. `oneAtATime` makes each call wait
 * for the one before, so that its time in the trace is its own, not spent waiting for the database (an embedded
 * PGlite answers one query at a time).
 */
function readerOf(app: ApiApp, edition: EditionId, out: PageReads, oneAtATime: boolean): Reader {
  const call = async (path: string, query: Record<string, QueryValue>) => {
    out.calls += 1;
    const target = apiPath(path, edition, query);
    const start = process.hrtime.bigint();
    const res = await app.request(`http://internal${target}`, { headers: { accept: 'application/json' } });
    const body: unknown = await res.json().catch(() => null);
    out.trace.push({ path: target, ms: Number(process.hrtime.bigint() - start) / 1e6 });
    if (!res.ok) out.failures.push(`${res.status} ${target}`);
    return body;
  };
  let previous: Promise<unknown> = Promise.resolve();
  return (path, query = {}) => {
    if (!oneAtATime) return call(path, query);
    const next = previous.then(() => call(path, query));
    previous = next.catch(() => undefined);
    return next;
  };
}

type Page<T> = { count: number; results: T[] };

/** `layoutData`: the header's and footer's reads, made by every page. */
async function layoutReads(read: Reader): Promise<void> {
  const first = (await Promise.all([
    read('/categories/', { size: 100 }),
    read('/stores/top/'),
    read('/categories/in_header_categories/'),
    read('/locations/', { in_menu: true, size: MENU_PLACES_SIZE }),
    read('/sublocations/', { in_menu: true, size: MENU_PLACES_SIZE }),
    read('/blog_categories/', { is_featured: true, minified: true, size: FEATURED_BLOG_CATEGORIES_SIZE }),
    read('/pages/footer_links/'),
    read('/pages/copyright/'),
  ]))[0] as Page<unknown>;
  const pages = Math.min(10, Math.ceil(first.count / 100));
  await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => read('/categories/', { size: 100, page: i + 2 })));
}

/** `relatedProperties`: the landing page's holiday offers, when its fields give a filter. */
async function relatedProperties(read: Reader, fields: DatafeedLinkingFields): Promise<void> {
  const query = propertyQueryOf(fields);
  if (query) await read('/properties/', { ...query, sort: 'price', size: OFFERS_BLOCK_SIZE });
}

/** The page's own entity and the layout's reads go side by side; the entity's answer then drives the rest. */
async function entityWithLayout<T>(read: Reader, path: string): Promise<T> {
  const [entity] = await Promise.all([read(path), layoutReads(read)]);
  return entity as T;
}

async function storeReads(read: Reader, slug: string): Promise<void> {
  const store = await entityWithLayout<{ id: number }>(read, `/stores/${encodeURIComponent(slug)}/`);
  await Promise.all([
    read(`/promotions/${store.id}/by_store/`, { size: PROMOTIONS_PAGE_SIZE }),
    read(`/promotions/${store.id}/expired_promotions_by_store/`, { size: 20 }),
    read(`/promotions/${store.id}/related_offers/`),
    read(`/promotions/${store.id}/latest_promotions_by_store/`),
    read('/breadcrumbs/', { slug, entity_type: 'store' }),
  ]);
}

type Landing = { id: number; parent_category?: unknown; datafeed_linking_fields: DatafeedLinkingFields };

async function categoryReads(read: Reader, slug: string): Promise<void> {
  const category = await entityWithLayout<Landing>(read, `/categories/${encodeURIComponent(slug)}/`);
  await Promise.all([
    read(`/promotions/${category.id}/by_category/`, { size: PROMOTIONS_PAGE_SIZE }),
    read(`/categories/${category.id}/promotions_counts/`),
    read('/breadcrumbs/', { slug, entity_type: category.parent_category ? 'subcategory' : 'category' }),
    relatedProperties(read, category.datafeed_linking_fields),
  ]);
}

async function locationReads(read: Reader, slug: string): Promise<void> {
  const place = await entityWithLayout<Landing>(read, `/locations/${encodeURIComponent(slug)}/`);
  await Promise.all([read('/breadcrumbs/', { slug, entity_type: 'location' }), relatedProperties(read, place.datafeed_linking_fields)]);
}

async function homeReads(read: Reader): Promise<void> {
  await Promise.all([
    layoutReads(read),
    read('/pages/homepage_banner/'),
    read('/promotions/slider_promotions/', { size: 12 }),
    read('/pages/home_page_stores/'),
    read('/promotions/deal_of_month/'),
    (async () => {
      const categories = (await read('/categories/homepage/')) as Page<{ id: number }>;
      await Promise.all(categories.results.map((c) => read(`/promotions/${c.id}/by_homepage_category/`, { size: 4 })));
    })(),
    read('/properties/', { homepage_best_offer: true, size: OFFERS_BLOCK_SIZE }),
    read('/locations/homepage_sliders/'),
    read('/locations/top_locations/'),
    read('/posts/', { is_featured: true, size: 4 }),
  ]);
}

/** Every read of the page's first render: the free slug resolved first, then the page's own reads. */
export async function timePageReads(app: ApiApp, edition: EditionId, target: PageTarget, { oneAtATime = false } = {}): Promise<PageReads> {
  const out: PageReads = { ms: 0, calls: 0, failures: [], trace: [] };
  const read = readerOf(app, edition, out, oneAtATime);
  const start = process.hrtime.bigint();
  if (target.kind === 'home') await homeReads(read);
  else {
    await read('/slugs/', { slug: target.slug });
    if (target.kind === 'store') await storeReads(read, target.slug);
    else if (target.kind === 'category') await categoryReads(read, target.slug);
    else await locationReads(read, target.slug);
  }
  out.ms = Number(process.hrtime.bigint() - start) / 1e6;
  return out;
}
