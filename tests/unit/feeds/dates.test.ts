import { describe, expect, it } from 'vitest';
import { parseDayMonthYear, parseEpochMilliseconds, parseIsoDate, zonedTimeToUtc } from '@/server/feeds/adapters/dates';
import { iso } from './helpers';

describe('the networks’ dates as instants', () => {
  it('reads a wall-clock time in its zone, winter and summer', () => {
    expect(iso(zonedTimeToUtc({ year: 2026, month: 12, day: 1 }, 'Europe/Brussels'))).toBe('2026-11-30T23:00:00.000Z');
    expect(iso(zonedTimeToUtc({ year: 2026, month: 7, day: 15, hour: 10 }, 'Europe/London'))).toBe('2026-07-15T09:00:00.000Z');
    expect(iso(zonedTimeToUtc({ year: 2026, month: 7, day: 15, hour: 10 }, 'UTC'))).toBe('2026-07-15T10:00:00.000Z');
  });

  it('reads the hour the clock skips with winter’s offset, and the repeated hour as its second pass', () => {
    expect(iso(zonedTimeToUtc({ year: 2026, month: 3, day: 29, hour: 1, minute: 30 }, 'Europe/London'))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(zonedTimeToUtc({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, 'Europe/London'))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(zonedTimeToUtc({ year: 2026, month: 10, day: 25, hour: 1, minute: 30 }, 'Europe/London'))).toBe('2026-10-25T01:30:00.000Z');
    expect(iso(zonedTimeToUtc({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, 'Europe/Amsterdam'))).toBe('2026-10-25T01:30:00.000Z');
  });

  it('refuses days that do not exist and unknown zones', () => {
    expect(zonedTimeToUtc({ year: 2026, month: 2, day: 29 }, 'UTC')).toBeNull();
    expect(zonedTimeToUtc({ year: 2026, month: 13, day: 1 }, 'UTC')).toBeNull();
    expect(zonedTimeToUtc({ year: 2026, month: 1, day: 1, hour: 24 }, 'UTC')).toBeNull();
    expect(zonedTimeToUtc({ year: 2026, month: 1, day: 1 }, 'Mars/Olympus_Mons')).toBeNull();
  });

  it('reads ISO dates: an offset as written, none in the zone', () => {
    expect(iso(parseIsoDate('2026-12-01T00:00:00+01:00', 'UTC'))).toBe('2026-11-30T23:00:00.000Z');
    expect(iso(parseIsoDate('2026-12-01T00:00:00Z', 'Europe/Brussels'))).toBe('2026-12-01T00:00:00.000Z');
    expect(iso(parseIsoDate('2026-12-01T00:00:00.250-0500', 'UTC'))).toBe('2026-12-01T05:00:00.250Z');
    expect(iso(parseIsoDate('2026-12-01T00:00:00', 'UTC'))).toBe('2026-12-01T00:00:00.000Z');
    expect(iso(parseIsoDate('2026-07-01', 'Europe/Amsterdam'))).toBe('2026-06-30T22:00:00.000Z');
    expect(iso(parseIsoDate('2026-07-01 10:15:00', 'Europe/Amsterdam'))).toBe('2026-07-01T08:15:00.000Z');
    for (const bad of ['', '2026-02-30', '2026-12-01T25:00:00', '01/12/2026', '2026-12-01Z', 'tomorrow', '2026-12-01T00:00:00+25:00']) {
      expect(parseIsoDate(bad, 'UTC'), bad).toBeNull();
    }
  });

  it('reads day/month/year with or without a time', () => {
    expect(iso(parseDayMonthYear('29/03/2026 01:30:00', 'Europe/London'))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(parseDayMonthYear('01/06/2026', 'Europe/Paris'))).toBe('2026-05-31T22:00:00.000Z');
    expect(iso(parseDayMonthYear('1/6/2026 9:05', 'Europe/Paris'))).toBe('2026-06-01T07:05:00.000Z');
    expect(parseDayMonthYear('12/31/2026', 'UTC')).toBeNull();
    expect(parseDayMonthYear('2026-06-01', 'UTC')).toBeNull();
  });

  it('reads milliseconds since 1970 as a number or digits', () => {
    expect(iso(parseEpochMilliseconds(1796079600000))).toBe('2026-11-30T23:00:00.000Z');
    expect(iso(parseEpochMilliseconds('1796079600000'))).toBe('2026-11-30T23:00:00.000Z');
    expect(parseEpochMilliseconds('2026-06-01')).toBeNull();
    expect(parseEpochMilliseconds(1.5)).toBeNull();
    expect(parseEpochMilliseconds(8.64e15 + 1)).toBeNull();
  });
});
