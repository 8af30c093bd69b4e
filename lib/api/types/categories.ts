/** Shapes of the categories of `/categories/…`. */

import type { PageLink, SlugLink } from './common';
import type { LandingPage } from './landing';
import type { StoreTile } from './stores';

/** A category as `/categories/` lists it (not minified: the parent is needed to build each page's path). */
export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  icon?: string | null;
  parent_category: number | null;
  in_menu?: boolean;
}

export interface HeadingCategory extends SlugLink {
  children_categories: SlugLink[];
}

/** A category of `/categories/homepage/`, with the number of active promotions in its subtree. */
export interface HomepageCategory extends SlugLink {
  icon: string | null;
  promotions_count: number;
}

/** A child category, linked; `banner` only on the in-slider ones. */
export interface CategoryLink extends PageLink {
  icon: string | null;
  banner?: string | null;
}

/** The ancestors of a category, nested from the parent up to the root (`parent_category`). */
export interface ParentCategory extends SlugLink {
  parent_category: ParentCategory | null;
}

/** `/categories/{slug}/`: the category page. Store cards here carry no code/offer counts. */
export interface CategoryPage extends LandingPage {
  below_description: string | null;
  stores: StoreTile[];
  children_categories: CategoryLink[];
  in_slider_subcategories: CategoryLink[];
  bottom_related_stores: StoreTile[];
  parent_category: ParentCategory | null;
}
