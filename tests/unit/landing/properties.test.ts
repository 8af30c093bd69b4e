import { describe, expect, it } from 'vitest';
import { withoutRepeats } from '@/lib/landing/properties';

describe('small rules of the landing pages', () => {
  it('drops the related offers already shown as selected hotels', () => {
    expect(withoutRepeats([{ id: 1 }, { id: 2 }, { id: 3 }], [{ id: 2 }])).toEqual([{ id: 1 }, { id: 3 }]);
  });
});
