/** Shapes of the editors' pages and blocks of `/pages/…` and the footer. */

import type { PromotionStore } from './promotions';

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

export interface FooterLink {
  id: number;
  name: string;
  link: string;
  is_copyright: boolean;
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
