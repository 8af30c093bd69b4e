import { cache } from 'react';
import type { EditionId } from '@/lib/editions';
import type { ResolvedSlug } from '@/lib/slug-dispatch';
import { layoutData } from './layout';
import { SlugMemory } from './slug-memory';
import { ApiRequestError } from './transport';
import { readListPage, type ListPage } from './list-page';
import { emptyPage, readOr, readOrNull } from './read';
import type { BreadcrumbItem, Paginated, Promotion, StoreCard, StorePage } from './types';

/**
 * Reads of the store page. Each is wrapped in React `cache`: generateMetadata and the page ask for the same
 * slug and store in one request, and must not pay for it twice.
 */

/** Spec §9: promotion lists show 20 a page. */
export const STORE_PROMOTIONS_PAGE_SIZE = 20;
/** The expired deals of a shop are shown on its first page, up to one API page of them. */
const EXPIRED_SIZE = 20;

/** One memory per server process: it only spares `/slugs/` calls, so instances need not share it. */
export const slugMemory = new SlugMemory();

/**
 * What a free slug names in the edition (`/slugs/`), or null when it names nothing. A slug seen before is
 * answered from `slugMemory` without asking the API again.
 */
export const resolveSlug = cache(async (edition: EditionId, slug: string): Promise<ResolvedSlug | null> => {
  const remembered = slugMemory.get(edition, slug);
  if (remembered) return remembered;
  try {
    const resolved = await readOrNull<ResolvedSlug>('/slugs/', edition, { slug });
    if (resolved) slugMemory.set(edition, slug, resolved);
    return resolved;
  } catch (error) {
    // A value the API refuses outright (too long, say) is no one's slug either: a 404, not an error page.
    if (error instanceof ApiRequestError && error.status === 400) return null;
    throw error;
  }
});

/** A page whose entity is gone although its slug resolved: the slug may name something else next time. */
export const forgetSlug = (edition: EditionId, slug: string): void => slugMemory.forget(edition, slug);

/** The store page's data (`/stores/{slug}/`), or null when the edition has no such store. */
export const storePage = cache(
  (edition: EditionId, slug: string): Promise<StorePage | null> => readOrNull<StorePage>(`/stores/${encodeURIComponent(slug)}/`, edition),
);

/** The breadcrumb chain of an entity page (Home not included), empty when the read fails. */
export const entityBreadcrumbs = cache(async (edition: EditionId, slug: string, entityType: string): Promise<BreadcrumbItem[]> => {
  const page = await readOr<Paginated<BreadcrumbItem>>(emptyPage, '/breadcrumbs/', edition, { slug, entity_type: entityType });
  return page.results;
});

/** One page of the shop's active deals; a page past the last answers notFound(). */
export const storePromotions = cache(
  (edition: EditionId, storeId: number, page: number): Promise<ListPage<Promotion>> =>
    readListPage<Promotion>(`/promotions/${storeId}/by_store/`, edition, { page, size: STORE_PROMOTIONS_PAGE_SIZE }),
);

export interface StoreBlocks {
  expired: Paginated<Promotion>;
  related: Promotion[];
  latest: Promotion[];
}

/** The blocks under the shop's deals; each one empty when its read fails (spec §8). */
export const storeBlocks = cache(async (edition: EditionId, storeId: number): Promise<StoreBlocks> => {
  const [expired, related, latest] = await Promise.all([
    readOr<Paginated<Promotion>>(emptyPage, `/promotions/${storeId}/expired_promotions_by_store/`, edition, { size: EXPIRED_SIZE }),
    readOr<Paginated<Promotion>>(emptyPage, `/promotions/${storeId}/related_offers/`, edition),
    readOr<Paginated<Promotion>>(emptyPage, `/promotions/${storeId}/latest_promotions_by_store/`, edition),
  ]);
  return { expired, related: related.results, latest: latest.results };
});

/**
 * The store answer's other top shops as full cards. Its `top_stores` carry no counts; the layout's top-stores
 * read (already made for the header in this request) has them for every top shop. A shop the layout's list
 * lacks is left out rather than shown with made-up counts.
 */
export async function topStoreCards(edition: EditionId, store: StorePage): Promise<StoreCard[]> {
  const { topStores } = await layoutData(edition);
  const counts = new Map(topStores.map((card) => [card.id, card]));
  return store.top_stores.flatMap((card) => {
    const full = counts.get(card.id);
    return full ? [{ ...card, coupon_counts: full.coupon_counts, offer_counts: full.offer_counts }] : [];
  });
}
