import { describe, expect, it } from 'vitest';
import { countOf, flagCount } from '@/components/comparator/facet-counts';

const facets = {
  price: [{ value: '0-300', count: 4 }],
  last: [
    { value: 'false', count: 9 },
    { value: 'true', count: 3 },
  ],
};

describe('facet counts', () => {
  it('gives the count of a value, zero for one the facets leave out, nothing when the facets are unknown', () => {
    expect(countOf(facets, 'price', '0-300')).toBe(4);
    expect(countOf(facets, 'price', '301-500')).toBe(0);
    expect(countOf(undefined, 'price', '0-300')).toBeUndefined();
    expect(countOf(facets, 'duration', '1-5')).toBeUndefined();
  });

  it('reads the "yes" value of a flag however the API spells it', () => {
    expect(flagCount(facets, 'last')).toBe(3);
    expect(flagCount({ last: [{ value: '1', count: 2 }] }, 'last')).toBe(2);
    expect(flagCount({ last: [{ value: '0', count: 2 }] }, 'last')).toBe(0);
    expect(flagCount(undefined, 'has_discount')).toBeUndefined();
  });
});
