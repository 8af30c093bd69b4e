import { MENU_CATEGORIES_SIZE } from '@/lib/list-sizes';
import { z } from './zod';
import { boolParam, intParam, nullableRefParam, pageParams, pageQuery } from './params';

/** Navigation shows up to 40 categories. */
const HOMEPAGE_SIZE = 20;

/** `GET /categories/`: optionally only the menu's, or the children of `parent` (`parent=null`: any). */
export const categoriesQuery = z.object({
  ...pageParams(MENU_CATEGORIES_SIZE),
  in_menu: boolParam().optional(),
  minified: boolParam().optional(),
  parent: nullableRefParam().optional(),
});

/** The homepage's categories and its slider. */
export const homepageCategoriesQuery = pageQuery(HOMEPAGE_SIZE);

/** `page` is sent by the category page along with its list; the counts do not depend on it. */
export const promotionCountsQuery = z.object({ page: intParam({ min: 1 }).optional() });
