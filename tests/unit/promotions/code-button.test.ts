import { describe, expect, it } from 'vitest';
import { codeButtonState, codeHint, hasCode, HINT_LENGTH, MIN_HINTED_CODE_LENGTH } from '@/lib/promotions/code-button';

const coded = (code: string | null) => ({ kind: 'code', coupon: { id: 7, code } });

describe('codeButtonState', () => {
  it('masks a long code and lets only its tail peek out', () => {
    expect(codeButtonState(coded('SUMMER25'))).toEqual({ face: 'masked', hint: '25' });
    expect(codeHint('SUMMER25')).toHaveLength(HINT_LENGTH);
  });

  it('shows the code once revealed', () => {
    expect(codeButtonState(coded('SUMMER25'), 'SUMMER25')).toEqual({ face: 'code', code: 'SUMMER25' });
  });

  it('says "get the code" when the code is too short to hint at, or unknown to the page', () => {
    expect(codeButtonState(coded('A'.repeat(MIN_HINTED_CODE_LENGTH - 1)))).toEqual({ face: 'getCode' });
    expect(codeButtonState(coded('A'.repeat(MIN_HINTED_CODE_LENGTH)))).toEqual({ face: 'masked', hint: 'AA' });
    expect(codeButtonState(coded(null))).toEqual({ face: 'getCode' });
    expect(codeButtonState({ kind: 'code', coupon: { id: 7 } })).toEqual({ face: 'getCode' });
  });

  it('says "free delivery" for a free-delivery offer and "see the offer" for the other offers', () => {
    expect(codeButtonState({ kind: 'free_delivery', coupon: null })).toEqual({ face: 'freeDelivery' });
    expect(codeButtonState({ kind: 'offer', coupon: null })).toEqual({ face: 'offer' });
  });

  it('treats a code promotion without a coupon as an offer: there is nothing to copy', () => {
    expect(hasCode({ kind: 'code', coupon: null })).toBe(false);
    expect(codeButtonState({ kind: 'code', coupon: null })).toEqual({ face: 'offer' });
    expect(hasCode({ kind: 'offer', coupon: { id: 1, code: 'X' } })).toBe(false);
  });

  it('ignores blanks around a code', () => {
    expect(codeHint('  WINTER10  ')).toBe('10');
    expect(codeHint('   ')).toBeNull();
  });
});
