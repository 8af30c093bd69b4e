import { describe, expect, it } from 'vitest';
import { expiryWords, type ExpiryTranslator } from '@/lib/format/expiry';

/** A translator that shows which key and values it was asked for. */
const t: ExpiryTranslator = (key, values) => `${key}${values ? ` ${JSON.stringify(values)}` : ''}`;
const date = (day: Date) => day.toISOString().slice(0, 10);

describe('the words of an expiry', () => {
  it('takes each kind\'s message, with the hours or the day it names', () => {
    const day = new Date('2026-12-24T12:00:00Z');
    expect(expiryWords({ kind: 'none' }, t, date)).toBe('none');
    expect(expiryWords({ kind: 'minutes' }, t, date)).toBe('minutes');
    expect(expiryWords({ kind: 'today', date: day }, t, date)).toBe('today');
    expect(expiryWords({ kind: 'tomorrow', date: day }, t, date)).toBe('tomorrow');
    expect(expiryWords({ kind: 'hours', hours: 5 }, t, date)).toBe('hours {"hours":5}');
    expect(expiryWords({ kind: 'date', date: day }, t, date)).toBe('date {"date":"2026-12-24"}');
    expect(expiryWords({ kind: 'expired', date: day }, t, date)).toBe('expired {"date":"2026-12-24"}');
  });
});
