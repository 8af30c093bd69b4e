import { and, count, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, properties, propertyCategories, serviceTypes } from '@/server/db/schema';
import { createTestApi, type TestApi } from './harness';
import { addLandingFixtures, PRICES, type LandingFixtures } from './landing-fixtures';

let api: TestApi;
let fx: LandingFixtures;

beforeAll(async () => {
  api = await createTestApi();
  fx = await addLandingFixtures(api.db);
});
afterAll(async () => api.handle.close());

type Card = {
  id: number;
  price: number;
  stars: number;
  duration_nights: number;
  departure_date: string;
  type_of_stay: string;
  is_last_minute: boolean;
  has_discount: boolean;
  partner: { id: number };
  category: { id: number };
  region: { id: number } | null;
  city: { id: number } | null;
  service_types: { id: number }[];
};

const keys = (o: object) => Object.keys(o).sort();
const countProperties = async (...conditions: Parameters<typeof and>) =>
  (await api.db.select({ n: count() }).from(properties).where(and(...conditions)))[0].n;

/** All results of a search restricted to the zz-espagne fixtures (ten properties, one page). */
async function espagne(query = ''): Promise<Card[]> {
  const res = await api.get(`/properties/?country=${fx.espagne}&size=48${query ? `&${query}` : ''}`);
  expect(res.status, query).toBe(200);
  expect(res.body.count, query).toBe(res.body.results.length);
  return res.body.results;
}
/** Indexes (0…9, the order of PRICES) of the fixture properties in a result list. */
const indexes = (cards: Card[]) => cards.map((c) => fx.espagneProperties.indexOf(c.id)).sort((a, b) => a - b);

const CARD_FIELDS = [
  'id', 'name', 'description', 'image', 'link', 'url', 'price', 'original_price', 'discount_percent', 'duration_nights', 'nights',
  'stars', 'is_last_minute', 'last_minute', 'has_discount', 'type_of_stay', 'departure_date', 'departure_city', 'partner', 'category',
  'country', 'region', 'city', 'service_types',
].sort();

