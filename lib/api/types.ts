/** Shapes of the `/api` answers the pages read (spec §3, §7). */

import type { PostCardData } from '@/components/blog/types';
import type { PropertyOffer } from '@/components/comparator/types';

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

/** A question and its answer on a landing page; both plain text. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** A related entity with the path of its page on the edition (`/categories/a/b`, `/pays/grece/crete`). */
export interface PageLink extends SlugLink {
  url: string;
}

/** A child category, linked; `banner` only on the in-slider ones. */
export interface CategoryLink extends PageLink {
  icon: string | null;
  banner?: string | null;
}

/** A region, city or country in a destination page's blocks. */
export interface DestinationLink extends PageLink {
  kind?: 'country' | 'region' | 'city' | string;
  banner: string | null;
}

/** The ancestors of a category, nested from the parent up to the root (spec §3 `parent_category`). */
export interface ParentCategory extends SlugLink {
  parent_category: ParentCategory | null;
}

/** `datafeed_linking_fields`: the holiday-feed filter of a landing page (spec §3, §5), keys as `/properties/` takes them. */
export type DatafeedLinkingFields = Partial<{
  country: number;
  region: number;
  city: number;
  last: boolean;
  price: string;
  duration: string;
  datafeed_category: number;
  service_types: number[];
  rating: number;
  partner: number;
  type_of_stay: string;
  has_discount: boolean;
  homepage_best_offer: boolean;
}>;

/** The same entity's page path in the other editions that have it (edition id → path); hreflang links. */
export type EditionAlternates = Partial<Record<'fr-be' | 'nl-be' | 'fr-fr', string>>;

/** Fields a category page and a destination page share (spec §3). Texts named *_description are CMS HTML: sanitise. */
interface LandingPage {
  id: number;
  name: string;
  slug: string;
  seo_title: string | null;
  meta_description: string | null;
  header_1: string | null;
  header_2: string | null;
  banner: string | null;
  top_description: string | null;
  related_category: PageLink | null;
  faq_items: FaqItem[];
  /** Editors' third-party snippets: never rendered (no raw scripts from the CMS in our pages). */
  script_1: string;
  script_2: string;
  related_posts: PostCardData[];
  datafeed_linking_fields: DatafeedLinkingFields;
  specific_hotels: PropertyOffer[];
  additional_fields: Record<string, unknown>;
  alternates?: EditionAlternates;
}

/** `/categories/{slug}/`: the Category page of spec §3. Store cards here carry no code/offer counts. */
export interface CategoryPage extends LandingPage {
  below_description: string | null;
  stores: HomepageStore[];
  children_categories: CategoryLink[];
  in_slider_subcategories: CategoryLink[];
  bottom_related_stores: HomepageStore[];
  parent_category: ParentCategory | null;
}

/** `/locations/{slug}/` or `/sublocations/{slug}/`: the Destination page of spec §3, plus its `kind`. */
export interface DestinationPage extends LandingPage {
  kind: 'country' | 'region' | 'city';
  bottom_description: string | null;
  in_slider_sublocations: DestinationLink[];
  sublocations: DestinationLink[];
  banner_stores: HomepageStore[];
  /** The ancestors root → parent (country, then region), each linked. */
  parent_path: { name: string; slug: string; url: string }[];
  continent_locations: DestinationLink[];
  bottom_related_sublocations: DestinationLink[];
  /** Active deals of the banner stores. */
  promotions: Promotion[];
}
