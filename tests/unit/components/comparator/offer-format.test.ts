import { describe, expect, it } from 'vitest';
import { calendarDate, euroOptions, offerPlace, starCount } from '@/components/comparator/offer-format';

describe('comparator formatting', () => {
  it('reads calendar dates as midnight UTC and refuses anything else', () => {
    expect(calendarDate('2026-12-18')?.toISOString()).toBe('2026-12-18T00:00:00.000Z');
    expect(calendarDate('2026-02-30')).toBeNull();
    expect(calendarDate('2026-12-18T10:00:00Z')).toBeNull();
    expect(calendarDate(null)).toBeNull();
  });

  it('shows whole euro prices without cents and others with two decimals', () => {
    const fmt = (n: number, locale: string) => new Intl.NumberFormat(locale, euroOptions(n)).format(n).replace(/\s/g, ' ');
    expect(fmt(499, 'fr-BE')).toBe('499 €');
    expect(fmt(1299, 'nl-BE')).toBe('€ 1.299');
    expect(fmt(99.5, 'fr-FR')).toBe('99,50 €');
  });

  it('places an offer in its city, else its region, then its country', () => {
    const country = { id: 1, name: 'France', slug: 'france' };
    expect(offerPlace({ country, region: { id: 2, name: 'Alpes', slug: 'alpes' }, city: { id: 3, name: 'Chamonix', slug: 'chamonix' } })).toBe('Chamonix, France');
    expect(offerPlace({ country, region: { id: 2, name: 'Alpes', slug: 'alpes' }, city: null })).toBe('Alpes, France');
    expect(offerPlace({ country, region: null, city: null })).toBe('France');
  });

  it('keeps star ratings from 1 to 5 only', () => {
    expect(starCount(3)).toBe(3);
    expect(starCount(null)).toBeNull();
    expect(starCount(0)).toBeNull();
    expect(starCount(6)).toBeNull();
  });
});

