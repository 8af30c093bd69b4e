import { cache } from 'react';
import type { PostCardData } from './types/blog';
import type { PropertyOffer } from './types/properties';
import type { EditionId } from '@/lib/editions';
import { OFFERS_BLOCK_SIZE } from '@/lib/list-sizes';
import { emptyPage, readOr } from './read';
import type { HomepageCategory } from './types/categories';
import type { Paginated } from './types/common';
import type { MenuLocation, SliderLocation } from './types/destinations';
import type { HomepageBanner } from './types/pages';
import type { Promotion } from './types/promotions';
import type { StoreTile } from './types/stores';

/**
 * The home page's reads. Each one falls back to "nothing" on failure, so a
 * broken endpoint hides its section instead of taking the page down.
 */

/** A row of cards on a 1200 px container; the category page lists the rest. */
const PROMOTIONS_PER_CATEGORY = 4;
const FEATURED_POSTS_SIZE = 4;

const results = async <T>(read: Promise<Paginated<T>>): Promise<T[]> => (await read).results;

export const homepageBanners = cache((edition: EditionId) =>
  results(readOr<Paginated<HomepageBanner>>(emptyPage, '/pages/homepage_banner/', edition)),
);

export const homepageStores = cache((edition: EditionId) =>
  results(readOr<Paginated<StoreTile>>(emptyPage, '/pages/home_page_stores/', edition)),
);

/** The deal of the month, or null: the API answers 404 when editors have chosen none. */
export const dealOfMonth = cache((edition: EditionId) => readOr<Promotion | null>(null, '/promotions/deal_of_month/', edition));

export interface CategoryPromotions {
  category: HomepageCategory;
  promotions: Promotion[];
}

/** The homepage categories, each with its first active promotions; a category whose read gives none is left out. */
export const homepageCategoryPromotions = cache(async (edition: EditionId): Promise<CategoryPromotions[]> => {
  const categories = await results(readOr<Paginated<HomepageCategory>>(emptyPage, '/categories/homepage/', edition));
  const blocks = await Promise.all(
    categories.map(async (category) => ({
      category,
      promotions: await results(
        readOr<Paginated<Promotion>>(emptyPage, `/promotions/${category.id}/by_homepage_category/`, edition, { size: PROMOTIONS_PER_CATEGORY }),
      ),
    })),
  );
  return blocks.filter((block) => block.promotions.length > 0);
});

export const topLocations = cache((edition: EditionId) => results(readOr<Paginated<MenuLocation>>(emptyPage, '/locations/top_locations/', edition)));

export const destinationSliders = cache((edition: EditionId) =>
  results(readOr<Paginated<SliderLocation>>(emptyPage, '/locations/homepage_sliders/', edition)),
);

export const bestOffers = cache((edition: EditionId) =>
  results(readOr<Paginated<PropertyOffer>>(emptyPage, '/properties/', edition, { homepage_best_offer: true, size: OFFERS_BLOCK_SIZE })),
);

/** Featured posts as full cards (not `minified`: the card needs picture, category and excerpt). */
export const featuredPosts = cache((edition: EditionId) =>
  results(readOr<Paginated<PostCardData>>(emptyPage, '/posts/', edition, { is_featured: true, size: FEATURED_POSTS_SIZE })),
);
