/**
 * One voucher as every network's adapter hands it over: the runner de-duplicates, imports and withdraws these, and
 * never looks at a network's own fields again (they stay in `raw` for the editors).
 */

import type { FeedNetwork } from '@/lib/feeds/constants';

export { feedNetworks, type FeedNetwork } from '@/lib/feeds/constants';

/** A code to copy, or a deal that needs none (a masked code `*****` is a deal). */
export type VoucherKind = 'code' | 'deal';

export interface Voucher {
  network: FeedNetwork;
  /**
   * The offer's id in the network, or, for a feed without ids (a plain CSV), a hash of the advertiser, the code and
   * the tracking URL: the key of de-duplication within the feed.
   */
  offerId: string;
  advertiserId: string;
  advertiserName: string;
  kind: VoucherKind;
  /** Null for a deal. */
  code: string | null;
  title: string;
  description: string;
  terms: string;
  /** UTC; null: from now / without end. */
  startsAt: Date | null;
  endsAt: Date | null;
  /** The network's tracking link: where a visitor is sent. Never replaced by the landing URL. */
  trackingUrl: string;
  /** The merchant's page the tracking link lands on, when the network says. */
  landingUrl: string | null;
  /** The discount's value and unit (`20` + `percent`, `15` + `EUR`), when the network says. */
  discountValue: number | null;
  discountUnit: 'percent' | string | null;
  exclusive: boolean;
  /** ISO 3166 alpha-2 codes, upper case; empty: not said. */
  countries: string[];
  /** ISO 639-1, lower case; null: not said. */
  language: string | null;
  /** When the network last changed the item (UTC), when it says. */
  sourceUpdatedAt: Date | null;
  /** The item as the network sent it, for the editors. */
  raw: unknown;
}

/** An item of a feed that could not be read as a voucher: reported with the field at fault, and skipped. */
export interface ItemError {
  /** The item's own id in the feed when it has one, else its position (`#12`). */
  item: string;
  field: string;
  message: string;
}

/** What an adapter makes of a feed's items: the vouchers read, and the items it skipped and why. */
export interface AdapterResult {
  vouchers: Voucher[];
  errors: ItemError[];
}
