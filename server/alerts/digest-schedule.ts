import { DEFAULT_ALERTS_DIGEST_HOUR } from '@/lib/alerts/constants';
import { editionIds, editions, type EditionId } from '@/lib/editions';
import { calendarDay } from '@/lib/format/expiry';
import { runAloneEvery } from '@/server/db/run-alone';
import type { Db } from '@/server/db/types';
import { runDigest } from './digest';

/** How often the schedule looks whether a digest is due. */
const TICK_MS = 60_000;
/** Instant alerts are looked at this often; each address still gets at most one mail an hour. */
export const INSTANT_RUN_EVERY_MS = 5 * 60_000;

/** The hour of the daily digest in each edition's time zone: ALERTS_DIGEST_HOUR when it is a whole hour 0–23. */
export function alertsDigestHour(value = process.env.ALERTS_DIGEST_HOUR): number {
  const hour = Number(value?.trim() || Number.NaN);
  return Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : DEFAULT_ALERTS_DIGEST_HOUR;
}

/** The hour of the day (0–23) at `now` in a time zone. */
export function localHour(now: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));
}

/**
 * The editions whose daily digest is due at `now`: the digest hour has come in the edition's time zone, and
 * `doneOn` (the local day of each edition's last daily run by this process) is not today. A process started later
 * in the day runs it at once; a run another instance made already finds nothing left to mail.
 */
export function dueDailyEditions(now: Date, hour: number, doneOn: ReadonlyMap<EditionId, string>): EditionId[] {
  return editionIds.filter((id) => {
    const { timeZone } = editions[id];
    return localHour(now, timeZone) >= hour && doneOn.get(id) !== calendarDay(now, timeZone);
  });
}

/**
 * The alerts' digests beside the requests: every minute, on one instance at a time (runAloneEvery), the daily digest
 * of each edition whose hour has come, and every five minutes the instant alerts. `wake` is told when mail was
 * queued, so the outbox sends it at once. A run still going when the next minute comes is left to finish.
 */
export function startAlertDigests(getDb: () => Promise<Db>, wake: () => void): void {
  const doneOn = new Map<EditionId, string>();
  let lastInstantRun = 0;
  let running = false;
  runAloneEvery(
    'alert-digests',
    TICK_MS,
    getDb,
    async (db) => {
      if (running) return;
      running = true;
      try {
        const now = new Date();
        const due = dueDailyEditions(now, alertsDigestHour(), doneOn);
        if (due.length) {
          await runDigest(db, { frequency: 'daily', now, editions: due, onQueued: wake });
          for (const id of due) doneOn.set(id, calendarDay(now, editions[id].timeZone));
        }
        if (now.getTime() - lastInstantRun >= INSTANT_RUN_EVERY_MS) {
          await runDigest(db, { frequency: 'instant', now, onQueued: wake });
          lastInstantRun = now.getTime();
        }
      } finally {
        running = false;
      }
    },
    'the alert digests could not be run',
  );
}
