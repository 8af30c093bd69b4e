/**
 * The affiliate feeds' fixed vocabularies, for the database schema, the API and the editors' screens alike. No
 * imports: the migrations tool reads this file too.
 */

export const feedNetworks = ['awin', 'awin_csv', 'tradetracker', 'daisycon', 'tradedoubler', 'csv', 'json'] as const;
export type FeedNetwork = (typeof feedNetworks)[number];

/** The generic feeds read their columns through a mapping saved on the feed. */
export const mappedNetworks: readonly FeedNetwork[] = ['csv', 'json'];

/** What an imported promotion is at first: a draft for an editor to check, or published at once. */
export const feedPublishStatuses = ['draft', 'published'] as const;
export type FeedPublishStatus = (typeof feedPublishStatuses)[number];

/** A run is under way, succeeded, failed (nothing changed), or held (it would withdraw too much: an admin decides). */
export const feedRunStatuses = ['running', 'ok', 'failed', 'held'] as const;
export type FeedRunStatus = (typeof feedRunStatuses)[number];

/** An item the run skipped, or the run's own failure (`item` empty): what is wrong, and where. */
export interface FeedRunError {
  item: string;
  field: string;
  message: string;
}

/** The fields of a promotion a feed fills, by the names of the editors' write body (an editor's change is kept by these names). */
export const feedFields = ['title', 'link', 'offer', 'description', 'condition', 'kind', 'code', 'is_exclusive', 'starts_at', 'expires_at', 'store'] as const;
export type FeedField = (typeof feedFields)[number];

/** What became of an offer a feed brought: a promotion, a voucher waiting for its advertiser's shop, or withdrawn. */
export const feedOfferStates = ['imported', 'waiting', 'withdrawn'] as const;
