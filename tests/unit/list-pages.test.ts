import { describe, expect, it } from 'vitest';
import { categoryTree, flattenTree, menuCategories, type CategoryRow } from '@/lib/category-tree';
import { calendarDate, euroOptions, offerPlace, starCount } from '@/components/comparator/offer-format';
import { displayQuery, searchText } from '@/components/search/query';
import { isPastLastPage } from '@/lib/api/list-page';
import { pageCount, pageHref, paginationLinks } from '@/lib/pagination';
import { ApiRequestError } from '@/lib/api/transport';

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

  it('treats only a 404 past page 1 as a page past the last', () => {
    expect(isPastLastPage(new ApiRequestError(404, '/api/posts/', { detail: 'Invalid page.' }), 9)).toBe(true);
    expect(isPastLastPage(new ApiRequestError(404, '/api/posts/', null), 1)).toBe(false);
    expect(isPastLastPage(new ApiRequestError(500, '/api/posts/', null), 9)).toBe(false);
    expect(isPastLastPage(new Error('network'), 9)).toBe(false);
  });
});

describe('category tree', () => {
  const row = (id: number, slug: string, parent: number | null): CategoryRow => ({ id, name: slug.toUpperCase(), slug, parent_category: parent });

  it('nests children under their parent with the slug chain of their page, in list order', () => {
    const tree = categoryTree([row(13, 'hotels', 12), row(1, 'sejours', null), row(14, 'luxe', 13), row(12, 'hebergement', null), row(2, 'last-minute', 1)]);
    expect(tree.map((n) => n.slug)).toEqual(['sejours', 'hebergement']);
    expect(tree[0].children.map((n) => n.slugs)).toEqual([['sejours', 'last-minute']]);
    expect(tree[1].children[0].slugs).toEqual(['hebergement', 'hotels']);
    expect(tree[1].children[0].children[0].slugs).toEqual(['hebergement', 'hotels', 'luxe']);
    expect(tree[1].icon).toBeNull();
    expect(flattenTree(tree).length).toBe(5);
  });

  it('leaves out orphans, rows deeper than pages route, and cycles', () => {
    const rows = [row(1, 'a', null), row(2, 'b', 1), row(3, 'c', 2), row(4, 'd', 3), row(5, 'orphan', 99), row(6, 'x', 7), row(7, 'y', 6)];
    const tree = categoryTree(rows);
    expect(flattenTree(tree).length).toBe(3);
    expect(tree[0].children[0].children[0].children).toEqual([]);
    expect(categoryTree([])).toEqual([]);
  });
});

describe('comparator formatting', () => {
  it('reads calendar dates as midnight UTC and refuses anything else', () => {
    expect(calendarDate('2026-12-18')?.toISOString()).toBe('2026-12-18T00:00:00.000Z');
    expect(calendarDate('2026-02-30')).toBeNull();
    expect(calendarDate('2026-12-18T10:00:00Z')).toBeNull();
    expect(calendarDate(null)).toBeNull();
  });

  it('shows whole euro prices without cents and others with two decimals', () => {
    const fmt = (n: number, locale: string) => new Intl.NumberFormat(locale, euroOptions(n)).format(n).replace(/\s/g, ' ');
    expect(fmt(499, 'fr-BE')).toBe('499 €');
    expect(fmt(1299, 'nl-BE')).toBe('€ 1.299');
    expect(fmt(99.5, 'fr-FR')).toBe('99,50 €');
  });

  it('places an offer in its city, else its region, then its country', () => {
    const country = { id: 1, name: 'France', slug: 'france' };
    expect(offerPlace({ country, region: { id: 2, name: 'Alpes', slug: 'alpes' }, city: { id: 3, name: 'Chamonix', slug: 'chamonix' } })).toBe('Chamonix, France');
    expect(offerPlace({ country, region: { id: 2, name: 'Alpes', slug: 'alpes' }, city: null })).toBe('Alpes, France');
    expect(offerPlace({ country, region: null, city: null })).toBe('France');
  });

  it('keeps star ratings from 1 to 5 only', () => {
    expect(starCount(3)).toBe(3);
    expect(starCount(null)).toBeNull();
    expect(starCount(0)).toBeNull();
    expect(starCount(6)).toBeNull();
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

describe('menu categories', () => {
  const row = (id: number, slug: string, parent: number | null, inMenu = true): CategoryRow => ({ id, name: slug, slug, parent_category: parent, in_menu: inMenu });
  it('links a child category with its parents\' slugs, in the list order, within the limit', () => {
    const rows = [row(3, 'billets', 1), row(1, 'transport', null, false), row(4, 'orphan', 99), row(2, 'hotels', 5), row(5, 'hebergement', null)];
    expect(menuCategories(rows, 40).map((c) => c.slugs)).toEqual([['transport', 'billets'], ['hebergement', 'hotels'], ['hebergement']]);
    expect(menuCategories(rows, 1)).toHaveLength(1);
  });
});
