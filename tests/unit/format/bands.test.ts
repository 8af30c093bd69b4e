import { describe, expect, it } from 'vitest';
import {
  durationBandBounds,
  durationBandKeys,
  durationBandOf,
  durationBands,
  parseDurationBand,
  parsePriceBand,
  priceBandBounds,
  priceBandKeys,
  priceBandOf,
  priceBands,
} from '@/lib/format/bands';

describe('price bands (up to 300, 301-500, 501-750, 751-1000, over 1000)', () => {
  it('has the five bands in order with their bounds', () => {
    expect(priceBandKeys).toEqual(['0-300', '301-500', '501-750', '751-1000', '1001-']);
    expect(priceBandBounds('0-300')).toEqual({ min: 0, max: 300 });
    expect(priceBandBounds('501-750')).toEqual({ min: 501, max: 750 });
    expect(priceBandBounds('1001-')).toEqual({ min: 1001, max: null });
  });

  it('covers whole euros without gap or overlap', () => {
    for (let i = 1; i < priceBandKeys.length; i++) {
      const previous = priceBands[priceBandKeys[i - 1]];
      expect(previous.max).not.toBeNull();
      expect(priceBands[priceBandKeys[i]].min).toBe(previous.max! + 1);
    }
  });

  it('places prices on both edges of each band', () => {
    expect([0, 300, 301, 500, 501, 750, 751, 1000, 1001, 99_999].map(priceBandOf)).toEqual([
      '0-300', '0-300', '301-500', '301-500', '501-750', '501-750', '751-1000', '751-1000', '1001-', '1001-',
    ]);
  });

  it('parses keys, the `+` spelling and its form-decoded space, and refuses the rest', () => {
    expect(parsePriceBand('501-750')).toBe('501-750');
    expect(parsePriceBand(' 301-500 ')).toBe('301-500');
    expect(parsePriceBand('1001-')).toBe('1001-');
    expect(parsePriceBand('1001+')).toBe('1001-');
    expect(parsePriceBand('1001 ')).toBe('1001-');
    expect(parsePriceBand('1001-plus')).toBe('1001-');
    expect(parsePriceBand('1001-PLUS')).toBe('1001-');
    for (const bad of ['', '300', '0-299', '1000+', '1000-', '301-', 'cheap', '501-750+', '501-750-', '__proto__', 'constructor']) expect(parsePriceBand(bad)).toBeUndefined();
  });

  it('hands out copies of the bounds', () => {
    const bounds = priceBandBounds('0-300');
    bounds.min = 42;
    expect(priceBandBounds('0-300').min).toBe(0);
  });
});

describe('duration bands (1-5, 6-10, 11+ nights)', () => {
  it('has the three bands with their bounds', () => {
    expect(durationBandKeys).toEqual(['1-5', '6-10', '11-']);
    expect(durationBandBounds('1-5')).toEqual({ min: 1, max: 5 });
    expect(durationBandBounds('6-10')).toEqual({ min: 6, max: 10 });
    expect(durationBandBounds('11-')).toEqual({ min: 11, max: null });
    expect(durationBands['6-10'].min).toBe(durationBands['1-5'].max + 1);
  });

  it('places stays in their band; none for zero nights', () => {
    expect([1, 5, 6, 10, 11, 30].map(durationBandOf)).toEqual(['1-5', '1-5', '6-10', '6-10', '11-', '11-']);
    expect(durationBandOf(0)).toBeUndefined();
  });

  it('parses keys and the open band spellings', () => {
    expect(parseDurationBand('6-10')).toBe('6-10');
    expect(parseDurationBand('11+')).toBe('11-');
    expect(parseDurationBand('11 ')).toBe('11-');
    expect(parseDurationBand('11-')).toBe('11-');
    expect(parseDurationBand('11-plus')).toBe('11-');
    for (const bad of ['11', '12+', '12-', '6-', '0-5', 'long', '']) expect(parseDurationBand(bad)).toBeUndefined();
  });
});
