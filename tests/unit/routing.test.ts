import { describe, expect, it } from 'vitest';
import { boundedLocation } from '@/lib/redirects/carried-query.mjs';
import { editionIds, editions, staticPageKeys } from '@/lib/editions';
import {
  carriedQuery,
  invalidPageRedirect,
  MAX_CARRIED_QUERY,
  isTooDeep,
  pageNumber,
  reservedFirstSegments,
  resolvePath,
  shouldScrollToTop,
  slugAndParent,
  staticPageOf,
  staticPath,
  stripTrailingSlash,
} from '@/lib/routing';

describe('staticPath', () => {
  it('spells the routes per edition', () => {
    expect(staticPath('fr-be', 'destinations')).toBe('/pays');
    expect(staticPath('nl-be', 'destinations')).toBe('/bestemmingen');
    expect(staticPath('nl-be', 'categories')).toBe('/categorieen');
    expect(staticPath('nl-be', 'categoryPromotions')).toBe('/categorieen/promoties');
    expect(staticPath('nl-be', 'comparator')).toBe('/vergelijken');
    expect(staticPath('nl-be', 'about')).toBe('/over-ons');
    expect(staticPath('nl-be', 'legal')).toBe('/wettelijke-vertegenwoordiger');
    expect(staticPath('nl-be', 'terms')).toBe('/gebruiksvoorwaarden');
    expect(staticPath('fr-fr', 'about')).toBe('/a-propos');
    expect(staticPath('fr-fr', 'legal')).toBe('/mentions-legales');
    expect(staticPath('fr-be', 'terms')).toBe('/conditions-generales');
    for (const id of editionIds) {
      expect(staticPath(id, 'home')).toBe('/');
      expect(staticPath(id, 'htmlSitemap')).toBe('/html-sitemap');
      expect(staticPath(id, 'search')).toBe('/search');
      expect(staticPath(id, 'blog')).toBe('/blog');
    }
  });

  it('answers null for a page an edition does not have', () => {
    const original = editions['nl-be'].staticPages;
    editions['nl-be'].staticPages = original.filter((k) => k !== 'about');
    try {
      expect(staticPath('nl-be', 'about')).toBeNull();
      expect(staticPageOf('nl-be', '/over-ons')).toBeNull();
    } finally {
      editions['nl-be'].staticPages = original;
    }
  });

  it('finds the static route of a path, slash or not', () => {
    expect(staticPageOf('nl-be', '/vergelijken')).toBe('comparator');
    expect(staticPageOf('fr-be', '/faq/')).toBe('faq');
    expect(staticPageOf('fr-be', '/vergelijken')).toBeNull();
    for (const id of editionIds) for (const key of staticPageKeys) expect(staticPageOf(id, staticPath(id, key)!)).toBe(key);
  });
});

describe('resolvePath', () => {
  it('rewrites the Dutch spelling to the internal French folders', () => {
    expect(resolvePath('nl-be', '/bestemmingen')).toEqual({ kind: 'rewrite', internalPath: '/pays' });
    expect(resolvePath('nl-be', '/bestemmingen/spanje/andalusie')).toEqual({ kind: 'rewrite', internalPath: '/pays/spanje/andalusie' });
    expect(resolvePath('nl-be', '/categorieen/promoties')).toEqual({ kind: 'rewrite', internalPath: '/categories/promotions' });
    expect(resolvePath('nl-be', '/categorieen/hotels')).toEqual({ kind: 'rewrite', internalPath: '/categories/hotels' });
    expect(resolvePath('nl-be', '/over-ons')).toEqual({ kind: 'rewrite', internalPath: '/a-propos' });
    expect(resolvePath('nl-be', '/wettelijke-vertegenwoordiger')).toEqual({ kind: 'rewrite', internalPath: '/mentions-legales' });
  });

  it('leaves French paths, shared routes and free slugs as they are on the French editions', () => {
    expect(resolvePath('fr-be', '/pays/espagne')).toEqual({ kind: 'rewrite', internalPath: '/pays/espagne' });
    expect(resolvePath('fr-fr', '/faq')).toEqual({ kind: 'rewrite', internalPath: '/faq' });
    expect(resolvePath('fr-be', '/')).toEqual({ kind: 'rewrite', internalPath: '/' });
    expect(resolvePath('nl-be', '/stayzo')).toEqual({ kind: 'rewrite', internalPath: '/stayzo' });
  });

  it("answers 301 to the edition's own spelling of another edition's segment", () => {
    expect(resolvePath('nl-be', '/pays')).toEqual({ kind: 'redirect', location: '/bestemmingen' });
    expect(resolvePath('nl-be', '/pays/espagne')).toEqual({ kind: 'rewrite', internalPath: '/other-edition/destinations/espagne' });
    expect(resolvePath('fr-be', '/categorieen/hotels/luxe')).toEqual({ kind: 'rewrite', internalPath: '/other-edition/categories/hotels/luxe' });
    expect(resolvePath('fr-be', '/over-ons/x')).toEqual({ kind: 'redirect', location: '/a-propos/x' });
    expect(resolvePath('nl-be', '/categories/promotions')).toEqual({ kind: 'redirect', location: '/categorieen/promoties' });
    expect(resolvePath('nl-be', '/a-propos')).toEqual({ kind: 'redirect', location: '/over-ons' });
    expect(resolvePath('nl-be', '/comparateur')).toEqual({ kind: 'redirect', location: '/vergelijken' });
    expect(resolvePath('fr-be', '/bestemmingen')).toEqual({ kind: 'redirect', location: '/pays' });
    expect(resolvePath('fr-fr', '/categorieen/promoties')).toEqual({ kind: 'redirect', location: '/categories/promotions' });
    expect(resolvePath('fr-be', '/gebruiksvoorwaarden')).toEqual({ kind: 'redirect', location: '/conditions-generales' });
  });

  it('answers 301 to the path without a trailing slash or doubled slashes', () => {
    expect(resolvePath('fr-be', '/faq/')).toEqual({ kind: 'redirect', location: '/faq' });
    expect(resolvePath('nl-be', '/bestemmingen//spanje/')).toEqual({ kind: 'redirect', location: '/bestemmingen/spanje' });
    expect(stripTrailingSlash('/')).toBe('/');
  });

  it('does not take a segment that merely starts like a translated one', () => {
    expect(resolvePath('nl-be', '/paysage')).toEqual({ kind: 'rewrite', internalPath: '/paysage' });
    expect(resolvePath('fr-be', '/categorieenx')).toEqual({ kind: 'rewrite', internalPath: '/categorieenx' });
  });
});

