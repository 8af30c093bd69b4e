/**
 * The exits' fixed vocabularies, for the database schema, the API and the editors' screens alike. No imports: the
 * migrations tool reads this file too.
 */

/** What a `/go/` link leaves for: a promotion's deal, a shop's site, a holiday offer of the comparator. */
export const clickKinds = ['promotion', 'store', 'offer'] as const;
export type ClickKind = (typeof clickKinds)[number];

/** The affiliate networks whose sub-id parameter carries our click id; `generic` fills a `{click_id}` placeholder. */
export const exitNetworks = ['awin', 'tradetracker', 'daisycon', 'tradedoubler', 'generic', 'none'] as const;
export type ExitNetwork = (typeof exitNetworks)[number];

/** The visitor's screen, told from the user agent, which is never kept. */
export const deviceClasses = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** Why a click is not a visitor's: a crawler, a HEAD request, a browser's prefetch, or a burst from one address. */
export const botReasons = ['agent', 'head', 'prefetch', 'burst'] as const;
export type BotReason = (typeof botReasons)[number];

/** More clicks than this in a minute from one address are a machine's. */
export const BURST_CLICKS_PER_MINUTE = 30;

/** Single clicks are deleted after this many days (CLICKS_RETENTION_DAYS overrides it); daily totals are kept. */
export const DEFAULT_CLICKS_RETENTION_DAYS = 90;

/** How the editors' figures can be cut. */
export const statsGroups = ['day', 'store', 'promotion', 'category', 'page', 'edition', 'source'] as const;
export type StatsGroup = (typeof statsGroups)[number];

/** A conversion as the networks report it. Rejected ones earn nothing. */
export const conversionStatuses = ['pending', 'approved', 'rejected'] as const;
export type ConversionStatus = (typeof conversionStatuses)[number];
