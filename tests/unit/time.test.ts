import { describe, expect, it } from 'vitest';
import { endOfDayIn, siteToday } from '@/lib/time';

describe('the site day', () => {
  it('is the Brussels calendar day, whatever the server time zone', () => {
    // 23:30 UTC in winter is already the next day in Brussels (UTC+1), in summer too (UTC+2).
    expect(siteToday(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-16');
    expect(siteToday(new Date('2026-07-15T21:59:00Z'))).toBe('2026-07-15');
    expect(siteToday(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
  });
});

describe('endOfDayIn', () => {
  it('is the last second of the day in the zone, summer and winter', () => {
    expect(endOfDayIn('2026-12-24', 'Europe/Brussels').toISOString()).toBe('2026-12-24T22:59:59.000Z');
    expect(endOfDayIn('2027-07-14', 'Europe/Paris').toISOString()).toBe('2027-07-14T21:59:59.000Z');
  });
});
