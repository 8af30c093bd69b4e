import { describe, expect, it } from 'vitest';
import { entityCrumbs } from '@/lib/breadcrumbs';
import { propertyQueryOf } from '@/lib/landing/datafeed-filters';
import { categorySlugChain, destinationSlugChain, isChain } from '@/lib/landing/paths';
import { withoutRepeats } from '@/lib/landing/properties';
import { promotionTypeOf, typeQuery } from '@/lib/promotions/type-filter';
import { queryString } from '@/lib/search-params';
import { withoutBrand } from '@/lib/seo';
import { faqPageJsonLd } from '@/lib/json-ld/site';
import { resolveLandingPath, UnknownEntityKindError, type ResolvedSlug } from '@/lib/slug-dispatch';

function resolverOf(known: Record<string, string>) {
  const asked: string[] = [];
  const resolve = async (slug: string): Promise<ResolvedSlug | null> => {
    asked.push(slug);
    return slug in known ? { entity: known[slug], id: 1, slug } : null;
  };
  return { resolve, asked };
}

const known = { grece: 'location', crete: 'sublocation', heraklion: 'sublocation', hotels: 'subcategory', stayzo: 'store', odd: 'planet' };
const destinations = ['location', 'sublocation'] as const;

describe('resolveLandingPath (the route guard of /pays/… and /categories/…)', () => {
  it('resolves the last of up to three slugs', async () => {
    const { resolve, asked } = resolverOf(known);
    expect(await resolveLandingPath(['grece'], destinations, resolve)).toMatchObject({ kind: 'found', entity: 'location', segments: ['grece'] });
    expect(await resolveLandingPath(['grece', 'crete'], destinations, resolve)).toMatchObject({ kind: 'found', entity: 'sublocation' });
    expect(await resolveLandingPath(['grece', 'crete', 'heraklion'], destinations, resolve)).toMatchObject({
      kind: 'found',
      resolved: { slug: 'heraklion' },
      segments: ['grece', 'crete', 'heraklion'],
    });
    expect(asked).toEqual(['grece', 'crete', 'heraklion']);
  });

  it('answers 404 past three slugs (four segments with the prefix) without asking the resolver', async () => {
    const { resolve, asked } = resolverOf(known);
    expect(await resolveLandingPath(['grece', 'crete', 'heraklion', 'x'], destinations, resolve)).toEqual({ kind: 'notFound' });
    expect(await resolveLandingPath([], destinations, resolve)).toEqual({ kind: 'notFound' });
    expect(asked).toEqual([]);
  });

  it('answers 404 for an unknown slug, another kind, or a malformed segment', async () => {
    const { resolve } = resolverOf(known);
    expect(await resolveLandingPath(['nowhere'], destinations, resolve)).toEqual({ kind: 'notFound' });
    expect(await resolveLandingPath(['stayzo'], destinations, resolve)).toEqual({ kind: 'notFound' });
    expect(await resolveLandingPath(['hotels'], destinations, resolve)).toEqual({ kind: 'notFound' });
    expect(await resolveLandingPath(['%E0%A4%A'], destinations, resolve)).toEqual({ kind: 'notFound' });
    expect(await resolveLandingPath(['hotels'], ['category', 'subcategory'], resolve)).toMatchObject({ kind: 'found', entity: 'subcategory' });
  });

  it('throws on a kind nobody knows, rather than rendering a wrong page', async () => {
    const { resolve } = resolverOf(known);
    await expect(resolveLandingPath(['odd'], destinations, resolve)).rejects.toBeInstanceOf(UnknownEntityKindError);
  });
});

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

describe('propertyQueryOf (the related-offers read is skipped without a filter)', () => {
  it('skips empty fields, and the best-offer flag alone', () => {
    expect(propertyQueryOf({})).toBeNull();
    expect(propertyQueryOf(null)).toBeNull();
    expect(propertyQueryOf({ homepage_best_offer: true })).toBeNull();
    expect(propertyQueryOf({ last: false, has_discount: false })).toBeNull();
  });

  it('keeps real filters, and the best-offer flag beside them', () => {
    expect(propertyQueryOf({ country: 4 })).toEqual({ country: 4 });
    expect(propertyQueryOf({ rating: 5, homepage_best_offer: true })).toEqual({ rating: 5, homepage_best_offer: true });
    expect(propertyQueryOf({ last: true, type_of_stay: ' all_inclusive ', service_types: [3, 7] })).toEqual({
      last: true,
      type_of_stay: 'all_inclusive',
      service_types: [3, 7],
    });
  });

  it('drops values of the wrong shape an editor could type', () => {
    const typedByHand = { country: '4', region: -1, price: '', service_types: [0, 2.5], city: 1.5 } as unknown as Parameters<typeof propertyQueryOf>[0];
    expect(propertyQueryOf(typedByHand)).toBeNull();
  });
});

describe('small rules of the landing pages', () => {
  it('reads the promotion type filter, anything unknown meaning all', () => {
    expect(promotionTypeOf('code')).toBe('code');
    expect(promotionTypeOf(['offer', 'code'])).toBe('offer');
    expect(promotionTypeOf('exclusive')).toBe('all');
    expect(promotionTypeOf(undefined)).toBe('all');
    expect(typeQuery('all')).toEqual({ type: undefined });
    expect(typeQuery('code')).toEqual({ type: 'code' });
  });

  it('puts Home before the server’s chain, or before the page’s own items when the chain is missing', () => {
    const chain = [{ name: 'Grèce', url: '/pays/grece' }];
    expect(entityCrumbs('Accueil', chain, [{ name: 'x', url: '/x' }])).toEqual([{ name: 'Accueil', url: '/' }, ...chain]);
    expect(entityCrumbs('Accueil', [], [{ name: 'Grèce', url: '/pays/grece' }])).toEqual([{ name: 'Accueil', url: '/' }, ...chain]);
  });

  it('drops the related offers already shown as selected hotels', () => {
    expect(withoutRepeats([{ id: 1 }, { id: 2 }, { id: 3 }], [{ id: 2 }])).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('carries the query over a redirect', () => {
    expect(queryString({ page: '2', type: 'code', x: undefined })).toBe('?page=2&type=code');
    expect(queryString({ tag: ['a', 'b'] })).toBe('?tag=a&tag=b');
    expect(queryString({})).toBe('');
  });

  it('strips the brand an SEO title ends with, whatever the separator', () => {
    expect(withoutBrand('fr-be', 'Hôtels de luxe | Vacances.be')).toBe('Hôtels de luxe');
    expect(withoutBrand('fr-be', 'Hôtels de luxe – vacances.be')).toBe('Hôtels de luxe');
    expect(withoutBrand('fr-be', 'Vacances.be, le guide')).toBe('Vacances.be, le guide');
  });

  it('builds FAQPage JSON-LD from the named items only, as plain text', () => {
    expect(faqPageJsonLd([])).toBeNull();
    expect(faqPageJsonLd([{ question: ' ', answer: 'x' }])).toBeNull();
    expect(faqPageJsonLd([{ question: 'Quand partir ?', answer: '<p>En <b>mai</b>.</p>' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Quand partir ?', acceptedAnswer: { '@type': 'Answer', text: 'En mai .' } }],
    });
  });
});
