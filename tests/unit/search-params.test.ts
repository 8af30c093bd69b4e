import { describe, expect, it } from 'vitest';
import { firstOf, listOf, splitList, paramsOfRecord, queryString, toSearchParams, valuesOf, withQuery } from '@/lib/search-params';

describe('search params', () => {
  it('lists a record value: none, one or all', () => {
    expect(listOf(undefined)).toEqual([]);
    expect(listOf('a')).toEqual(['a']);
    expect(listOf(['a', 'b'])).toEqual(['a', 'b']);
    expect(firstOf(['x', 'y'])).toBe('x');
    expect(firstOf([])).toBeUndefined();
    expect(firstOf(undefined)).toBeUndefined();
  });

  it('reads every value of a key from each form', () => {
    expect(valuesOf({ a: ['1', '2'], b: undefined }, 'a')).toEqual(['1', '2']);
    expect(valuesOf({ a: '1' }, 'b')).toEqual([]);
    expect(valuesOf(new URLSearchParams('a=1&a=2'), 'a')).toEqual(['1', '2']);
    expect(valuesOf({ getAll: (key: string) => [key] }, 'k')).toEqual(['k']);
  });

  it('turns a record into a query, arrays repeated and null or undefined left out', () => {
    expect(paramsOfRecord({ a: 1, b: [2, 3], c: true, d: null, e: undefined }).toString()).toBe('a=1&b=2&b=3&c=true');
  });

  it('reads a raw string, URLSearchParams and Next records alike', () => {
    expect(toSearchParams('?page=2&x=1').getAll('page')).toEqual(['2']);
    expect(toSearchParams(new URLSearchParams('a=b')).get('a')).toBe('b');
    expect(toSearchParams({ page: ['1', '2'] }).getAll('page')).toEqual(['1', '2']);
    expect(toSearchParams().toString()).toBe('');
  });

  it('writes `?a=b` or nothing', () => {
    expect(queryString({ a: 'b', c: ['d', 'e'], f: undefined })).toBe('?a=b&c=d&c=e');
    expect(queryString({})).toBe('');
    expect(withQuery('/x', new URLSearchParams('a=1'))).toBe('/x?a=1');
    expect(withQuery('/x', new URLSearchParams())).toBe('/x');
  });
});

describe('small rules of the landing pages', () => {
  it('carries the query over a redirect', () => {
    expect(queryString({ page: '2', type: 'code', x: undefined })).toBe('?page=2&type=code');
    expect(queryString({ tag: ['a', 'b'] })).toBe('?tag=a&tag=b');
    expect(queryString({})).toBe('');
  });

  it('splits a repeatable key: repeated or comma-separated, trimmed, empty items dropped', () => {
    expect(splitList('a, b,,c ')).toEqual(['a', 'b', 'c']);
    expect(splitList(['1', '2,3', ' '])).toEqual(['1', '2', '3']);
    expect(splitList('')).toEqual([]);
  });
});
