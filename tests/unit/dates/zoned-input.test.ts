import { describe, expect, it } from 'vitest';
import { instantFromZonedInput, zonedInputValue } from '@/lib/dates/zoned-input';

describe('the editor forms’ dates in the edition’s time zone', () => {
  it('shows an instant as the wall-clock time of Brussels, in winter and in summer', () => {
    expect(zonedInputValue('2026-12-01T08:00:00Z', 'Europe/Brussels')).toBe('2026-12-01T09:00');
    expect(zonedInputValue('2026-07-01T08:00:00Z', 'Europe/Paris')).toBe('2026-07-01T10:00');
    expect(zonedInputValue('2026-12-31T23:30:00Z', 'Europe/Brussels')).toBe('2027-01-01T00:30');
    expect(zonedInputValue(null, 'Europe/Brussels')).toBe('');
    expect(zonedInputValue('not a date', 'Europe/Brussels')).toBe('');
  });

  it('reads a wall-clock time as that zone’s instant, with its offset', () => {
    expect(instantFromZonedInput('2026-12-01T09:00', 'Europe/Brussels')).toBe('2026-12-01T09:00:00+01:00');
    expect(instantFromZonedInput('2026-07-01T10:00', 'Europe/Paris')).toBe('2026-07-01T10:00:00+02:00');
    expect(new Date(instantFromZonedInput('2026-07-01T10:00', 'Europe/Paris')!).toISOString()).toBe('2026-07-01T08:00:00.000Z');
  });

  it('goes there and back unchanged, around the clock changes too', () => {
    for (const iso of ['2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z', '2026-10-25T01:30:00Z', '2026-06-15T12:00:00Z']) {
      const shown = zonedInputValue(iso, 'Europe/Brussels');
      expect(new Date(instantFromZonedInput(shown, 'Europe/Brussels')!).toISOString(), iso).toBe(new Date(iso).toISOString());
    }
  });

  it('reads a time the clock skips with winter’s offset, and the repeated hour as its second pass', () => {
    expect(instantFromZonedInput('2026-03-29T02:30', 'Europe/Brussels')).toBe('2026-03-29T02:30:00+01:00');
    expect(instantFromZonedInput('2026-10-25T02:30', 'Europe/Brussels')).toBe('2026-10-25T02:30:00+01:00');
  });

  it('refuses what is no wall-clock time', () => {
    for (const value of ['', '2026-02-30T10:00', '2026-12-01', '2026-12-01 09:00', '2026-13-01T09:00']) expect(instantFromZonedInput(value, 'Europe/Brussels'), value).toBeNull();
  });
});