describe('invalidPageRedirect', () => {
  it('keeps a positive whole page', () => {
    expect(invalidPageRedirect('?page=2')).toBeNull();
    expect(invalidPageRedirect('?x=1&page=10')).toBeNull();
    expect(invalidPageRedirect('')).toBeNull();
    expect(invalidPageRedirect('?x=1')).toBeNull();
  });

  it('drops page 0, negative, non-integer or repeated pages and keeps the other parameters', () => {
    expect(invalidPageRedirect('?page=0')).toBe('');
    expect(invalidPageRedirect('?page=-3&x=1')).toBe('?x=1');
    expect(invalidPageRedirect('?str=bali&page=1.5')).toBe('?str=bali');
    expect(invalidPageRedirect('?page=abc')).toBe('');
    expect(invalidPageRedirect('?page=')).toBe('');
    expect(invalidPageRedirect('?page=2&page=3')).toBe('');
    expect(invalidPageRedirect('?page=00')).toBe('');
    expect(invalidPageRedirect('?page=-02')).toBe('');
  });

  it('serves a page written with leading zeros as that page, without a redirect', () => {
    expect(invalidPageRedirect('?page=02')).toBeNull();
    expect(invalidPageRedirect('?page=01')).toBeNull();
  });
});

describe('pageNumber', () => {
  it('reads a whole page ≥ 1, 1 otherwise', () => {
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber(['4', '5'])).toBe(4);
    expect(pageNumber(undefined)).toBe(1);
    expect(pageNumber('0')).toBe(1);
    expect(pageNumber('x')).toBe(1);
    expect(pageNumber('02')).toBe(2);
  });
});

describe('route guard', () => {
  it('reads slug and parent from the segments', () => {
    expect(slugAndParent(['espagne', 'andalousie', 'seville'])).toEqual({ slug: 'seville', parent: 'andalousie' });
    expect(slugAndParent(['espagne', 'andalousie'])).toEqual({ slug: 'andalousie', parent: 'espagne' });
    expect(slugAndParent(['espagne'])).toEqual({ slug: 'espagne' });
  });

  it('refuses more than four segments except for a blog post', () => {
    expect(isTooDeep(['a', 'b', 'c', 'd'])).toBe(false);
    expect(isTooDeep(['a', 'b', 'c', 'd', 'e'])).toBe(true);
    expect(isTooDeep(['a', 'b', 'c', 'd', 'e'], 'category')).toBe(true);
    expect(isTooDeep(['a', 'b', 'c', 'd', 'e'], 'blog_post')).toBe(false);
  });

  it('reserves the static first segments of every edition', () => {
    for (const segment of ['categories', 'categorieen', 'pays', 'bestemmingen', 'about', 'legal', 'terms', 'faq', 'contact', 'cookies', 'privacy', 'blog', 'not-found', 'search']) {
      expect(reservedFirstSegments.has(segment)).toBe(true);
    }
    expect(reservedFirstSegments.has('stayzo')).toBe(false);
  });

  it('scrolls to the top unless the URL has a hash', () => {
    expect(shouldScrollToTop('https://vacances.be/faq')).toBe(true);
    expect(shouldScrollToTop('https://vacances.be/faq#contact')).toBe(false);
    expect(shouldScrollToTop('https://vacances.be/faq#')).toBe(true);
  });
});

describe('carriedQuery', () => {
  it('carries a query on whole, and none that would make the redirect grow with the address', () => {
    expect(carriedQuery('?utm_source=newsletter&page=2')).toBe('?utm_source=newsletter&page=2');
    expect(carriedQuery('')).toBe('');
    const long = `?x=${'a'.repeat(MAX_CARRIED_QUERY)}`;
    expect(carriedQuery(long)).toBe('');
  });
});

describe('boundedLocation', () => {
  it('keeps a redirect’s query up to what a redirect carries, and drops a longer one', () => {
    expect(boundedLocation('/faq?utm_source=x')).toBe('/faq?utm_source=x');
    expect(boundedLocation('/faq')).toBe('/faq');
    expect(boundedLocation(`/faq?x=${'a'.repeat(MAX_CARRIED_QUERY)}`)).toBe('/faq');
  });
});
