import { describe, expect, it } from 'vitest';
import { acceptedOrderings, propertyQuery } from '@/lib/schemas/properties';
import { SORTS } from '@/lib/comparator/options';

describe('the query of the holiday offers', () => {
  it('defaults to the first block of 8', () => {
    expect(propertyQuery.parse({})).toEqual({ page: 1, size: 8 });
  });

  it('reads references as ids or slugs, and ratings and stay types among the comparator options', () => {
    expect(propertyQuery.parse({ country: ['Spain', '12'], rating: ' 4 ,5', type_of_stay: 'all_inclusive' })).toMatchObject({
      country: [{ slug: 'spain' }, { id: 12 }],
      rating: ['4', '5'],
      type_of_stay: ['all_inclusive'],
    });
    expect(propertyQuery.safeParse({ rating: '1' }).success).toBe(false);
    expect(propertyQuery.safeParse({ country: 'a--b' }).success).toBe(false);
  });

  it('accepts `departure_date` through `ordering` only', () => {
    expect(acceptedOrderings).toEqual([...SORTS, 'departure_date']);
    expect(propertyQuery.parse({ ordering: 'departure_date' }).ordering).toBe('departure_date');
    expect(propertyQuery.safeParse({ sort: 'departure_date' }).success).toBe(false);
  });
});
