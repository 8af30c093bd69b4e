import { z } from './zod';
import { boolParam, intParam, nullableRefParam, pageParams, pageQuery } from './params';

/** Navigation shows up to 40 categories. */
export const CATEGORY_NAVIGATION_SIZE = 40;
const HOMEPAGE_SIZE = 20;

/** `GET /categories/`: optionally only the menu's, or the children of `parent` (`parent=null`: any). */
export const categoriesQuery = z.object({
  ...pageParams(CATEGORY_NAVIGATION_SIZE),
  in_menu: boolParam().optional(),
  minified: boolParam().optional(),
  parent: nullableRefParam().optional(),
});

/** The homepage's categories and its slider. */
export const homepageCategoriesQuery = pageQuery(HOMEPAGE_SIZE);

/** `page` is sent by the category page along with its list; the counts do not depend on it. */
export const promotionCountsQuery = z.object({ page: intParam({ min: 1 }).optional() });
