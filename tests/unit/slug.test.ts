import { describe, expect, it } from 'vitest';
import { isSlug, SLUG_MAX, SLUG_PATTERN } from '@/lib/slug';

describe('slugs', () => {
  it('accepts lower-case words of letters and digits joined by single dashes', () => {
    for (const slug of ['a', 'vacances', 'club-med-2025', '4-etoiles']) expect(isSlug(slug)).toBe(true);
  });

  it('refuses capitals, accents, spaces, double or edge dashes and other signs', () => {
    for (const value of ['', 'Paris', 'été', 'a b', 'a--b', '-a', 'a-', 'a_b', 'a/b', 'a.b']) expect(isSlug(value)).toBe(false);
  });

  it('refuses a slug longer than the longest a request may name', () => {
    expect(isSlug('a'.repeat(SLUG_MAX))).toBe(true);
    expect(isSlug('a'.repeat(SLUG_MAX + 1))).toBe(false);
    // The pattern alone says nothing of length.
    expect(SLUG_PATTERN.test('a'.repeat(SLUG_MAX + 1))).toBe(true);
  });
});
