import type { EditionId } from '@/lib/editions';

/**
 * How many visitors follow one thing, counted by alert (an address follows a thing at most once, so an alert is a
 * follower). The three figures add up to every alert on the thing.
 */
export interface FollowerCounts {
  /** Alerts that mail: not paused, of an address that confirmed its subscription. */
  followers: number;
  /** Alerts of addresses that have not yet followed the link of their confirmation mail: nothing is mailed to them yet. */
  pending: number;
  /** Alerts of confirmed addresses that their visitor paused. */
  paused: number;
}

/** A followed shop: its id and its name (null when the shop is gone). */
export type StoreFollowers = FollowerCounts & { store: number; label: string | null };

/** A followed category: its id and its name (null when the category is gone). */
export type CategoryFollowers = FollowerCounts & { category: number; label: string | null };

/** The words of a followed search, as stored: trimmed, single spaces, lower case. */
export type QueryFollowers = FollowerCounts & { query: string };

/** The addresses and their alerts, whatever they follow. */
export interface AlertTotals {
  /** Every address that asked for an alert, confirmed or not. */
  addresses: number;
  /** Those that confirmed. */
  confirmed_addresses: number;
  /** Every alert of those addresses, pending and paused ones included. */
  alerts: number;
  /** Alerts that mail: not paused, of a confirmed address (the sum of every list's `followers`, uncut). */
  active: number;
  /** Alerts their visitor paused. */
  paused: number;
}

/** The mails of the alerts in the outbox: the digests, the confirmations and the notices of a new follow. */
export interface AlertMails {
  /** Handed to the mail server over the last 30 days (every alert mail). */
  sent_last_30_days: number;
  /** Of those, the digests: the mails that carry promotions. */
  digests_sent_last_30_days: number;
  /** Waiting in the outbox to be sent, retries included. */
  queued: number;
}

/**
 * `GET /alerts/stats/`: what the visitors follow on the editions added up, the busiest first (at most 100 a list),
 * and the mails. Counts only: no address ever appears.
 */
export interface AlertStats {
  editions: EditionId[];
  followers: {
    stores: StoreFollowers[];
    categories: CategoryFollowers[];
    queries: QueryFollowers[];
  };
  totals: AlertTotals;
  mails: AlertMails;
}

/** `GET /alerts/stats/?store=<id>`: the followers of one shop (see FollowerCounts.followers). */
export interface StoreFollowerCount {
  store: number;
  followers: number;
}
