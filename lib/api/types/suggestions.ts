/** Shapes of the header's search suggestions: `/promotions/search_promotions_stores_by_name/`. */

/** A shop of the answer, reduced to the fields the popup shows. */
export interface SuggestStore {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
}

export interface SuggestPromotion {
  id: number;
  title: string;
  offer: string | null;
  is_expired: boolean;
  stores: { name: string; slug: string; icon: string | null }[];
}

export interface SuggestAnswer {
  stores: SuggestStore[];
  promotions: SuggestPromotion[];
}
