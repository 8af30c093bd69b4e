import { describe, expect, it } from 'vitest';
import { propertyQueryOf } from '@/lib/landing/datafeed-filters';

describe('propertyQueryOf (the related-offers read is skipped without a filter)', () => {
  it('skips empty fields, and the best-offer flag alone', () => {
    expect(propertyQueryOf({})).toBeNull();
    expect(propertyQueryOf(null)).toBeNull();
    expect(propertyQueryOf({ homepage_best_offer: true })).toBeNull();
    expect(propertyQueryOf({ last: false, has_discount: false })).toBeNull();
  });

  it('keeps real filters, and the best-offer flag beside them', () => {
    expect(propertyQueryOf({ country: 4 })).toEqual({ country: 4 });
    expect(propertyQueryOf({ rating: 5, homepage_best_offer: true })).toEqual({ rating: 5, homepage_best_offer: true });
    expect(propertyQueryOf({ last: true, type_of_stay: ' all_inclusive ', service_types: [3, 7] })).toEqual({
      last: true,
      type_of_stay: 'all_inclusive',
      service_types: [3, 7],
    });
  });

  it('drops values of the wrong shape an editor could type', () => {
    const typedByHand = { country: '4', region: -1, price: '', service_types: [0, 2.5], city: 1.5 } as unknown as Parameters<typeof propertyQueryOf>[0];
    expect(propertyQueryOf(typedByHand)).toBeNull();
  });
});

