import { describe, expect, it } from 'vitest';
import { buildFacetIndex, countFacets, orderOf, pageIds, type FacetSourceRow } from '@/server/api/properties/facet-index';

/** Six offers with known values; ids deliberately not in row order. */
const row = (over: Partial<FacetSourceRow> & { id: number }): FacetSourceRow => ({
  country_id: 1,
  region_id: null,
  city_id: null,
  price: 100,
  duration_nights: 7,
  stars: 3,
  is_last_minute: false,
  has_discount: false,
  is_best_offer: false,
  category_id: 1,
  partner_id: 1,
  type_of_stay: 'room_only',
  services: [],
  departure_date: '2031-01-01',
  ...over,
});

const rows = [
  row({ id: 10, price: 300, duration_nights: 5, stars: 2, region_id: 5, services: [7, 8], has_discount: true }),
  row({ id: 11, price: 301, duration_nights: 6, stars: 3, region_id: 5, city_id: 9, services: [7], is_last_minute: true }),
  row({ id: 3, price: 1000, duration_nights: 10, stars: 4, country_id: 2, services: [8], is_best_offer: true }),
  row({ id: 4, price: 1001, duration_nights: 11, stars: 5, country_id: 2, services: null, partner_id: 2, has_discount: true }),
  row({ id: 5, price: 750, duration_nights: 0, stars: 3, services: [8, 8], type_of_stay: 'all_inclusive', departure_date: '2030-05-05' }),
  row({ id: 6, price: 751, duration_nights: 3, stars: 3, partner_id: 2, is_best_offer: true, has_discount: true }),
];
const index = buildFacetIndex(rows);
const obj = (m: Map<unknown, number>) => Object.fromEntries([...m].map(([k, v]) => [String(k), v]));

describe('buildFacetIndex', () => {
  it('puts prices and nights in their bands at the edges, none below one night', () => {
    const { price, duration } = index.columns;
    expect([...price.codes].map((c) => price.values[c])).toEqual(['0-300', '301-500', '751-1000', '1001-', '501-750', '751-1000']);
    expect([...duration.codes].map((c) => (c < 0 ? null : duration.values[c]))).toEqual(['1-5', '6-10', '6-10', '11-', null, '1-5']);
  });

  it('keeps each service type once per offer, none for a null list', () => {
    const services = (i: number) => [...index.services.codes.slice(index.services.start[i], index.services.start[i + 1])].map((c) => index.services.values[c]);
    expect([0, 1, 2, 3, 4, 5].map(services)).toEqual([[7, 8], [7], [8], [], [8], []]);
  });
});

describe('countFacets', () => {
  it('with no filter: the whole edition in every facet', () => {
    const { total, counts, missed } = countFacets(index, {});
    expect(total).toBe(6);
    expect([...missed]).toEqual([-1, -1, -1, -1, -1, -1]);
    expect(obj(counts.price)).toEqual({ '0-300': 1, '301-500': 1, '501-750': 1, '751-1000': 2, '1001-': 1 });
    expect(obj(counts.rating)).toEqual({ 2: 1, 3: 3, 4: 1, 5: 1 });
    expect(obj(counts.service_types)).toEqual({ 7: 2, 8: 3 });
    expect(obj(counts.region)).toEqual({ 5: 2 });
    expect(obj(counts.last)).toEqual({ false: 5, true: 1 });
  });

  it('leaves a facet its own filter out and applies the others', () => {
    const { total, counts, missed } = countFacets(index, { country: [1], rating: [3] });
    // Country 1: rows 0, 1, 4, 5; three stars among them: 1, 4, 5.
    expect(total).toBe(3);
    // Row 0 misses only the rating filter (test 5, its place in facetKeys); rows 2 and 3 miss both (-2).
    expect([...missed]).toEqual([5, -1, -2, -2, -1, -1]);
    // rating: country 1 applied, rating not: 2 stars (row 0) and 3 stars (1, 4, 5).
    expect(obj(counts.rating)).toEqual({ 2: 1, 3: 3, 4: 0, 5: 0 });
    // country: rating applied, country not: country 2 has no three-star offer.
    expect(obj(counts.country)).toEqual({ 1: 3, 2: 0 });
    // others: both applied.
    expect(obj(counts.partner)).toEqual({ 1: 2, 2: 1 });
    expect(obj(counts.price)).toEqual({ '0-300': 0, '301-500': 1, '501-750': 1, '751-1000': 1, '1001-': 0 });
  });

  it('widens within a key (OR) and treats a false flag as a filter', () => {
    expect(countFacets(index, { price: ['0-300', '1001-'] }).total).toBe(2);
    expect(countFacets(index, { duration: ['1-5'] }).total).toBe(2);
    const notLast = countFacets(index, { last: false });
    expect(notLast.total).toBe(5);
    expect(obj(notLast.counts.last)).toEqual({ false: 5, true: 1 });
    expect(obj(countFacets(index, { last: true }).counts.has_discount)).toEqual({ false: 1, true: 0 });
  });

  it('matches service types as ANY, and counts each of an offer’s services', () => {
    const any = countFacets(index, { service_types: [7, 99] });
    expect(any.total).toBe(2);
    expect(obj(any.counts.service_types)).toEqual({ 7: 2, 8: 3 });
    expect(obj(any.counts.rating)).toEqual({ 2: 1, 3: 1, 4: 0, 5: 0 });
    const both = countFacets(index, { service_types: [8], partner: [2] });
    // Partner 2: rows 3 (no service) and 5 (none); service 8: rows 0, 2, 4.
    expect(both.total).toBe(0);
    expect(obj(both.counts.service_types)).toEqual({ 7: 0, 8: 0 });
    expect(obj(both.counts.partner)).toEqual({ 1: 3, 2: 0 });
  });

  it('matches nothing for values the edition does not have, and restricts to best offers', () => {
    expect(countFacets(index, { country: [404] }).total).toBe(0);
    expect(countFacets(index, { region: [5], city: [9] }).total).toBe(1);
    const best = countFacets(index, { homepage_best_offer: true });
    expect(best.total).toBe(2);
    expect(obj(best.counts.rating)).toEqual({ 2: 0, 3: 1, 4: 1, 5: 0 });
  });
});

describe('orderOf and pageIds', () => {
  const ids = (sort: Parameters<typeof orderOf>[1]) => [...orderOf(index, sort)].map((r) => rows[r].id);

  it('sorts like the SQL orders, the id breaking ties', () => {
    // Best offers (3, 6), the discounted one first; then discounted (10, 4); then by price.
    expect(ids('recommended')).toEqual([6, 3, 10, 4, 11, 5]);
    expect(ids('price')).toEqual([10, 11, 5, 6, 3, 4]);
    expect(ids('-price')).toEqual([4, 3, 6, 5, 11, 10]);
    expect(ids('stars')).toEqual([10, 11, 5, 6, 3, 4]);
    expect(ids('-stars')).toEqual([4, 3, 11, 5, 6, 10]);
    expect(ids('nights')).toEqual([5, 6, 10, 11, 3, 4]);
    expect(ids('departure_date')).toEqual([5, 10, 11, 6, 3, 4]);
  });

  it('pages the results only', () => {
    const { missed } = countFacets(index, { country: [1] });
    expect(pageIds(index, missed, 'price', 0, 3)).toEqual([10, 11, 5]);
    expect(pageIds(index, missed, 'price', 3, 3)).toEqual([6]);
    expect(pageIds(index, missed, 'price', 6, 3)).toEqual([]);
  });
});
