/** Shapes of the shops of `/stores/…`. */

import type { SlugLink } from './common';
import type { Promotion } from './promotions';
import type { SeoOverrides } from './seo';

export interface StoreCard extends SlugLink {
  icon: string | null;
  rating: number;
  votes: number;
  website_url: string | null;
  coupon_counts: number;
  offer_counts: number;
}

/**
 * A shop as the home page, the landing pages, a shop page's other top shops and a blog post's similar shops list
 * it (logo, name, rating): a store card without the code and offer counts `/stores/` adds.
 */
export type StoreTile = Omit<StoreCard, 'coupon_counts' | 'offer_counts'>;

/** `/stores/{id}/`: a shop with its counts of active deals and the blocks of its page. */
export interface StorePage extends SeoOverrides {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
  /** CMS HTML: sanitise before rendering. */
  description: string | null;
  header_1: string | null;
  website_url: string | null;
  rating: number;
  votes: number;
  seo_title: string | null;
  meta_description: string | null;
  coupon_counts: number;
  offer_counts: number;
  expired_counts: number;
  categories: SlugLink[];
  promotions: Promotion[];
  /** Other top shops; unlike `/stores/top/` their cards carry no counts. */
  top_stores: StoreTile[];
}

/** `POST /stores/{id}/update_rating/` (200, or 409 for a second vote): the shop's rating and count of votes. */
export type RatingSummary = { rating: number; votes: number };
