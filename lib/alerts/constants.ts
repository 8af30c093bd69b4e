/**
 * The alerts' fixed vocabularies, for the database schema, the API and the screens alike. No imports: the migrations
 * tool reads this file too.
 */

/** What a visitor follows: a shop, a category, or the words of a search. */
export const alertKinds = ['store', 'category', 'query'] as const;
export type AlertKind = (typeof alertKinds)[number];

/** One digest a day, or a mail as soon as something is new (at most one an hour). */
export const alertFrequencies = ['daily', 'instant'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/** An address asked (pending) or confirmed through the link of its mail. */
export const alertSubscriberStatuses = ['pending', 'confirmed'] as const;
export type AlertSubscriberStatus = (typeof alertSubscriberStatuses)[number];

/** The hour of the daily digest in the edition's time zone, unless ALERTS_DIGEST_HOUR says otherwise. */
export const DEFAULT_ALERTS_DIGEST_HOUR = 8;

/** An instant alert mails at most this often. */
export const INSTANT_AT_MOST_EVERY_MINUTES = 60;

/** The longest search a visitor may follow. */
export const ALERT_QUERY_MAX = 100;

/** The outbox's names of the alerts' mails: the confirmation, the notice of one more follow, the digest. */
export const alertMailPurpose = { confirm: 'alert_confirm', notice: 'alert_notice', digest: 'alert_digest' } as const;
export const alertMailPurposes = Object.values(alertMailPurpose);
