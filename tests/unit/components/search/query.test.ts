import { describe, expect, it } from 'vitest';
import { displayQuery, searchHref, searchText } from '@/components/search/query';

describe('header search', () => {
  it('goes to the search page with str only for non-empty text', () => {
    expect(searchHref('/search', '  bali hotel ')).toBe('/search?str=bali+hotel');
    expect(searchHref('/search', 'é&?')).toBe('/search?str=%C3%A9%26%3F');
    expect(searchHref('/search', '')).toBeNull();
    expect(searchHref('/search', '   ')).toBeNull();
  });
});

describe('search text', () => {
  it('takes the first `str`, trimmed, white space collapsed', () => {
    expect(searchText(undefined)).toBe('');
    expect(searchText('   ')).toBe('');
    expect(searchText('  ski   alpes ')).toBe('ski alpes');
    expect(searchText(['first', 'second'])).toBe('first');
  });

  it('cuts a long text for display only', () => {
    expect(displayQuery('ski')).toBe('ski');
    expect(displayQuery('a'.repeat(150))).toBe(`${'a'.repeat(100)}…`);
    expect(displayQuery('été '.repeat(3), 5)).toBe('été é…');
  });
});

