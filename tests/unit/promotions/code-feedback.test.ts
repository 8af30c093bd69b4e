import { describe, expect, it } from 'vitest';
import { feedbackRank, isFailingCode, successPercent, UNVOTED_RANK, wilsonLowerBound } from '@/lib/promotions/code-feedback';

describe('what votes say about a code', () => {
  it('takes the Wilson lower bound, not the raw rate', () => {
    // Reference values of the 95 % Wilson interval.
    expect(wilsonLowerBound({ worked: 1, failed: 0 })).toBeCloseTo(0.2065, 3);
    expect(wilsonLowerBound({ worked: 95, failed: 5 })).toBeCloseTo(0.8883, 3);
    expect(wilsonLowerBound({ worked: 0, failed: 12 })).toBe(0);
    expect(wilsonLowerBound({ worked: 0, failed: 0 })).toBe(0);
    // 100 % of one vote ranks below 95 % of a hundred.
    expect(feedbackRank({ worked: 1, failed: 0 })).toBeLessThan(feedbackRank({ worked: 95, failed: 5 }));
  });

  it('ranks an unvoted code between the codes shown to work and those shown to fail', () => {
    expect(feedbackRank({ worked: 0, failed: 0 })).toBe(UNVOTED_RANK);
    expect(feedbackRank({ worked: 30, failed: 2 })).toBeGreaterThan(UNVOTED_RANK);
    expect(feedbackRank({ worked: 2, failed: 10 })).toBeLessThan(UNVOTED_RANK);
    expect(feedbackRank({ worked: 0, failed: 1 })).toBeLessThan(UNVOTED_RANK);
  });

  it('rounds the success rate to a whole percentage, none before a vote', () => {
    expect(successPercent({ worked: 28, failed: 6 })).toBe(82);
    expect(successPercent({ worked: 2, failed: 1 })).toBe(67);
    expect(successPercent({ worked: 0, failed: 0 })).toBeNull();
  });

  it('flags a code under 30 % over at least 10 votes', () => {
    expect(isFailingCode({ worked: 2, failed: 8 })).toBe(true);
    expect(isFailingCode({ worked: 3, failed: 7 })).toBe(false);
    expect(isFailingCode({ worked: 0, failed: 9 })).toBe(false);
    expect(isFailingCode({ worked: 0, failed: 10 })).toBe(true);
  });
});
