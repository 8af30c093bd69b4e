import { PROMOTIONS_PAGE_SIZE } from '@/lib/list-sizes';
import { z } from './zod';
import { boolParam, choiceParam, pageParams, pageQuery, refParam, textParam } from './params';
import { SEARCH_TEXT_MAX } from '@/lib/search/contract';
import { searchTextParam } from './search';

/**
 * The `type` filter of promotion lists, the same buckets as the store counts, so a tab "Offers (12)" lists
 * exactly 12 promotions:
 * - `code`: the visitor copies a code (kind `code`), counted as `coupon_counts`;
 * - `offer`: no code, the button leads to the shop (kind `offer` or `free_delivery`), `offer_counts`;
 * - `free_delivery`: kind `free_delivery` only (a part of `offer`);
 * - `exclusive`: flagged exclusive, whatever its kind.
 */
const promotionTypes = ['all', 'code', 'offer', 'free_delivery', 'exclusive'] as const;
export type PromotionType = (typeof promotionTypes)[number];

/** Promotion lists show 20 a page; the blocks of a category or store page are smaller. */
const PROMOTION_BLOCK_SIZE = 8;
const LATEST_BY_STORE_SIZE = 5;
/** Page size of the promotion searches, and how many stores and promotions the header suggests. */
export const SEARCH_PAGE_SIZE = 10;
const SEARCH_MAX_PAGE_SIZE = 50;

const typeParam = () => choiceParam(promotionTypes).default('all');

/** A list with the `type` tabs: a category's or a store's promotions. */
export const typedListQuery = z.object({ ...pageParams(PROMOTIONS_PAGE_SIZE), type: typeParam() });

/** `GET /promotions/`: the edition's active (or expired) promotions, of a store, of a category tree. */
export const promotionsListQuery = typedListQuery.extend({
  store: refParam().optional(),
  category: refParam().optional(),
  expired: boolParam().default(false),
});

export const promotionListQuery = pageQuery(PROMOTIONS_PAGE_SIZE);
export const promotionBlockQuery = pageQuery(PROMOTION_BLOCK_SIZE);
export const latestByStoreQuery = pageQuery(LATEST_BY_STORE_SIZE);

/** `search_by_name`: promotions whose text matches `name`. */
export const promotionSearchQuery = z.object({ ...pageParams(SEARCH_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE), name: searchTextParam() });

/** `search_by_store`: `store` is an id, a slug, or else a store's name. */
export const storeSearchQuery = z.object({
  ...pageParams(PROMOTIONS_PAGE_SIZE),
  store: textParam({ max: SEARCH_TEXT_MAX, required: true }),
});

/** The header's suggestions for a text. */
export const suggestionsQuery = z.object({ name: searchTextParam() });
