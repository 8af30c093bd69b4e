/** Fields the two landing pages (a category, a destination) share. */

import type { PostCardData } from './blog';
import type { EditionAlternates, PageLink } from './common';
import type { PropertyOffer } from './properties';
import type { SeoOverrides } from './seo';

/** A question and its answer on a landing page; both plain text. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** `datafeed_linking_fields`: the holiday-feed filter of a landing page, keys as `/properties/` takes them. */
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

/** Fields a category page and a destination page share. Texts named *_description are CMS HTML: sanitise. */
export interface LandingPage extends SeoOverrides {
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
