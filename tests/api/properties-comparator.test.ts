import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, partners, properties, propertyCategories, serviceTypes } from '@/server/db/schema';
import { createTestApi, type TestApi } from './harness';
import { addLandingFixtures, PRICES, type LandingFixtures } from './landing-fixtures';

/**
 * The comparator's contract of `GET /properties/`: slugs, sorts, band keys and facets. The zz-espagne
 * fixtures (landing-fixtures.ts) are ten offers i = 0…9 with prices on both edges of every band (PRICES), nights
 * i + 3 (3…12: 5/6 and 10/11 included), stars 2 + i % 4, last minute when i % 3 = 0, a discount when i is even,
 * best offers 4 and 7, partner 1 when i is even, category zz-club when i % 3 = 0, region zz-andalousie for i < 4
 * and zz-catalogne for 4 and 5, city zz-seville for 0 and 1 and zz-madrid for 9, wifi when i is even, pool when
 * i % 3 = 0, stays all_inclusive, half_board, room_only, full_board, bed_breakfast in turn.
 */
let api: TestApi;
let fx: LandingFixtures;

beforeAll(async () => {
  api = await createTestApi();
  fx = await addLandingFixtures(api.db);
});
afterAll(async () => api.handle.close());

type Card = { id: number; price: number; stars: number; nights: number; last_minute: boolean; url: string; link: string };
type FacetValue = { value: string; label?: string; count: number };
type Facets = Record<string, FacetValue[]>;

