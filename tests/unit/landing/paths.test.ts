import { describe, expect, it } from 'vitest';
import { categorySlugChain, destinationSlugChain, isChain } from '@/lib/landing/paths';

describe('landing chains', () => {
  const luxe = {
    slug: 'hotels-de-luxe',
    parent_category: { id: 13, name: 'Hôtels', slug: 'hotels', parent_category: { id: 12, name: 'Hébergement', slug: 'hebergement', parent_category: null } },
  };

  it('reads a category’s chain root first from its nested parents', () => {
    expect(categorySlugChain(luxe)).toEqual(['hebergement', 'hotels', 'hotels-de-luxe']);
    expect(categorySlugChain({ slug: 'camping', parent_category: null })).toEqual(['camping']);
  });

  it('reads a destination’s chain from its parent path', () => {
    expect(destinationSlugChain({ slug: 'heraklion', parent_path: [{ slug: 'grece' }, { slug: 'crete' }] })).toEqual(['grece', 'crete', 'heraklion']);
    expect(destinationSlugChain({ slug: 'grece', parent_path: [] })).toEqual(['grece']);
  });

  it('accepts only the exact chain', () => {
    expect(isChain(['grece', 'crete'], ['grece', 'crete'])).toBe(true);
    expect(isChain(['crete'], ['grece', 'crete'])).toBe(false);
    expect(isChain(['espagne', 'crete'], ['grece', 'crete'])).toBe(false);
    expect(isChain(['Grece', 'crete'], ['grece', 'crete'])).toBe(false);
  });
});

