/**
 * How many items the site's lists and blocks show. The API answers these sizes by default and the pages ask for
 * them, so a change here moves both (plain numbers, no zod: pages and the header import them).
 */

/** Promotions of a shop or a category, a page. */
export const PROMOTIONS_PAGE_SIZE = 20;
/** Holiday offers come 8 per block (home, landing pages); the comparator asks 20. */
export const OFFERS_BLOCK_SIZE = 8;
/** The blog list, a page. */
export const BLOG_PAGE_SIZE = 18;
/** "More posts" under a post. */
export const RANDOM_POSTS_SIZE = 8;
/** The blog's featured categories (the blog page and the menu). */
export const FEATURED_BLOG_CATEGORIES_SIZE = 8;
/** Countries, regions and cities in the menu and on the destinations page. */
export const MENU_PLACES_SIZE = 20;
/** Categories in the menu. */
export const MENU_CATEGORIES_SIZE = 40;