async function ok(path: string) {
  const res = await api.get(path);
  expect(res.status, `${path}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  return res.body;
}

/** Positions (0…9) of the zz-espagne offers of a search restricted to zz-espagne, in the answer's order. */
async function positions(query: string): Promise<number[]> {
  const body = await ok(`/properties/?country=zz-espagne&size=48&${query}`);
  expect(body.count).toBe(body.results.length);
  return body.results.map((c: Card) => fx.espagneProperties.indexOf(c.id));
}
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

async function facetsOf(query: string): Promise<{ count: number; facets: Facets; results: Card[] }> {
  return ok(`/properties/?facets=1&size=20&${query}`);
}
/** value → count of one facet. */
const tally = (facets: Facets, key: string) => Object.fromEntries(facets[key].map((v) => [v.value, v.count]));

describe('filters by slug or id', () => {
  it('takes slugs and ids alike, in any mix, for every reference filter', async () => {
    const pairs: [string, string, number][] = [
      ['country', 'zz-espagne', fx.espagne],
      ['region', 'zz-andalousie', fx.andalousie],
      ['city', 'zz-seville', fx.seville],
      ['partner', 'zz-partenaire-2', fx.partner2],
      ['service_types', 'zz-wifi', fx.wifi],
      ['datafeed_category', 'zz-club', fx.propertyCategory2],
    ];
    for (const [key, slug, id] of pairs) {
      const bySlug = await positions(`${key}=${slug}`);
      expect(sorted(await positions(`${key}=${id}`)), key).toEqual(sorted(bySlug));
      expect(bySlug.length, key).toBeGreaterThan(0);
    }
    expect(sorted(await positions('region=zz-andalousie'))).toEqual([0, 1, 2, 3]);
    expect(sorted(await positions(`region=zz-catalogne&region=${fx.andalousie}`))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(sorted(await positions('city=zz-seville,zz-madrid'))).toEqual([0, 1, 9]);
    expect(sorted(await positions('partner=zz-partenaire-2'))).toEqual([1, 3, 5, 7, 9]);
    expect(sorted(await positions('service_types=zz-wifi&service_types=zz-piscine'))).toEqual([0, 2, 3, 4, 6, 8, 9]);
    expect(sorted(await positions('datafeed_category=zz-club'))).toEqual([0, 3, 6, 9]);
    // Slugs are matched in lower case.
    expect(sorted(await positions('datafeed_category=ZZ-Club'))).toEqual([0, 3, 6, 9]);
  });

  it('answers 400 naming the field for a slug the edition does not have', async () => {
    for (const key of ['country', 'region', 'city', 'partner', 'service_types', 'datafeed_category']) {
      const res = await api.get(`/properties/?${key}=zz-nowhere`);
      expect(res.status, key).toBe(400);
      expect(Object.keys(res.body), key).toEqual([key]);
      expect(res.body[key][0], key).toContain('zz-nowhere');
    }
    // Another edition's slug, a city given as a region, two bad fields at once.
    expect((await api.get('/properties/?country=zz-spanje')).body).toHaveProperty('country');
    expect(Object.keys((await api.get('/properties/?region=zz-seville')).body)).toEqual(['region']);
    const both = await api.get('/properties/?country=zz-nowhere&partner=zz-nobody&price=0-300');
    expect(both.status).toBe(400);
    expect(Object.keys(both.body).sort()).toEqual(['country', 'partner']);
    // The Dutch edition knows its own slugs.
    const nl = await ok('/properties/?language=nl-be&country=zz-spanje');
    expect(nl.results.map((c: Card) => c.id)).toEqual([fx.nlProperty]);
  });

  it('keeps unknown numeric ids as before: they match nothing', async () => {
    expect((await ok('/properties/?country=999999')).count).toBe(0);
  });
});

describe('bands, stars and flags', () => {
  it('cuts prices at 300/301, 500/501, 750/751 and 1000/1001, with the URL keys and the older spellings', async () => {
    const prices = async (q: string) => sorted((await positions(q)).map((i) => PRICES[i]));
    expect(await prices('price=0-300')).toEqual([100, 300]);
    expect(await prices('price=301-500')).toEqual([301, 500]);
    expect(await prices('price=501-750')).toEqual([501, 750]);
    expect(await prices('price=751-1000')).toEqual([751, 1000]);
    expect(await prices('price=1001-')).toEqual([1001, 2500]);
    expect(await prices('price=1001-plus')).toEqual([1001, 2500]);
    expect(await prices('price=1001%2B')).toEqual([1001, 2500]);
    expect(await prices('price=0-300&price=1001-')).toEqual([100, 300, 1001, 2500]);
  });

  it('cuts nights at 5/6 and 10/11', async () => {
    const nights = async (q: string) => sorted((await positions(q)).map((i) => i + 3));
    expect(await nights('duration=1-5')).toEqual([3, 4, 5]);
    expect(await nights('duration=6-10')).toEqual([6, 7, 8, 9, 10]);
    expect(await nights('duration=11-')).toEqual([11, 12]);
    expect(await nights('duration=11-plus')).toEqual([11, 12]);
    expect(await nights('duration=1-5&duration=11-')).toEqual([3, 4, 5, 11, 12]);
  });

  it('filters exact stars (repeatable), last minute, discount and stay type', async () => {
    expect(sorted(await positions('rating=4'))).toEqual([2, 6]);
    expect(sorted(await positions('rating=3&rating=5'))).toEqual([1, 3, 5, 7, 9]);
    expect(sorted(await positions('last=1'))).toEqual([0, 3, 6, 9]);
    expect(sorted(await positions('last=0'))).toEqual([1, 2, 4, 5, 7, 8]);
    expect(sorted(await positions('has_discount=1'))).toEqual([0, 2, 4, 6, 8]);
    expect(sorted(await positions('has_discount=false'))).toEqual([1, 3, 5, 7, 9]);
    expect(sorted(await positions('type_of_stay=half_board&type_of_stay=bed_breakfast'))).toEqual([1, 4, 6, 9]);
  });

  it('combines filters: AND between keys, OR within one', async () => {
    expect(sorted(await positions('price=0-300&price=301-500&rating=2&rating=3'))).toEqual([0, 1]);
    expect(sorted(await positions('duration=6-10&has_discount=1&partner=zz-partenaire-1'))).toEqual([4, 6]);
    expect(sorted(await positions('region=zz-andalousie&service_types=zz-piscine&last=1'))).toEqual([0, 3]);
    expect(sorted(await positions('price=1001-&duration=1-5'))).toEqual([]);
  });
});

describe('sorts', () => {
  it('orders recommended by default: best offers, then discounted offers, then price, then id', async () => {
    const expected = [4, 7, 0, 2, 6, 8, 1, 3, 5, 9];
    expect(await positions('')).toEqual(expected);
    expect(await positions('sort=recommended')).toEqual(expected);
  });

  it('orders by price both ways, by stars both ways (price next) and by nights', async () => {
    expect(await positions('sort=price')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await positions('sort=-price')).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(await positions('sort=stars')).toEqual([0, 4, 8, 1, 5, 9, 2, 6, 3, 7]);
    expect(await positions('sort=-stars')).toEqual([3, 7, 2, 6, 1, 5, 9, 0, 4, 8]);
    expect(await positions('sort=nights')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps the older `ordering` key as an alias; `sort` wins over it', async () => {
    expect(await positions('ordering=-price')).toEqual(await positions('sort=-price'));
    expect(await positions('ordering=-stars')).toEqual(await positions('sort=-stars'));
    expect(await positions('ordering=departure_date')).toHaveLength(10);
    expect(await positions('ordering=-price&sort=price')).toEqual(await positions('sort=price'));
  });

  it('pages a sort without overlap, 20 a page and up to 48', async () => {
    const one = await ok('/properties/?size=20&sort=recommended');
    const two = await ok('/properties/?size=20&sort=recommended&page=2');
    expect(one.results).toHaveLength(20);
    const ids = [...one.results, ...two.results].map((c: Card) => c.id);
    expect(new Set(ids).size).toBe(40);
    expect((await ok('/properties/?size=48')).results).toHaveLength(48);
  });
});

describe('facets=1', () => {
  it('answers every facet in the agreed shape only when asked', async () => {
    const bare = await ok('/properties/?size=20');
    expect(bare).not.toHaveProperty('facets');
    const { facets, count: n } = await facetsOf('');
    expect(n).toBe(bare.count);
    expect(Object.keys(facets)).toEqual([
      'country', 'region', 'city', 'price', 'duration', 'rating', 'last', 'has_discount', 'datafeed_category', 'service_types', 'partner', 'type_of_stay',
    ]);
    expect(facets.price.map((v) => v.value)).toEqual(['0-300', '301-500', '501-750', '751-1000', '1001-']);
    expect(facets.duration.map((v) => v.value)).toEqual(['1-5', '6-10', '11-']);
    expect(facets.rating.map((v) => v.value)).toEqual(['2', '3', '4', '5']);
    expect(facets.last.map((v) => v.value)).toEqual(['1']);
    expect(facets.has_discount.map((v) => v.value)).toEqual(['1']);
    expect(facets.type_of_stay.map((v) => v.value)).toEqual(['all_inclusive', 'full_board', 'half_board', 'bed_breakfast', 'room_only', 'self_catering']);
    expect(facets.region).toEqual([]);
    expect(facets.city).toEqual([]);
    // With no filter, each facet's counts add up to the total (one value per offer).
    for (const key of ['price', 'rating', 'country', 'datafeed_category', 'partner', 'type_of_stay']) {
      expect(facets[key].reduce((sum, v) => sum + v.count, 0), key).toBe(n);
    }
    // Reference facets: slug as value, name as label, the whole edition's list.
    const total = async (table: typeof partners | typeof serviceTypes | typeof propertyCategories) =>
      (await api.db.select({ n: count() }).from(table).where(eq(table.edition, 'fr-be')))[0].n;
    expect(facets.partner).toHaveLength(await total(partners));
    expect(facets.service_types).toHaveLength(await total(serviceTypes));
    expect(facets.datafeed_category).toHaveLength(await total(propertyCategories));
    expect(facets.partner).toContainEqual({ value: 'zz-partenaire-1', label: 'ZZ Partenaire 1', count: 5 });
    expect(facets.country).toContainEqual({ value: 'zz-espagne', label: 'ZZ Espagne', count: 10 });
    // Countries with offers only: zz-portugal has none.
    expect(facets.country.map((v) => v.value)).not.toContain('zz-portugal');
    const withOffers = await api.db
      .selectDistinct({ id: properties.countryId })
      .from(properties)
      .where(eq(properties.edition, 'fr-be'));
    expect(facets.country).toHaveLength(withOffers.length);
  });

  it('counts the other filters into each facet but never its own key', async () => {
    const base = await facetsOf('country=zz-espagne');
    expect(base.count).toBe(10);
    expect(tally(base.facets, 'price')).toEqual({ '0-300': 2, '301-500': 2, '501-750': 2, '751-1000': 2, '1001-': 2 });
    expect(tally(base.facets, 'duration')).toEqual({ '1-5': 3, '6-10': 5, '11-': 2 });
    expect(tally(base.facets, 'rating')).toEqual({ 2: 3, 3: 3, 4: 2, 5: 2 });
    expect(tally(base.facets, 'last')).toEqual({ 1: 4 });
    expect(tally(base.facets, 'has_discount')).toEqual({ 1: 5 });
    expect(tally(base.facets, 'type_of_stay')).toEqual({ all_inclusive: 2, half_board: 2, room_only: 2, full_board: 2, bed_breakfast: 2, self_catering: 0 });
    expect(tally(base.facets, 'service_types')).toMatchObject({ 'zz-wifi': 5, 'zz-piscine': 4 });
    expect(tally(base.facets, 'datafeed_category')).toMatchObject({ 'zz-club': 4, 'zz-hotel': 6 });
    // Values with no offer are listed with 0: the seeded partners have none in zz-espagne.
    expect(base.facets.partner.filter((v) => !v.value.startsWith('zz-')).every((v) => v.count === 0)).toBe(true);

    const cheap = await facetsOf('country=zz-espagne&price=0-300');
    expect(cheap.count).toBe(2);
    // Own key: the price facet still shows every band as without the price filter.
    expect(tally(cheap.facets, 'price')).toEqual(tally(base.facets, 'price'));
    // Other keys apply the price filter: offers 0 and 1 (2 and 3 stars); 4 and 5 stars listed with 0.
    expect(tally(cheap.facets, 'rating')).toEqual({ 2: 1, 3: 1, 4: 0, 5: 0 });
    expect(tally(cheap.facets, 'duration')).toEqual({ '1-5': 2, '6-10': 0, '11-': 0 });

    const two = await facetsOf('country=zz-espagne&price=0-300&price=301-500&rating=2');
    expect(two.count).toBe(1);
    // price applies rating=2 (offers 0, 4, 8), rating applies the two price bands (offers 0…3).
    expect(tally(two.facets, 'price')).toEqual({ '0-300': 1, '301-500': 0, '501-750': 1, '751-1000': 0, '1001-': 1 });
    expect(tally(two.facets, 'rating')).toEqual({ 2: 1, 3: 1, 4: 1, 5: 1 });
    // The country facet applies the other filters to every country.
    expect(tally(two.facets, 'country')['zz-espagne']).toBe(1);
  });

  it('counts a flag as the results it would give, other filters applied', async () => {
    const last = await facetsOf('country=zz-espagne&last=1');
    expect(last.count).toBe(4);
    expect(tally(last.facets, 'last')).toEqual({ 1: 4 });
    expect(tally(last.facets, 'has_discount')).toEqual({ 1: 2 });
    // last=0 is a filter too: the facet still tells how many last-minute offers there are.
    const notLast = await facetsOf('country=zz-espagne&last=0');
    expect(notLast.count).toBe(6);
    expect(tally(notLast.facets, 'last')).toEqual({ 1: 4 });
    const discounted = await facetsOf('country=zz-espagne&has_discount=1&rating=3');
    expect(discounted.count).toBe(0);
    expect(tally(discounted.facets, 'has_discount')).toEqual({ 1: 0 });
    expect(tally(discounted.facets, 'rating')).toEqual({ 2: 3, 3: 0, 4: 2, 5: 0 });
  });

  it('counts service types as ANY: each service counts the offers having it', async () => {
    const wifi = await facetsOf('country=zz-espagne&service_types=zz-wifi');
    expect(wifi.count).toBe(5);
    expect(tally(wifi.facets, 'service_types')).toMatchObject({ 'zz-wifi': 5, 'zz-piscine': 4 });
    expect(tally(wifi.facets, 'price')).toEqual({ '0-300': 1, '301-500': 1, '501-750': 1, '751-1000': 1, '1001-': 1 });
    const partner = await facetsOf('country=zz-espagne&partner=zz-partenaire-2');
    expect(tally(partner.facets, 'service_types')).toMatchObject({ 'zz-wifi': 0, 'zz-piscine': 2 });
  });

  it('lists the regions of the chosen countries and the cities of the chosen regions', async () => {
    const country = await facetsOf('country=zz-espagne');
    expect(country.facets.region).toEqual([
      { value: 'zz-andalousie', label: 'ZZ Andalousie', count: 4 },
      { value: 'zz-catalogne', label: 'ZZ Catalogne', count: 2 },
    ]);
    expect(country.facets.city).toEqual([]);
    const region = await facetsOf('country=zz-espagne&region=zz-andalousie');
    expect(region.count).toBe(4);
    // Own key excluded: Catalogne still counts its 2 offers.
    expect(tally(region.facets, 'region')).toEqual({ 'zz-andalousie': 4, 'zz-catalogne': 2 });
    // Malaga has no offer and is listed with 0.
    expect(region.facets.city).toEqual([
      { value: 'zz-malaga', label: 'ZZ Malaga', count: 0 },
      { value: 'zz-seville', label: 'ZZ Séville', count: 2 },
    ]);
    const city = await facetsOf('country=zz-espagne&region=zz-andalousie&city=zz-seville&rating=3');
    expect(city.count).toBe(1);
    expect(tally(city.facets, 'city')).toEqual({ 'zz-malaga': 0, 'zz-seville': 1 });
    expect(tally(city.facets, 'rating')).toEqual({ 2: 1, 3: 1, 4: 0, 5: 0 });
  });

  it('agrees with the list: a facet value counts what adding it to the search would find', async () => {
    // On the seeded demo data, for a few searches, every value of a few facets is checked against the list's count.
    const searches = ['', 'price=501-750&rating=4', 'duration=6-10&last=1', `country=${fx.espagne}&has_discount=1`, 'service_types=zz-wifi&rating=5'];
    for (const search of searches) {
      const { facets } = await facetsOf(search);
      const params = new URLSearchParams(search);
      for (const key of ['rating', 'price', 'type_of_stay', 'partner', 'last']) {
        for (const { value, count: n } of facets[key].slice(0, 3)) {
          const q = new URLSearchParams(params);
          q.delete(key);
          q.append(key, value);
          const listed = await ok(`/properties/?size=1&${q}`);
          expect(listed.count, `${search} ${key}=${value}`).toBe(n);
        }
      }
    }
  });

  it('follows the homepage best-offer flag like the list does', async () => {
    const best = await facetsOf('homepage_best_offer=1');
    const [{ n }] = await api.db.select({ n: count() }).from(properties).where(and(eq(properties.edition, 'fr-be'), eq(properties.isBestOffer, true)));
    expect(best.count).toBe(n);
    expect(best.facets.rating.reduce((sum, v) => sum + v.count, 0)).toBe(n);
  });

  it('sees offers written after a first answer (the feed version moves)', async () => {
    const before = await facetsOf('country=zz-espagne');
    const [extra] = await api.db
      .insert(properties)
      .values({
        edition: 'fr-be',
        name: 'ZZ Hôtel tardif',
        link: 'https://p.example/late',
        partnerId: fx.partner1,
        categoryId: fx.propertyCategory1,
        countryId: fx.espagne,
        regionId: fx.catalogne,
        price: 300,
        durationNights: 5,
        stars: 5,
        typeOfStay: 'self_catering',
        departureDate: '2031-03-03',
      })
      .returning({ id: properties.id });
    try {
      const after = await facetsOf('country=zz-espagne');
      expect(after.count).toBe(before.count + 1);
      expect(tally(after.facets, 'type_of_stay').self_catering).toBe(1);
      expect(tally(after.facets, 'region')['zz-catalogne']).toBe(3);
      await api.db.update(locations).set({ name: 'ZZ España' }).where(eq(locations.id, fx.espagne));
      expect((await facetsOf('')).facets.country).toContainEqual({ value: 'zz-espagne', label: 'ZZ España', count: 11 });
    } finally {
      await api.db.delete(properties).where(inArray(properties.id, [extra.id]));
      await api.db.update(locations).set({ name: 'ZZ Espagne' }).where(eq(locations.id, fx.espagne));
    }
    expect((await facetsOf('country=zz-espagne')).count).toBe(10);
  });
});

describe('results', () => {
  it('carry the comparator fields beside the older names', async () => {
    const [card] = (await ok('/properties/?country=zz-espagne&sort=price&size=1')).results;
    expect(card).toMatchObject({ id: fx.espagneProperties[0], name: 'ZZ Hôtel 0', price: 100, nights: 3, duration_nights: 3, stars: 2 });
    expect(card).toMatchObject({ last_minute: true, is_last_minute: true, url: 'https://p.example/0', link: 'https://p.example/0', image: null });
    expect(card.partner).toEqual({ id: fx.partner1, name: 'ZZ Partenaire 1', slug: 'zz-partenaire-1', logo: '/p1.svg' });
  });

  it('are the same cards with or without facets (the comparator takes names and services from its cache)', async () => {
    for (const q of ['country=zz-espagne&sort=-stars&size=5&page=2', 'size=48', 'size=48&page=3&sort=-price&language=nl-be', 'size=48&language=fr-fr']) {
      const plain = await ok(`/properties/?${q}`);
      expect(plain.results.some((c: { service_types: unknown[] }) => c.service_types.length > 1), q).toBe(true);
      expect((await ok(`/properties/?${q}&facets=1`)).results, q).toEqual(plain.results);
    }
  });

  it('come in the same order with or without facets, for every sort and page (the two paths agree)', async () => {
    const searches = ['', 'price=501-750&rating=4', 'country=zz-espagne', 'service_types=zz-wifi&last=0', 'duration=11-&has_discount=1', 'language=nl-be&rating=3'];
    for (const sort of ['recommended', 'price', '-price', 'stars', '-stars', 'nights', 'departure_date']) {
      for (const search of searches) {
        for (const page of [1, 2]) {
          const q = `ordering=${sort}&size=7&page=${page}&${search}`;
          const plain = await api.get(`/properties/?${q}`);
          const faceted = await api.get(`/properties/?${q}&facets=1`);
          expect(faceted.status, q).toBe(plain.status);
          if (plain.status !== 200) continue;
          expect(faceted.body.count, q).toBe(plain.body.count);
          expect(faceted.body.next === null, q).toBe(plain.body.next === null);
          expect(faceted.body.results.map((c: Card) => c.id), q).toEqual(plain.body.results.map((c: Card) => c.id));
        }
      }
    }
  });
});

describe('validation', () => {
  it('answers 400 per field for bad bands, stars, sorts, flags and sizes, never 500', async () => {
    for (const [query, field] of [
      ['price=1000-', 'price'],
      ['price=0-299', 'price'],
      ['duration=12-', 'duration'],
      ['duration=0-5', 'duration'],
      ['rating=6', 'rating'],
      ['rating=4.5', 'rating'],
      ['sort=name', 'sort'],
      ['sort=-nights', 'sort'],
      ['ordering=stars%3B', 'ordering'],
      ['facets=maybe', 'facets'],
      ['size=49', 'size'],
      ['country=Espa%C3%B1a', 'country'],
      ['city=a_b', 'city'],
      ['partner=1234567890', 'partner'],
      ['type_of_stay=camping', 'type_of_stay'],
    ]) {
      const res = await api.get(`/properties/?facets=1&${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body), query).toEqual([field]);
    }
    const many = await api.get('/properties/?price=x&rating=9&sort=y');
    expect(Object.keys(many.body).sort()).toEqual(['price', 'rating', 'sort']);
  });
});

