import type { FeedNetwork } from '@/lib/feeds/constants';
import type { ContentStatus } from '@/lib/schemas/content-status';
import type { PromotionKind } from '@/lib/promotions/kinds';
import type { Paginated } from './common';
import type { CodeFeedback } from './promotions';

/** Where an imported promotion came from: its feed (null once the feed is deleted), its network and the offer there. */
export interface PromotionSource {
  feed: number | null;
  network: FeedNetwork;
  offer_id: string | null;
}

/**
 * What the editors' reads say of a promotion's origin: `source` null for an editor's own, and when its feed withdrew
 * it. Optional: a backend speaking an older contract leaves them out, and the screens then show no source.
 */
export interface PromotionOrigin {
  source?: PromotionSource | null;
  withdrawn_at?: string | null;
}

/** A row of the editors' promotion list (`GET /promotions/editable/`). */
export interface EditorPromotionRow extends PromotionOrigin {
  id: number;
  title: string;
  kind: PromotionKind;
  code: string | null;
  /** What visitors' votes say of the code, and whether they flag it for checking; null without a code. */
  code_feedback: (CodeFeedback & { is_failing: boolean }) | null;
  status: ContentStatus;
  publish_at: string | null;
  starts_at: string;
  expires_at: string | null;
  updated_at: string;
  deleted_at: string | null;
  is_exclusive: boolean;
  store: { id: number; name: string; slug: string };
}

export type EditorPromotionPage = Paginated<EditorPromotionRow>;

/** A promotion as the editor's form reads it (`GET /promotions/{id}/editable/`). */
export interface EditablePromotion extends PromotionOrigin {
  id: number;
  title: string;
  link: string;
  offer: string;
  description: string;
  condition: string;
  kind: PromotionKind;
  is_exclusive: boolean;
  is_verified: boolean;
  slider_image: string | null;
  starts_at: string | null;
  expires_at: string | null;
  store: number;
  stores: { id: number; name: string; slug: string }[];
  categories: number[];
  code: string | null;
  status: ContentStatus;
  publish_at: string | null;
  in_slider: boolean;
  on_homepage: boolean;
  is_deal_of_month: boolean;
  position: number;
  updated_at: string;
  deleted_at: string | null;
  /** The fields an editor changed on an imported promotion: its feed no longer overwrites them. */
  editor_fields?: string[];
}
