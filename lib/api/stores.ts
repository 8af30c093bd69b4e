import { cache } from 'react';
import type { EditionId } from '@/lib/editions';
import { PROMOTIONS_PAGE_SIZE } from '@/lib/list-sizes';
import { layoutData } from './layout';
import { readListPage, type ListPage } from './list-page';
import { emptyPage, readOr, readOrNull } from './read';
import type { Paginated } from './types/common';
import type { Promotion } from './types/promotions';
import type { StoreCard, StorePage } from './types/stores';

/**
 * Reads of the store page. Each is wrapped in React `cache`: generateMetadata and the page ask for the same
 * slug and store in one request, and must not pay for it twice.
 */

/** Promotion lists show 20 a page. */
/** The expired deals of a shop are shown on its first page, up to one API page of them. */
const EXPIRED_SIZE = 20;

/** The store page's data (`/stores/{slug}/`), or null when the edition has no such store. */
export const storePage = cache(
  (edition: EditionId, slug: string): Promise<StorePage | null> => readOrNull<StorePage>(`/stores/${encodeURIComponent(slug)}/`, edition),
);

/** One page of the shop's active deals; a page past the last answers notFound(). */
export const storePromotions = cache(
  (edition: EditionId, storeId: number, page: number): Promise<ListPage<Promotion>> =>
    readListPage<Promotion>(`/promotions/${storeId}/by_store/`, edition, { page, size: PROMOTIONS_PAGE_SIZE }),
);

export interface StoreBlocks {
  expired: Paginated<Promotion>;
  related: Promotion[];
  latest: Promotion[];
}

/** The blocks under the shop's deals; each one empty when its read fails. */
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

/** The names of the edition's shops, the first 100 by name: the share form suggests them. */
export async function shopNames(edition: EditionId): Promise<string[]> {
  const page = await readOr<Paginated<StoreCard>>(emptyPage, '/stores/', edition, { size: 100 });
  return page.results.map((store) => store.name);
}
