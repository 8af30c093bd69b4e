import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  comparatorApiPath,
  comparatorHref,
  comparatorSearch,
  dropFields,
  emptyQuery,
  invalidFields,
  isRefined,
  keepKnownSlugs,
  parseComparatorQuery,
  staleSlugFields,
  withoutFilter,
} from '@/lib/comparator/query';

const parse = (search: string) => parseComparatorQuery(new URLSearchParams(search));

describe('parseComparatorQuery', () => {
  it('reads every key of the contract', () => {
    const q = parse(
      'country=spain&region=andalusia&city=malaga&price=301-500&duration=6-10&rating=4&last=1&has_discount=1&type_of_stay=half_board&datafeed_category=hotel&service_types=pool&partner=sunweb&sort=-price&page=3',
    );
    expect(q).toEqual({
      country: 'spain',
      region: 'andalusia',
      city: 'malaga',
      price: ['301-500'],
      duration: ['6-10'],
      rating: ['4'],
      last: true,
      has_discount: true,
      type_of_stay: ['half_board'],
      datafeed_category: ['hotel'],
      service_types: ['pool'],
      partner: ['sunweb'],
      sort: '-price',
      page: 3,
    });
  });

  it('takes repeated and comma-separated values of the list keys, once each, in the canonical order', () => {
    const q = parse('price=1001-&price=0-300&price=0-300&rating=5,3&rating=4&service_types=wifi&service_types=pool,wifi');
    expect(q.price).toEqual(['0-300', '1001-']);
    expect(q.rating).toEqual(['3', '4', '5']);
    expect(q.service_types).toEqual(['pool', 'wifi']);
  });

  it('reads the open bands in every spelling', () => {
    for (const spelling of ['1001-', '1001+', '1001-plus', '1001 ', '1001']) expect(parseComparatorQuery({ price: spelling }).price).toEqual(['1001-']);
    expect(parse('duration=11%2B').duration).toEqual(['11-']);
    expect(parse('duration=11+').duration).toEqual(['11-']); // an unencoded + is a space
  });

  it('drops invalid values and keeps the rest', () => {
    const q = parse('price=foo&price=300-500&price=301-500&rating=9&rating=1&rating=4&duration=0-5&sort=cheapest&last=maybe&type_of_stay=spa&partner=Not%20a%20slug&page=abc');
    expect(q).toEqual({ ...emptyQuery(), price: ['301-500'], rating: ['4'] });
    expect(parse('sort=price&sort=stars').sort).toBe('price');
  });

  it('keeps one place per level, and a region or city without its parents (the page completes them)', () => {
    expect(parse('region=andalusia&city=malaga')).toMatchObject({ country: null, region: 'andalusia', city: 'malaga' });
    expect(parse('country=Spain&country=italy').country).toBe('spain');
  });

  it('accepts the forms of a plain record (Next searchParams) and ignores empty form fields', () => {
    const q = parseComparatorQuery({ country: '', region: '', price: ['0-300'], last: 'on', sort: 'recommended' });
    expect(q).toEqual({ ...emptyQuery(), price: ['0-300'], last: true });
  });
});

describe('building query strings', () => {
  it('spells one state one way: keys in a fixed order, default sort and page 1 left out', () => {
    const a = parse('rating=4&price=0-300&sort=recommended&page=1&last=1&country=spain');
    const b = parse('country=spain&last=true&price=0-300&rating=4');
    expect(comparatorSearch(a)).toBe('country=spain&price=0-300&rating=4&last=1');
    expect(comparatorSearch(b)).toBe(comparatorSearch(a));
    expect(comparatorSearch({ ...a, sort: 'stars', page: 2 })).toBe('country=spain&price=0-300&rating=4&last=1&sort=stars&page=2');
  });

  it('round-trips through parse', () => {
    const q = parse('country=spain&region=andalusia&price=1001-&duration=11-&rating=2&rating=5&has_discount=1&type_of_stay=room_only&type_of_stay=all_inclusive&partner=a&partner=b&sort=nights&page=4');
    expect(parse(comparatorSearch(q))).toEqual(q);
  });

  it('uses the same pairs for the page URL and the API call', () => {
    const q = parse('price=301-500&rating=4&sort=price');
    expect(comparatorHref('/vergelijken', q)).toBe('/vergelijken?price=301-500&rating=4&sort=price');
    expect(comparatorHref('/comparateur', emptyQuery())).toBe('/comparateur');
    expect(comparatorApiPath('nl-be', q)).toBe('/api/properties/?language=nl-be&price=301-500&rating=4&sort=price&facets=1&size=20');
  });

  it('says when a URL is refined (noindex)', () => {
    expect(isRefined(emptyQuery())).toBe(false);
    expect(isRefined(parse('sort=price'))).toBe(true);
    expect(isRefined(parse('page=2'))).toBe(true);
    expect(isRefined(parse('rating=4'))).toBe(true);
  });
});

describe('removing filters', () => {
  it('lists the active filters and removes one value at a time, back on page 1', () => {
    const q = parse('country=spain&region=andalusia&rating=3&rating=4&last=1&page=3');
    expect(activeFilters(q)).toEqual([
      { key: 'country', value: 'spain' },
      { key: 'region', value: 'andalusia' },
      { key: 'rating', value: '3' },
      { key: 'rating', value: '4' },
      { key: 'last', value: '1' },
    ]);
    expect(comparatorSearch(withoutFilter(q, { key: 'rating', value: '3' }))).toBe('country=spain&region=andalusia&rating=4&last=1');
    // A country takes its region and city with it.
    expect(comparatorSearch(withoutFilter(q, { key: 'country', value: 'spain' }))).toBe('rating=3&rating=4&last=1');
    expect(comparatorSearch(withoutFilter(q, { key: 'last', value: '1' }))).toBe('country=spain&region=andalusia&rating=3&rating=4');
  });

  it('drops the fields a 400 names, and only keys of the state', () => {
    const body = { partner: ['"nobody" is not a partner.'], size: ['too big'], country: ['unknown'] };
    expect(invalidFields(body)).toEqual(['partner', 'country']);
    expect(invalidFields(null)).toEqual([]);
    expect(invalidFields(['x'])).toEqual([]);
    const q = parse('country=atlantis&region=x&partner=nobody&rating=4&page=2');
    expect(comparatorSearch(dropFields(q, invalidFields(body)))).toBe('rating=4');
  });

  it('finds chosen slugs the facets do not list, and keeps only the known ones', () => {
    const q = parse('country=spain&region=tuscany&partner=a&partner=gone&rating=4');
    const facets = {
      country: [{ value: 'spain', label: 'Espagne', count: 3 }],
      region: [{ value: 'andalusia', label: 'Andalousie', count: 3 }],
      city: [],
      partner: [{ value: 'a', label: 'A', count: 1 }],
    };
    expect(staleSlugFields(q, facets)).toEqual(['region', 'partner']);
    expect(comparatorSearch(keepKnownSlugs(q, facets))).toBe('country=spain&rating=4&partner=a');
    expect(staleSlugFields(q, undefined)).toEqual([]);
    // An empty list cannot tell: a city directly in its country is listed under no region.
    expect(staleSlugFields(parse('country=spain&city=barcelona'), { ...facets, country: [{ value: 'spain', count: 3 }], city: [] })).toEqual([]);
  });
});
