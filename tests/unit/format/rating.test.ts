import { describe, expect, it } from 'vitest';
import { ratingFigure } from '@/lib/format/rating';

describe('ratingFigure', () => {
  it('writes one decimal with the edition’s separator', () => {
    expect(ratingFigure(4.66, 'fr-BE')).toBe('4,7');
    expect(ratingFigure(4, 'nl-BE')).toBe('4,0');
    expect(ratingFigure(Number.NaN, 'fr-FR')).toBe('0,0');
  });
});
