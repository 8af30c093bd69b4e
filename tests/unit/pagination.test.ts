import { describe, expect, it } from 'vitest';
import { pageCount, pageHref, paginationLinks, parsePageNumber } from '@/lib/pagination';

describe('parsePageNumber', () => {
  it('reads a whole page ≥ 1 written in digits, leading zeros included', () => {
    expect(parsePageNumber('2')).toBe(2);
    expect(parsePageNumber('02')).toBe(2);
    expect(parsePageNumber('0007')).toBe(7);
    expect(parsePageNumber('999999999')).toBe(999_999_999);
  });

  it('names no page for 0, a negative, a decimal, words, an empty value or more than nine digits', () => {
    for (const value of ['0', '000', '-2', '1.5', '2e3', '+2', ' 2', 'abc', '', null, undefined, '1000000000']) {
      expect(parsePageNumber(value), String(value)).toBeNull();
    }
  });
});

describe('pagination links', () => {
  it('counts pages, an empty list keeping its first page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(326, 20)).toBe(17);
    expect(pageCount(78, 18)).toBe(5);
    expect(pageCount(10, 0)).toBe(1);
  });

  it('leaves `page` out of page 1 and adds it to the others', () => {
    expect(pageHref('/blog', 1)).toBe('/blog');
    expect(pageHref('/blog', 2)).toBe('/blog?page=2');
    expect(pageHref('/categorieen/promoties', 17)).toBe('/categorieen/promoties?page=17');
  });

  it('keeps the other parameters, never a stale page', () => {
    expect(pageHref('/search', 3, { str: 'ski & sun', page: '9' })).toBe('/search?str=ski+%26+sun&page=3');
    expect(pageHref('/search', 1, { str: 'ski', empty: '', none: undefined })).toBe('/search?str=ski');
  });

  it('links previous and next, none past either end', () => {
    expect(paginationLinks('/blog', 1, 5)).toEqual({ previous: null, next: '/blog?page=2' });
    expect(paginationLinks('/blog', 2, 5)).toEqual({ previous: '/blog', next: '/blog?page=3' });
    expect(paginationLinks('/blog', 5, 5)).toEqual({ previous: '/blog?page=4', next: null });
    expect(paginationLinks('/blog', 1, 1)).toEqual({ previous: null, next: null });
  });
});