describe('GET /properties/', () => {
  it('pages the edition offers 8 at a time, cheapest first with sort=price, with the card shape', async () => {
    const res = await api.get('/properties/?sort=price');
    expect(res.status).toBe(200);
    const total = await countProperties(eq(properties.edition, 'fr-be'));
    expect(res.body.count).toBe(total);
    expect(res.body.results).toHaveLength(Math.min(8, total));
    expect(keys(res.body.results[0])).toEqual(CARD_FIELDS);
    const prices = res.body.results.map((c: Card) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('fills a card from its joins, with the service types batched and a discount percentage', async () => {
    const [first] = await espagne('ordering=price');
    expect(first).toEqual({
      id: fx.espagneProperties[0],
      name: 'ZZ Hôtel 0',
      description: '',
      image: null,
      link: 'https://p.example/0',
      url: 'https://p.example/0',
      price: 100,
      original_price: 200,
      discount_percent: 50,
      duration_nights: 3,
      nights: 3,
      stars: 2,
      is_last_minute: true,
      last_minute: true,
      has_discount: true,
      type_of_stay: 'all_inclusive',
      departure_date: '2031-01-10',
      departure_city: 'Bruxelles',
      partner: { id: fx.partner1, name: 'ZZ Partenaire 1', slug: 'zz-partenaire-1', logo: '/p1.svg' },
      category: { id: fx.propertyCategory2, name: 'ZZ Club', slug: 'zz-club' },
      country: { id: fx.espagne, name: 'ZZ Espagne', slug: 'zz-espagne' },
      region: { id: fx.andalousie, name: 'ZZ Andalousie', slug: 'zz-andalousie' },
      city: { id: fx.seville, name: 'ZZ Séville', slug: 'zz-seville' },
      service_types: [
        { id: fx.pool, name: 'ZZ Piscine', slug: 'zz-piscine' },
        { id: fx.wifi, name: 'ZZ Wifi', slug: 'zz-wifi' },
      ],
    });
    const second = (await espagne('sort=price'))[1];
    expect(second).toMatchObject({ original_price: null, discount_percent: null, region: { id: fx.andalousie }, service_types: [] });
  });

  it('filters a price band: every price inside, count equal to a direct count', async () => {
    const res = await api.get('/properties/?price=501-750&size=48');
    const expected = await countProperties(eq(properties.edition, 'fr-be'), gte(properties.price, 501), lte(properties.price, 750));
    expect(res.body.count).toBe(expected);
    expect(res.body.results.every((c: Card) => c.price >= 501 && c.price <= 750)).toBe(true);
    expect(indexes(await espagne('price=501-750'))).toEqual([4, 5]);
  });

  it('widens with repeated bands, in any spelling of the open band', async () => {
    const both = await espagne('price=0-300&price=1001-plus');
    expect(both.map((c) => c.price).sort((a, b) => a - b)).toEqual([100, 300, 1001, 2500]);
    expect(await espagne('price=0-300,1001-plus')).toEqual(both);
    expect(indexes(await espagne('price=1001%2B'))).toEqual([8, 9]);
    for (const [band, [min, max]] of [['0-300', [0, 300]], ['301-500', [301, 500]], ['751-1000', [751, 1000]]] as const) {
      const cards = await espagne(`price=${band}`);
      expect(cards.map((c) => c.price).sort((a, b) => a - b)).toEqual(PRICES.filter((p) => p >= min && p <= max));
    }
  });

  it('filters duration bands (nights 3…12 on the fixtures)', async () => {
    expect(indexes(await espagne('duration=1-5'))).toEqual([0, 1, 2]);
    expect(indexes(await espagne('duration=6-10'))).toEqual([3, 4, 5, 6, 7]);
    // `11+` unencoded reaches the server as `11 ` (form decoding); encoded or spelled out, the same band.
    expect(indexes(await espagne('duration=11+'))).toEqual([8, 9]);
    expect(indexes(await espagne('duration=11%2B'))).toEqual([8, 9]);
    expect(indexes(await espagne('duration=11-plus&duration=1-5'))).toEqual([0, 1, 2, 8, 9]);
  });

  it('filters exact star ratings, stays, partners, categories and regions, each repeatable', async () => {
    expect((await espagne('rating=2&rating=5')).every((c) => c.stars === 2 || c.stars === 5)).toBe(true);
    expect(indexes(await espagne('rating=2&rating=5'))).toEqual([0, 3, 4, 7, 8]);
    expect(indexes(await espagne('type_of_stay=all_inclusive'))).toEqual([0, 5]);
    expect(indexes(await espagne('type_of_stay=all_inclusive&type_of_stay=room_only'))).toEqual([0, 2, 5, 7]);
    expect(indexes(await espagne(`partner=${fx.partner2}`))).toEqual([1, 3, 5, 7, 9]);
    expect(indexes(await espagne(`datafeed_category=${fx.propertyCategory2}`))).toEqual([0, 3, 6, 9]);
    expect(indexes(await espagne(`region=${fx.catalogne}`))).toEqual([4, 5]);
    expect(indexes(await espagne(`region=${fx.catalogne}&region=${fx.andalousie}`))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(indexes(await espagne(`city=${fx.madrid}`))).toEqual([9]);
  });

  it('filters service types (ANY of them), last minute, discount and best offers', async () => {
    expect(indexes(await espagne(`service_types=${fx.wifi}`))).toEqual([0, 2, 4, 6, 8]);
    expect(indexes(await espagne(`service_types=${fx.wifi}&service_types=${fx.pool}`))).toEqual([0, 2, 3, 4, 6, 8, 9]);
    expect(indexes(await espagne('last=true'))).toEqual([0, 3, 6, 9]);
    expect(indexes(await espagne('last=false'))).toEqual([1, 2, 4, 5, 7, 8]);
    expect(indexes(await espagne('has_discount=true'))).toEqual([0, 2, 4, 6, 8]);
    expect(indexes(await espagne('homepage_best_offer=true'))).toEqual([4, 7]);
    expect(indexes(await espagne('homepage_best_offer=false'))).toHaveLength(10);
    expect(indexes(await espagne('has_discount=true&last=true&rating=2'))).toEqual([0]);
  });

  it('counts a combined filter like the database does', async () => {
    const res = await api.get('/properties/?last=true&has_discount=true');
    const expected = await countProperties(eq(properties.edition, 'fr-be'), eq(properties.isLastMinute, true), eq(properties.hasDiscount, true));
    expect(res.body.count).toBe(expected);
  });

  it('orders by price, -price, departure_date and -stars', async () => {
    const sorted = <T>(list: T[], compare: (a: T, b: T) => number) => [...list].sort(compare);
    const up = await espagne('ordering=price');
    expect(up.map((c) => c.price)).toEqual(PRICES);
    const down = await espagne('ordering=-price');
    expect(down.map((c) => c.price)).toEqual([...PRICES].reverse());
    const dates = (await espagne('ordering=departure_date')).map((c) => c.departure_date);
    expect(dates).toEqual(sorted(dates, (a, b) => a.localeCompare(b)));
    const stars = (await espagne('ordering=-stars')).map((c) => c.stars);
    expect(stars).toEqual(sorted(stars, (a, b) => b - a));
  });

  it('pages without overlap', async () => {
    const first = await api.get(`/properties/?country=${fx.espagne}&size=4&sort=price`);
    const second = await api.get(`/properties/?country=${fx.espagne}&size=4&page=2&sort=price`);
    const third = await api.get(`/properties/?country=${fx.espagne}&size=4&page=3&sort=price`);
    expect(first.body.count).toBe(10);
    const all = [...first.body.results, ...second.body.results, ...third.body.results].map((c: Card) => c.price);
    expect(all).toEqual(PRICES);
    expect(third.body.next).toBeNull();
    expect((await api.get(`/properties/?country=${fx.espagne}&size=4&page=4`)).status).toBe(404);
  });

  it('refuses bad values per field', async () => {
    for (const [query, field] of [
      ['price=cheap', 'price'],
      ['price=501-750&price=1000%2B', 'price'],
      ['duration=99', 'duration'],
      ['rating=6', 'rating'],
      ['rating=1', 'rating'],
      ['rating=x', 'rating'],
      ['country=abc', 'country'],
      ['country=2147483648', 'country'],
      ['region=-1', 'region'],
      ['city=1.5', 'city'],
      ['partner=p1', 'partner'],
      ['datafeed_category=x', 'datafeed_category'],
      ['service_types=wifi', 'service_types'],
      ['type_of_stay=camping', 'type_of_stay'],
      ['last=maybe', 'last'],
      ['has_discount=2', 'has_discount'],
      ['homepage_best_offer=yes-please', 'homepage_best_offer'],
      ['ordering=name', 'ordering'],
      ['size=49', 'size'],
      ['size=0', 'size'],
      ['page=zero', 'page'],
    ]) {
      const res = await api.get(`/properties/?${query}`);
      expect(res.status, query).toBe(400);
      expect(keys(res.body), query).toEqual([field]);
    }
  });

  it('keeps editions apart', async () => {
    expect((await api.get(`/properties/?country=${fx.spanje}`)).body.count).toBe(0);
    const nl = await api.get(`/properties/?language=nl-be&country=${fx.spanje}`);
    expect(nl.body.results.map((c: Card) => c.id)).toEqual([fx.nlProperty]);
    expect((await api.get(`/properties/?language=nl-be&country=${fx.espagne}`)).body.count).toBe(0);
    const nlAll = await api.get('/properties/?language=nl-be');
    expect(nlAll.body.count).toBe(await countProperties(eq(properties.edition, 'nl-be')));
  });
});

describe('reference lists of the comparator', () => {
  it('/properties/service_types/ lists the edition service types by name', async () => {
    const res = await api.get('/properties/service_types/?size=100');
    expect(res.body.count).toBe((await api.db.select({ n: count() }).from(serviceTypes).where(eq(serviceTypes.edition, 'fr-be')))[0].n);
    expect(res.body.results).toContainEqual({ id: fx.wifi, name: 'ZZ Wifi', slug: 'zz-wifi' });
    const nl = await api.get('/properties/service_types/?language=nl-be&size=100');
    expect(nl.body.results.map((s: { id: number }) => s.id)).not.toContain(fx.wifi);
  });

  it('/property_categories/ lists the edition property categories', async () => {
    const res = await api.get('/property_categories?size=100');
    expect(res.body.count).toBe((await api.db.select({ n: count() }).from(propertyCategories).where(eq(propertyCategories.edition, 'fr-be')))[0].n);
    expect(res.body.results).toContainEqual({ id: fx.propertyCategory1, name: 'ZZ Hôtel', slug: 'zz-hotel' });
    const nl = await api.get('/property_categories/?language=nl-be&size=100');
    expect(nl.body.results.find((c: { slug: string }) => c.slug === 'zz-hotel').id).not.toBe(fx.propertyCategory1);
  });

  it('/partners/ lists the edition partners, 50 a page', async () => {
    const res = await api.get('/partners/');
    const total = (await api.db.select({ n: count() }).from(partners).where(eq(partners.edition, 'fr-be')))[0].n;
    expect(res.body.count).toBe(total);
    expect(res.body.results.length).toBe(Math.min(50, total));
    const all = await api.get('/partners/?size=100');
    expect(all.body.results).toContainEqual({ id: fx.partner1, name: 'ZZ Partenaire 1', slug: 'zz-partenaire-1', logo: '/p1.svg', website_url: 'https://p1.example' });
    expect((await api.get('/partners/?size=abc')).status).toBe(400);
  });
});
