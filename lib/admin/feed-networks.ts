import { mappedNetworks, type FeedNetwork } from '@/lib/feeds/constants';

/**
 * What each affiliate network asks of an admin setting up its feed: the credentials of the account, and whether the
 * file's columns must be named (the generic CSV and JSON feeds). The words are in `admin.feeds`.
 */

export const credentialKeys = ['token', 'customer_id', 'passphrase', 'affiliate_site_id', 'media_id'] as const;
export type CredentialKey = (typeof credentialKeys)[number];

export interface CredentialField {
  key: CredentialKey;
  /** Typed hidden, like a password: a token or a passphrase opens the network account. */
  secret: boolean;
  /** Without it a run fails (the network refuses, or the importer cannot ask). */
  required: boolean;
  /** Needed only when the feed's address does not carry it already as this query parameter. */
  inUrl?: string;
}

export const networkCredentials: Record<FeedNetwork, readonly CredentialField[]> = {
  awin: [{ key: 'token', secret: true, required: true }],
  // The Awin CSV download's address carries its own key.
  awin_csv: [],
  tradetracker: [
    { key: 'customer_id', secret: false, required: true },
    { key: 'passphrase', secret: true, required: true },
    { key: 'affiliate_site_id', secret: false, required: true },
  ],
  daisycon: [
    { key: 'token', secret: true, required: true },
    { key: 'media_id', secret: false, required: true, inUrl: 'media_id' },
  ],
  tradedoubler: [{ key: 'token', secret: true, required: true, inUrl: 'token' }],
  // A merchant's own file may sit behind a bearer token, or be public.
  csv: [{ key: 'token', secret: true, required: false }],
  json: [{ key: 'token', secret: true, required: false }],
};

/** Whether the feed's columns are named by the admin (a merchant's own CSV or JSON file). */
export const isMappedNetwork = (network: FeedNetwork): boolean => mappedNetworks.includes(network);

function urlCarries(url: string, parameter: string): boolean {
  try {
    return new URL(url.trim()).searchParams.has(parameter);
  } catch {
    return false;
  }
}

/**
 * The credentials a run of this feed would miss once saved. Credentials are replaced whole, never merged: left empty,
 * the stored ones stay; once one is typed, every one the network needs must be. Removing them is the admin's call.
 */
export function missingCredentials(network: FeedNetwork, typed: Partial<Record<CredentialKey, string>>, feed: { url: string; stored: boolean; removing: boolean }): CredentialKey[] {
  if (feed.removing) return [];
  const fields = networkCredentials[network];
  const given = fields.filter((field) => (typed[field.key] ?? '').trim() !== '');
  if (given.length === 0 && feed.stored) return [];
  return fields.filter((field) => field.required && !given.includes(field) && !(field.inUrl && urlCarries(feed.url, field.inUrl))).map((field) => field.key);
}
