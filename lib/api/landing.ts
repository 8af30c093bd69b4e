import { cache } from 'react';
import type { EditionId } from '@/lib/editions';
import { OFFERS_BLOCK_SIZE, PROMOTIONS_PAGE_SIZE } from '@/lib/list-sizes';
import { propertyQueryOf } from '@/lib/landing/datafeed-filters';
import type { PromotionTypeFilter } from '@/lib/promotions/type-filter';
import { readListPage, type ListPage } from './list-page';
import { emptyPage, readOr, readOrNull } from './read';
import type { CategoryPage } from './types/categories';
import type { Paginated } from './types/common';
import type { DestinationPage } from './types/destinations';
import type { DatafeedLinkingFields } from './types/landing';
import type { PromotionCounts, Promotion } from './types/promotions';
import type { PropertyOffer } from './types/properties';

/**
 * Reads of the landing pages: categories and destinations. Wrapped in React `cache`, since
 * generateMetadata and the page ask for the same entity in one request.
 */

/** Promotion lists show 20 a page; property offers come 8 a block. */

const slugPath = (resource: string, slug: string) => `/${resource}/${encodeURIComponent(slug)}/`;

/** `/categories/{slug}/`, or null when the edition has no such category (the category fetch rethrows other failures). */
export const categoryPage = cache(
  (edition: EditionId, slug: string): Promise<CategoryPage | null> => readOrNull<CategoryPage>(slugPath('categories', slug), edition),
);

/** A country (`/locations/`) or a region or city (`/sublocations/`), or null when the edition has none by that slug. */
export const destinationPage = cache(
  (edition: EditionId, kind: 'location' | 'sublocation', slug: string): Promise<DestinationPage | null> =>
    readOrNull<DestinationPage>(slugPath(kind === 'location' ? 'locations' : 'sublocations', slug), edition),
);

/** One page of the category's active promotions (its whole subtree), filtered by type; past the last page answers notFound(). */
export const categoryPromotions = cache(
  (edition: EditionId, categoryId: number, page: number, type: PromotionTypeFilter): Promise<ListPage<Promotion>> =>
    readListPage<Promotion>(`/promotions/${categoryId}/by_category/`, edition, {
      page,
      size: PROMOTIONS_PAGE_SIZE,
      query: { type: type === 'all' ? undefined : type },
    }),
);

const noCounts: PromotionCounts = { coupon_counts: 0, offer_counts: 0, total: 0 };

/** The numbers on the category list's type filter; zeros when the read fails (the list itself still shows). */
export const categoryPromotionCounts = cache(
  (edition: EditionId, categoryId: number): Promise<PromotionCounts> =>
    readOr<PromotionCounts>(noCounts, `/categories/${categoryId}/promotions_counts/`, edition),
);

/**
 * The holiday offers a landing page links to through its `datafeed_linking_fields` (8, cheapest first), or none
 * when the fields give no filter (the read is skipped). A failed read leaves the block out.
 */
export async function relatedProperties(edition: EditionId, fields: DatafeedLinkingFields): Promise<PropertyOffer[]> {
  const query = propertyQueryOf(fields);
  if (!query) return [];
  const page = await readOr<Paginated<PropertyOffer>>(emptyPage, '/properties/', edition, { ...query, sort: 'price', size: OFFERS_BLOCK_SIZE });
  return page.results;
}
