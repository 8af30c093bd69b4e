import { describe, expect, it } from 'vitest';
import { carriesPageState, comparatorStateFrom, isInternalOnlyPath, pageStateOf, splitPageState, withPageState } from '@/lib/page-state';

describe('pageStateOf', () => {
  it('keeps only a page above 1 and a known type, in a fixed order', () => {
    expect(pageStateOf('?type=code&utm_source=news&page=2')).toBe('page=2&type=code');
    expect(pageStateOf('?page=1')).toBe('');
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
    expect(withPageState('/search', '?page=2')).toBe('/search');
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

describe('isInternalOnlyPath', () => {
  it('spots the mark in a path a visitor typed', () => {
    expect(isInternalOnlyPath('/zalando/~page=2')).toBe(true);
    expect(isInternalOnlyPath('/zalando')).toBe(false);
    expect(isInternalOnlyPath('/other-edition/destinations/espagne')).toBe(true);
  });
});
