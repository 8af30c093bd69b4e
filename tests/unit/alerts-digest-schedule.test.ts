import { describe, expect, it } from 'vitest';
import type { EditionId } from '@/lib/editions';
import { digestDedupeKey, digestPeriod } from '@/server/alerts/digest-periods';
import { alertsDigestHour, dueDailyEditions, localHour } from '@/server/alerts/digest-schedule';

/** When the alerts' digests are due, and the key that makes each address's digest of a period go once. */

describe('the period of a digest', () => {
  it('is the edition’s calendar day for the daily one, not the server’s', () => {
    // 22:30 UTC on 30 June is already 1 July in Brussels and Paris (UTC+2).
    const lateEvening = new Date('2026-06-30T22:30:00Z');
    expect(digestPeriod('daily', 'fr-be', lateEvening)).toBe('2026-07-01');
    expect(digestPeriod('daily', 'fr-fr', lateEvening)).toBe('2026-07-01');
    expect(digestPeriod('daily', 'nl-be', new Date('2026-12-31T22:30:00Z'))).toBe('2026-12-31');
  });

  it('is the UTC hour for the instant one, so no hour repeats when the clocks go back', () => {
    // 2026-10-25: Brussels goes from 03:00 back to 02:00; 00:30 and 01:30 UTC are both "02:30" there.
    expect(digestPeriod('instant', 'fr-be', new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T00');
    expect(digestPeriod('instant', 'fr-be', new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T01');
  });

  it('names the frequency, the address and the period in the outbox key', () => {
    const now = new Date('2026-03-02T07:00:00Z');
    expect(digestDedupeKey('daily', 42, 'fr-be', now)).toBe('alerts:daily:42:2026-03-02');
    expect(digestDedupeKey('instant', 42, 'fr-be', now)).toBe('alerts:instant:42:2026-03-02T07');
  });
});

describe('the daily schedule', () => {
  it('takes ALERTS_DIGEST_HOUR when it is a whole hour of the day, 8 otherwise', () => {
    expect(alertsDigestHour(undefined)).toBe(8);
    expect(alertsDigestHour('')).toBe(8);
    expect(alertsDigestHour('6')).toBe(6);
    expect(alertsDigestHour(' 0 ')).toBe(0);
    for (const wrong of ['24', '-1', '7.5', 'eight']) expect(alertsDigestHour(wrong)).toBe(8);
  });

  it('counts the hour in the edition’s time zone', () => {
    expect(localHour(new Date('2026-01-15T07:00:00Z'), 'Europe/Brussels')).toBe(8);
    expect(localHour(new Date('2026-07-15T06:00:00Z'), 'Europe/Paris')).toBe(8);
  });

  it('is due once the hour has come, once a day per edition', () => {
    const before = new Date('2026-07-15T05:59:00Z'); // 07:59 in Brussels and Paris
    const after = new Date('2026-07-15T06:00:00Z'); // 08:00
    expect(dueDailyEditions(before, 8, new Map())).toEqual([]);
    expect(dueDailyEditions(after, 8, new Map())).toEqual(['fr-be', 'nl-be', 'fr-fr']);
    const done = new Map<EditionId, string>([
      ['fr-be', '2026-07-15'],
      ['nl-be', '2026-07-14'],
    ]);
    expect(dueDailyEditions(after, 8, done)).toEqual(['nl-be', 'fr-fr']);
    // Late in the day (a process started after the hour), still due until it ran.
    expect(dueDailyEditions(new Date('2026-07-15T21:00:00Z'), 8, done)).toEqual(['nl-be', 'fr-fr']);
  });
});