describe('homepage_best_offer and the reference lists', () => {
  it('/properties/homepage_best_offer/ pages the best offers, recommended order', async () => {
    const res = await ok('/properties/homepage_best_offer/?size=48');
    const best = await api.db.select({ id: properties.id }).from(properties).where(and(eq(properties.edition, 'fr-be'), eq(properties.isBestOffer, true)));
    expect(res.count).toBe(best.length);
    expect(sorted(res.results.map((c: Card) => c.id))).toEqual(sorted(best.map((b) => b.id)));
    expect(res.results.map((c: Card) => c.id)).toEqual((await ok('/properties/?homepage_best_offer=1&size=48')).results.map((c: Card) => c.id));
    expect((await ok('/properties/homepage_best_offer')).results).toHaveLength(Math.min(8, best.length));
  });

  it('service types, property categories and partners answer paginated lists with slugs', async () => {
    for (const path of ['/properties/service_types/', '/property_categories/', '/partners/']) {
      const body = await ok(`${path}?size=2`);
      expect(Object.keys(body).sort(), path).toEqual(['count', 'next', 'previous', 'results']);
      expect(body.results, path).toHaveLength(2);
      expect(body.next, path).toContain('page=2');
      for (const item of body.results) expect(item.slug, path).toMatch(/^[a-z0-9-]+$/);
    }
  });
});
