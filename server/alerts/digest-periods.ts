import { INSTANT_AT_MOST_EVERY_MINUTES, type AlertFrequency } from '@/lib/alerts/constants';
import { editions, type EditionId } from '@/lib/editions';
import { calendarDay } from '@/lib/format/expiry';

/** The outbox's purpose of a digest, daily or instant (the editors' figures count them by it). */
export const ALERT_DIGEST_PURPOSE = 'alert_digest';

/**
 * How far before an address's last mail a digest still looks: a promotion saved in a transaction that began before
 * the last digest read the catalogue, and committed after, carries an earlier date than that read; without this
 * overlap it would never be mailed. What was mailed is never mailed again (alert_sent), so the overlap costs nothing.
 */
export const LATE_COMMIT_MINUTES = 10;

/**
 * How far back a digest ever looks: news older than a week is no news, even to an address that was never mailed (no
 * mail while nothing it follows changed) or after the digests stood still. It also bounds what a batch reads.
 */
export const LOOKBACK_DAYS = 7;

/** The period a digest belongs to: the edition's calendar day for the daily one, the UTC hour for the instant one. */
export function digestPeriod(frequency: AlertFrequency, edition: EditionId, now: Date): string {
  if (frequency === 'daily') return calendarDay(now, editions[edition].timeZone);
  // `yyyy-mm-ddThh` in UTC: no hour repeats when the clocks go back.
  return now.toISOString().slice(0, 13);
}

/**
 * The outbox key of an address's digest for a period: whoever queues it, however many times, the outbox holds one
 * (its unique index), so two instances running at once or a run repeated after a crash never mail twice.
 */
export const digestDedupeKey = (frequency: AlertFrequency, subscriberId: number, edition: EditionId, now: Date) =>
  `alerts:${frequency}:${subscriberId}:${digestPeriod(frequency, edition, now)}`;

/** The last instant mail must be this old before the next one: at most one an hour. */
export const instantWaitMs = INSTANT_AT_MOST_EVERY_MINUTES * 60_000;
