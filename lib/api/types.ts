/** Shapes of the `/api` answers the pages read (spec §3, §7). */

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface SlugLink {
  id: number;
  name: string;
  slug: string;
}

export interface StoreCard extends SlugLink {
  icon: string | null;
  rating: number;
  votes: number;
  website_url: string | null;
  coupon_counts: number;
  offer_counts: number;
}

export interface HeadingCategory extends SlugLink {
  children_categories: SlugLink[];
}

export interface MenuLocation extends SlugLink {
  continent: SlugLink | null;
  banner: string | null;
}

export interface MenuSublocation extends SlugLink {
  kind: string;
  banner: string | null;
  url: string;
  location: SlugLink;
  parent: SlugLink | null;
}

export interface FooterLink {
  id: number;
  name: string;
  link: string;
  is_copyright: boolean;
}

export interface CmsPage {
  id: number;
  identifier: string;
  title: string;
  header_1: string;
  content: string;
  seo_title: string;
  meta_description: string;
  updated_at: string;
}

export interface PromotionStore {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
}

export interface Promotion {
  id: number;
  title: string;
  link: string;
  offer: string | null;
  description: string | null;
  condition: string | null;
  kind: 'code' | 'offer' | 'free_delivery' | string;
  is_exclusive: boolean;
  slider_image: string | null;
  expires_at: string | null;
  is_expired: boolean;
  used_count: number;
  used_today_count: number;
  time_of_using: string | null;
  stores: PromotionStore[];
  /** The code travels with the card for the server's use (its masked tail); the browser gets it from the use call. */
  coupon: { id: number; code?: string | null } | null;
}

export interface SitemapLink {
  name?: string;
  title?: string;
  url: string;
  children?: SitemapLink[];
}

export interface HtmlSitemap {
  pages: { title: string; url: string }[];
  stores: SitemapLink[];
  categories: SitemapLink[];
  destinations: SitemapLink[];
  blog_categories: SitemapLink[];
}

export interface ContinentLocations extends SlugLink {
  locations: SlugLink[];
}

/** One item of `/breadcrumbs/`: the chain root → entity, each item naming the previous one's URL. */
export interface BreadcrumbItem {
  name: string;
  url: string;
  parent: string | null;
}

/** `/stores/{id}/`: a shop with its counts of active deals and the blocks of its page. */
export interface StorePage {
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
  top_stores: Omit<StoreCard, 'coupon_counts' | 'offer_counts'>[];
}

/** One banner of `/pages/homepage_banner/`: editor copy over a picture, linking inside the site or to a shop. */
export interface HomepageBanner {
  id: number;
  title: string;
  subtitle: string | null;
  image: string | null;
  link: string;
  button_label: string | null;
  store: PromotionStore | null;
}

/** A category of `/categories/homepage/`, with the number of active promotions in its subtree. */
export interface HomepageCategory extends SlugLink {
  icon: string | null;
  promotions_count: number;
}

/** A shop of `/pages/home_page_stores/`: a store card without the code and offer counts `/stores/` adds. */
export type HomepageStore = Omit<StoreCard, 'coupon_counts' | 'offer_counts'>;

/** A country of `/locations/homepage_sliders/`: its lowest holiday-offer price, null when it has no offer. */
export interface SliderLocation extends MenuLocation {
  min_price: number | null;
}
