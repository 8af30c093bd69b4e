import { describe, expect, it } from 'vitest';
import { calendarDay, expiryOf, HOURS_BAND_MS, MINUTES_BAND_MS, nextCalendarDay } from '@/lib/format/expiry';

const BXL = 'Europe/Brussels';
// 21:00 in Brussels (UTC+1 in November).
const now = new Date('2026-11-23T20:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const H = 60 * 60 * 1000;

describe('expiryOf', () => {
  it('has no wording without a date or with an unreadable one', () => {
    expect(expiryOf(null, now, BXL)).toEqual({ kind: 'none' });
    expect(expiryOf(undefined, now, BXL)).toEqual({ kind: 'none' });
    expect(expiryOf('not a date', now, BXL)).toEqual({ kind: 'none' });
  });

  it('is expired at the very instant of the end and after it', () => {
    expect(expiryOf(now, now, BXL).kind).toBe('expired');
    expect(expiryOf(at(-1), now, BXL).kind).toBe('expired');
    expect(expiryOf('2026-11-01T10:00:00Z', now, BXL)).toEqual({ kind: 'expired', date: new Date('2026-11-01T10:00:00Z') });
  });

  it('says "in a few minutes" under one hour', () => {
    expect(expiryOf(at(1), now, BXL)).toEqual({ kind: 'minutes' });
    expect(expiryOf(at(MINUTES_BAND_MS - 1), now, BXL)).toEqual({ kind: 'minutes' });
  });

  it('counts whole hours from one hour to just under six, even across midnight', () => {
    expect(expiryOf(at(MINUTES_BAND_MS), now, BXL)).toEqual({ kind: 'hours', hours: 1 });
    expect(expiryOf(at(2 * H - 1), now, BXL)).toEqual({ kind: 'hours', hours: 1 });
    expect(expiryOf(at(2 * H), now, BXL)).toEqual({ kind: 'hours', hours: 2 });
    // 21:00 + 5h59 is 02:59 the next day in Brussels: still "in 5 hours", not "tomorrow".
    expect(expiryOf(at(HOURS_BAND_MS - 1), now, BXL)).toEqual({ kind: 'hours', hours: 5 });
  });

  it('says "today" from six hours on while the end is on the same calendar day of the edition', () => {
    const morning = new Date('2026-11-23T07:00:00Z'); // 08:00 in Brussels
    expect(expiryOf(new Date(morning.getTime() + HOURS_BAND_MS), morning, BXL).kind).toBe('today');
    expect(expiryOf('2026-11-23T22:59:59Z', morning, BXL).kind).toBe('today'); // 23:59:59 in Brussels
  });

  it('says "tomorrow" for the next calendar day in the edition’s time zone, not in UTC', () => {
    // 00:00 on the 24th in Brussels is still the 23rd in UTC.
    expect(expiryOf('2026-11-23T23:00:00Z', new Date('2026-11-23T07:00:00Z'), BXL).kind).toBe('tomorrow');
    expect(expiryOf('2026-11-23T23:00:00Z', new Date('2026-11-23T07:00:00Z'), 'UTC').kind).toBe('today');
    expect(expiryOf('2026-11-24T22:59:59Z', now, BXL).kind).toBe('tomorrow');
  });

  it('gives the date from the day after tomorrow on', () => {
    expect(expiryOf('2026-11-24T23:00:00Z', now, BXL)).toEqual({ kind: 'date', date: new Date('2026-11-24T23:00:00Z') });
    expect(expiryOf('2027-01-15T12:00:00Z', now, 'Europe/Paris').kind).toBe('date');
  });

  it('keeps calendar days right across the daylight-saving change', () => {
    // 29 March 2026: Brussels and Paris move from UTC+1 to UTC+2 at 01:00 UTC.
    const evening = new Date('2026-03-28T12:00:00Z');
    expect(expiryOf('2026-03-29T21:59:00Z', evening, 'Europe/Paris').kind).toBe('tomorrow'); // 23:59 CEST on the 29th
    expect(expiryOf('2026-03-29T22:00:00Z', evening, 'Europe/Paris').kind).toBe('date'); // 00:00 CEST on the 30th
  });
});

describe('calendar days', () => {
  it('reads the day in the given time zone', () => {
    expect(calendarDay(new Date('2026-11-23T23:30:00Z'), BXL)).toBe('2026-11-24');
    expect(calendarDay(new Date('2026-11-23T23:30:00Z'), 'UTC')).toBe('2026-11-23');
  });

  it('steps over month and year ends and leap days', () => {
    expect(nextCalendarDay('2026-11-30')).toBe('2026-12-01');
    expect(nextCalendarDay('2026-12-31')).toBe('2027-01-01');
    expect(nextCalendarDay('2028-02-28')).toBe('2028-02-29');
  });
});
