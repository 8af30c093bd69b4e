import { z } from './zod';
import { boolParam, pageParams, pageQuery } from './params';

const STORE_LIST_SIZE = 20;
/** The layout's top-stores block never shows more than 20. */
const TOP_STORES_MAX = 20;

/** `GET /stores/`: the edition's stores by name, optionally only those of the menu. */
export const storesListQuery = z.object({ ...pageParams(STORE_LIST_SIZE), in_menu: boolParam().optional() });

export const topStoresQuery = pageQuery(TOP_STORES_MAX, TOP_STORES_MAX);

/**
 * A whole number given as a JSON number or as digits (form bodies only have strings; DRF's IntegerField takes
 * both). 2.5, "2.5", "x", true, [] and null are refused with a per-field message, which the API words in the
 * visitor's language (`forms.errors`).
 */
const integerField = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().regex(/^-?\d{1,9}$/)])
    .transform(Number)
    .pipe(z.number().int({ abort: true }).min(min).max(max));

/** The body of a visitor's star vote (`POST /stores/{id}/update_rating`). */
export const ratingBody = z.object({
  rating: integerField(1, 5),
  /** The client may repeat the store in the body; the path names it already, so it is only checked. */
  storeId: integerField(1, 999_999_999).optional(),
});

export type RatingBody = z.output<typeof ratingBody>;
