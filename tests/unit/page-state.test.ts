import { describe, expect, it } from 'vitest';
import { carriesPageState, comparatorStateFrom, holdsOnlyPageState, isInternalOnlyPath, searchStateFrom, searchStateOf, pageStateOf, splitPageState, withPageState } from '@/lib/page-state';

describe('pageStateOf', () => {
  it('keeps only a page above 1 and a known type, in a fixed order', () => {
    expect(pageStateOf('?type=code&utm_source=news&page=2')).toBe('page=2&type=code');
    expect(pageStateOf('?page=1')).toBe('');
    // `02` is page 2, in the one spelling the cache keys and the canonical link use.
    expect(pageStateOf('?page=02')).toBe('page=2');
    expect(pageStateOf('?type=everything&page=abc')).toBe('');
    expect(pageStateOf('')).toBe('');
  });
});

describe('withPageState', () => {
  it('carries the state of an entity page or a paginated list in a last segment', () => {
    expect(withPageState('/zalando', '?page=2')).toBe('/zalando/~page=2');
    expect(withPageState('/categories/hotels', '?type=offer')).toBe('/categories/hotels/~type=offer');
    expect(withPageState('/blog', '?page=3')).toBe('/blog/~page=3');
    expect(withPageState('/categories/promotions', '?page=3')).toBe('/categories/promotions/~page=3');
  });

  it('leaves a page unchanged when the query holds no state', () => {
    expect(withPageState('/zalando', '?utm_source=news')).toBe('/zalando');
  });

  it('never touches the pages that read their own query or have none', () => {
    expect(withPageState('/faq', '?page=2')).toBe('/faq');
    expect(withPageState('/', '?page=2')).toBe('/');
    expect(withPageState('/pays', '?page=2')).toBe('/pays');
  });
});

describe('the comparator state', () => {
  it('is its filters as its own links write them, whatever their order or spelling', () => {
    const a = withPageState('/comparateur', '?rating=4&price=501-750&utm_source=x');
    expect(a).toBe(withPageState('/comparateur', '?price=501-750&rating=4'));
    expect(a).toMatch(/^\/comparateur\/~/);
    expect(comparatorStateFrom(a.split('/').slice(2))?.getAll('rating')).toEqual(['4']);
  });

  it('keeps the bare comparator bare, and makes any other query a variant', () => {
    expect(withPageState('/comparateur', '')).toBe('/comparateur');
    expect(withPageState('/comparateur', '?utm_source=x')).toBe('/comparateur/~');
    expect(comparatorStateFrom(undefined)).toBeNull();
    expect(comparatorStateFrom(['~'])?.toString()).toBe('');
  });
});

describe('carriesPageState', () => {
  it('knows the routes that read the state segment', () => {
    expect(carriesPageState('/pays/espagne')).toBe(true);
    expect(carriesPageState('/pays')).toBe(false);
    expect(carriesPageState('/categories')).toBe(false);
    expect(carriesPageState('/contact')).toBe(false);
  });
});

describe('splitPageState', () => {
  it('gives the route its slugs and the query back', () => {
    expect(splitPageState(['hebergement', 'hotels', '~page=2&type=code'])).toEqual({ segments: ['hebergement', 'hotels'], query: { page: '2', type: 'code' } });
    expect(splitPageState(['zalando', '%7Epage=4'])).toEqual({ segments: ['zalando'], query: { page: '4' } });
    expect(splitPageState(['zalando'])).toEqual({ segments: ['zalando'], query: {} });
    expect(splitPageState([])).toEqual({ segments: [], query: {} });
  });

  it('reads a segment that is not valid percent-encoding as no state, never throwing', () => {
    expect(splitPageState(['zalando', '%E0%A4%A'])).toEqual({ segments: ['zalando', '%E0%A4%A'], query: {} });
    expect(comparatorStateFrom(['%E0%A4%A'])).toBeNull();
  });

  it('reads only the state it would have written', () => {
    expect(splitPageState(['x', '~page=0&evil=1'])).toEqual({ segments: ['x'], query: {} });
  });
});

describe('the search page’s state', () => {
  it('carries the text, a known kind and its page, normalised, in a last segment', () => {
    const ski = Buffer.from('ski').toString('base64url');
    expect(withPageState('/search', '?str=ski&kind=promotions&page=02&utm_source=x')).toBe(`/search/~q=${ski}&kind=promotions&page=2`);
    expect(searchStateOf('?str=%20%20ski%20%20alpes%20')).toBe(`q=${Buffer.from('ski alpes').toString('base64url')}`);
    expect(searchStateOf('?str=ski&kind=everything&page=3')).toBe(`q=${ski}`);
    expect(searchStateOf('?str=ski&page=3')).toBe(`q=${ski}`);
    expect(searchStateOf('?str=ski&kind=stores&page=1')).toBe(`q=${ski}&kind=stores`);
  });

  it('is the bare search page without a text', () => {
    expect(searchStateOf('?str=%20&kind=stores')).toBeNull();
    expect(withPageState('/search', '?page=2')).toBe('/search');
  });

  it('reads back what it wrote, any character of the text included, and nothing else', () => {
    for (const text of ['ski alpes', '50% à Zürich', 'a/b?c#d&e=f', '%41 ~ +']) {
      const state = searchStateOf(new URLSearchParams({ str: text, kind: 'posts', page: '4', evil: '1' }));
      expect(state, text).not.toMatch(/%/);
      expect(searchStateFrom([`~${state}`]), text).toEqual({ str: text, kind: 'posts', page: '4' });
    }
    expect(searchStateFrom(['~q=not base64!'])).toEqual({});
    expect(searchStateFrom(undefined)).toEqual({});
  });
});

describe('holdsOnlyPageState', () => {
  it('takes no segment, or the one state segment the proxy adds', () => {
    expect(holdsOnlyPageState(undefined)).toBe(true);
    expect(holdsOnlyPageState([])).toBe(true);
    expect(holdsOnlyPageState(['~page=2'])).toBe(true);
    expect(holdsOnlyPageState(['%7Eprice=501-750'])).toBe(true);
  });

  it('refuses any segment the route does not read', () => {
    expect(holdsOnlyPageState(['x'])).toBe(false);
    expect(holdsOnlyPageState(['a', 'b', 'c'])).toBe(false);
    expect(holdsOnlyPageState(['x', '~page=2'])).toBe(false);
    expect(holdsOnlyPageState(['~page=2', '~page=3'])).toBe(false);
  });
});

describe('isInternalOnlyPath', () => {
  it('spots the mark in a path a visitor typed', () => {
    expect(isInternalOnlyPath('/zalando/~page=2')).toBe(true);
    expect(isInternalOnlyPath('/zalando')).toBe(false);
    expect(isInternalOnlyPath('/other-edition/destinations/espagne')).toBe(true);
  });
});
