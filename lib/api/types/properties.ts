/** A holiday offer as `/properties/` answers it (server/api/properties/cards.ts). */

export interface PropertyRef {
  id: number;
  name: string;
  slug: string;
}

export interface PropertyOffer {
  id: number;
  name: string;
  description: string;
  image: string | null;
  link: string;
  price: number;
  original_price: number | null;
  discount_percent: number | null;
  duration_nights: number;
  stars: number | null;
  is_last_minute: boolean;
  has_discount: boolean;
  type_of_stay: string;
  /** A calendar date, `YYYY-MM-DD`. */
  departure_date: string | null;
  departure_city: string;
  partner: PropertyRef & { logo: string | null };
  category: PropertyRef;
  country: PropertyRef;
  region: PropertyRef | null;
  city: PropertyRef | null;
  service_types: PropertyRef[];
}
