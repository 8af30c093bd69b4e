/** Shapes of the destinations: countries of `/locations/…`, regions and cities of `/sublocations/…`. */

import type { PageLink, SlugLink } from './common';
import type { LandingPage } from './landing';
import type { Promotion } from './promotions';
import type { StoreTile } from './stores';

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

export interface ContinentLocations extends SlugLink {
  locations: SlugLink[];
}

/** A country of `/locations/homepage_sliders/`: its lowest holiday-offer price, null when it has no offer. */
export interface SliderLocation extends MenuLocation {
  min_price: number | null;
}

/** A region, city or country in a destination page's blocks. */
export interface DestinationLink extends PageLink {
  kind?: 'country' | 'region' | 'city' | string;
  banner: string | null;
}

/** `/locations/{slug}/` or `/sublocations/{slug}/`: the destination page, plus its `kind`. */
export interface DestinationPage extends LandingPage {
  kind: 'country' | 'region' | 'city';
  bottom_description: string | null;
  in_slider_sublocations: DestinationLink[];
  sublocations: DestinationLink[];
  banner_stores: StoreTile[];
  /** The ancestors root → parent (country, then region), each linked. */
  parent_path: { name: string; slug: string; url: string }[];
  continent_locations: DestinationLink[];
  bottom_related_sublocations: DestinationLink[];
  /** Active deals of the banner stores. */
  promotions: Promotion[];
}
