/** What the admins' feed screens read from `/feeds/`: the feeds, their runs' reports and their advertisers. */
import type { EditionId } from '@/lib/editions';
import type { FeedNetwork, FeedPublishStatus, FeedRunError, FeedRunStatus } from '@/lib/feeds/constants';
import type { FeedMapping } from '@/lib/schemas/feed-mapping';
import type { Paginated } from './common';

/** What one run of a feed did (`POST /feeds/{id}/run/`, `GET /feeds/{id}/runs/`). */
export interface FeedRunReport {
  id: number;
  feed: number;
  status: FeedRunStatus;
  /** `schedule`, or `account:{id}` when an admin launched it. */
  trigger: string;
  started_at: string;
  finished_at: string | null;
  fetched: number;
  created: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  skipped: number;
  /** Offers that wait for their advertiser to be mapped to a shop. */
  unmapped: number;
  /** `item` empty: the run's own failure, already in the edition's words; otherwise one offer the run skipped. */
  errors: FeedRunError[];
  /** A held run: how many promotions it would withdraw once an admin confirms it. */
  held_withdrawals: number;
  confirmed_at: string | null;
}

/** A feed as the admins read it; its credentials are never answered, only whether some are stored. */
export interface Feed {
  id: number;
  name: string;
  network: FeedNetwork;
  edition: EditionId;
  url: string;
  has_credentials: boolean;
  mapping: FeedMapping | null;
  every_minutes: number;
  publish: FeedPublishStatus;
  enabled: boolean;
  next_run_at: string;
  created_at: string;
  updated_at: string;
  last_run: FeedRunReport | null;
}

export type FeedPage = Paginated<Feed>;
export type FeedRunPage = Paginated<FeedRunReport>;

export interface FeedShop {
  id: number;
  name: string;
  slug: string;
}

/** An advertiser a feed brought, the shop its vouchers go to, and the shops whose names come closest. */
export interface FeedAdvertiser {
  advertiser_id: string;
  name: string;
  voucher_count: number;
  /** Vouchers that wait for a shop: imported at once when one is chosen. */
  waiting: number;
  store: FeedShop | null;
  suggestions: FeedShop[];
}

/** `PUT /feeds/{id}/advertisers/{advertiser}/`: the advertiser as it now stands, and how many promotions it made at once. */
export type FeedAdvertiserSaved = FeedAdvertiser & { imported: number };

export interface FeedAdvertiserList {
  count: number;
  results: FeedAdvertiser[];
}
