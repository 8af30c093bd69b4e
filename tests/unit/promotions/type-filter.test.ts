import { describe, expect, it } from 'vitest';
import { promotionTypeOf, typeQuery } from '@/lib/promotions/type-filter';

describe('small rules of the landing pages', () => {
  it('reads the promotion type filter, anything unknown meaning all', () => {
    expect(promotionTypeOf('code')).toBe('code');
    expect(promotionTypeOf(['offer', 'code'])).toBe('offer');
    expect(promotionTypeOf('exclusive')).toBe('all');
    expect(promotionTypeOf(undefined)).toBe('all');
    expect(typeQuery('all')).toEqual({ type: undefined });
    expect(typeQuery('code')).toEqual({ type: 'code' });
  });
});
