import { describe, expect, it } from 'vitest';
import { filterCount, promotionFilterLinks } from '@/components/landing/promotion-filter';

const counts = { coupon_counts: 12, offer_counts: 7, total: 19 };

describe('promotionFilterLinks', () => {
  it('lists all, codes, offers with their counts; the whole list has no type parameter', () => {
    expect(promotionFilterLinks('/categories/hebergement/hotels', 'all', counts)).toEqual([
      { type: 'all', href: '/categories/hebergement/hotels', count: 19, current: true },
      { type: 'code', href: '/categories/hebergement/hotels?type=code', count: 12, current: false },
      { type: 'offer', href: '/categories/hebergement/hotels?type=offer', count: 7, current: false },
    ]);
  });

  it('marks the active filter and points every link at the list when given its anchor', () => {
    const links = promotionFilterLinks('/categorieen/logies', 'offer', counts, 'category-promotions');
    expect(links.filter((link) => link.current).map((link) => link.type)).toEqual(['offer']);
    expect(links.map((link) => link.href)).toEqual([
      '/categorieen/logies#category-promotions',
      '/categorieen/logies?type=code#category-promotions',
      '/categorieen/logies?type=offer#category-promotions',
    ]);
  });

  it('never shows a negative or broken count', () => {
    expect(filterCount('code', { coupon_counts: -1, offer_counts: Number.NaN, total: 3.7 })).toBe(0);
    expect(filterCount('offer', { coupon_counts: 0, offer_counts: Number.NaN, total: 3 })).toBe(0);
    expect(filterCount('all', { coupon_counts: 0, offer_counts: 0, total: 3.7 })).toBe(3);
  });
});

