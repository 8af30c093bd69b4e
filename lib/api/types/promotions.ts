/** Shapes of the promotions of `/promotions/…` and of the pages that carry them. */

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
  coupon: ({ id: number; code?: string | null } & Partial<CodeFeedback>) | null;
}

/** What visitors' "it worked / it didn't work" votes say of a code. */
export interface CodeFeedback {
  worked_votes: number;
  failed_votes: number;
  /** A whole percentage; null before any vote. */
  success_rate: number | null;
  last_worked_at: string | null;
}

/** `POST /coupons/{id}/vote/`: the code's figures after the vote, and the vote that stands. */
export interface CodeVoteAnswer extends CodeFeedback {
  id: number;
  your_vote: 'worked' | 'failed';
}

/**
 * `/coupons/{id}/use_coupon/` or `/promotions/{id}/use_offer/`: the promotion's usage after this use; a coupon's
 * answer also carries its code.
 */
export interface UseAnswer {
  time_of_using: string;
  used_count: number;
  used_today_count: number;
  code?: string;
}

/** The numbers of a list's type filter: codes, offers and all active promotions. */
export interface PromotionCounts {
  coupon_counts: number;
  offer_counts: number;
  total: number;
}
