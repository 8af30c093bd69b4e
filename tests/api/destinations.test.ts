import { and, count, eq, exists, isNull, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continents, locations, properties, sublocations } from '@/server/db/schema';
import { createTestApi, type TestApi } from './harness';
import { addLandingFixtures, type LandingFixtures } from './landing-fixtures';
import { SEO_OVERRIDE_FIELDS } from './seo-fields';
import { refusalsIn } from './refusal-words';

let api: TestApi;
let fx: LandingFixtures;

beforeAll(async () => {
  api = await createTestApi();
  fx = await addLandingFixtures(api.db);
});
afterAll(async () => api.handle.close());

const keys = (o: object) => Object.keys(o).sort();
const ids = (list: { id: number }[]) => list.map((x) => x.id);
const slugs = (list: { slug: string }[]) => list.map((x) => x.slug);
const countLocations = async (...conditions: Parameters<typeof and>) =>
  (await api.db.select({ n: count() }).from(locations).where(and(...conditions)))[0].n;
const countSublocations = async (...conditions: Parameters<typeof and>) =>
  (await api.db.select({ n: count() }).from(sublocations).where(and(...conditions)))[0].n;

const DESTINATION_PAGE_FIELDS = [
  'id', 'name', 'slug', 'seo_title', 'meta_description', ...SEO_OVERRIDE_FIELDS, 'header_1', 'header_2', 'banner', 'top_description',
  'bottom_description', 'related_category', 'faq_items', 'script_1', 'script_2', 'related_posts',
  'datafeed_linking_fields', 'in_slider_sublocations', 'sublocations', 'banner_stores', 'parent_path',
  'continent_locations', 'bottom_related_sublocations', 'additional_fields', 'specific_hotels', 'promotions', 'kind',
  // Beyond the listed fields: the same place in the other editions (hreflang).
  'alternates',
].sort();

describe('GET /locations/', () => {
  it('lists the edition countries, 20 a page, with their continent', async () => {
    const res = await api.get('/locations/');
    expect(res.status).toBe(200);
    const total = await countLocations(eq(locations.edition, 'fr-be'));
    expect(res.body.count).toBe(total);
    expect(res.body.results).toHaveLength(Math.min(20, total));
    expect(res.body.results[0]).toEqual({
      id: fx.espagne,
      name: 'ZZ Espagne',
      slug: 'zz-espagne',
      continent: { id: fx.europe, name: 'ZZ Europe', slug: 'zz-europe' },
      banner: '/images/zz-espagne.svg',
    });
  });

  it('filters in_menu and continent (slug or id)', async () => {
    const menu = await api.get('/locations/?in_menu=true&size=100');
    expect(menu.body.count).toBe(await countLocations(eq(locations.edition, 'fr-be'), eq(locations.inMenu, true)));
    expect(ids(menu.body.results)).toContain(fx.espagne);
    expect(ids(menu.body.results)).not.toContain(fx.portugal);
    const bySlug = await api.get('/locations/?continent=zz-europe');
    expect(ids(bySlug.body.results)).toEqual([fx.espagne, fx.portugal]);
    expect((await api.get(`/locations/?continent=${fx.europe}`)).body.results).toEqual(bySlug.body.results);
  });

  it('refuses bad filters per field', async () => {
    for (const [query, field] of [
      ['continent=zz-nowhere', 'continent'],
      ['continent=zz-europa', 'continent'], // the Dutch continent
      ['continent=%21%21', 'continent'],
      ['in_menu=perhaps', 'in_menu'],
      ['size=1000', 'size'],
      ['page=-1', 'page'],
    ]) {
      const res = await api.get(`/locations/?${query}`);
      expect(res.status, query).toBe(400);
      expect(keys(res.body), query).toEqual([field]);
    }
  });

  it('keeps editions apart', async () => {
    const nl = await api.get('/locations/?language=nl-be&continent=zz-europa');
    expect(ids(nl.body.results)).toEqual([fx.spanje]);
    expect((await api.get('/locations/?language=nl-be&size=100')).body.count).toBe(await countLocations(eq(locations.edition, 'nl-be')));
  });
});

describe('GET /locations/top_locations/, homepage_sliders/, by_continent/', () => {
  it('top_locations lists is_top countries, 10 a page', async () => {
    const res = await api.get('/locations/top_locations/');
    const total = await countLocations(eq(locations.edition, 'fr-be'), eq(locations.isTop, true));
    expect(res.body.count).toBe(total);
    expect(res.body.results).toHaveLength(Math.min(10, total));
    expect(res.body.results[0].id).toBe(fx.espagne);
    const nl = await api.get('/locations/top_locations/?language=nl-be');
    expect(ids(nl.body.results)).toContain(fx.spanje);
    expect(ids(nl.body.results)).not.toContain(fx.espagne);
  });

  it('homepage_sliders gives each slider country the lowest price of its offers', async () => {
    const res = await api.get('/locations/homepage_sliders/?size=100');
    expect(res.body.count).toBe(await countLocations(eq(locations.edition, 'fr-be'), eq(locations.inHomepageSlider, true)));
    expect(keys(res.body.results[0])).toEqual(['banner', 'continent', 'id', 'min_price', 'name', 'slug']);
    expect(res.body.results[0]).toMatchObject({ id: fx.espagne, min_price: 100 });
    for (const country of res.body.results) {
      const [row] = await api.db.select({ m: min(properties.price) }).from(properties).where(eq(properties.countryId, country.id));
      expect(country.min_price, country.slug).toBe(row.m);
    }
  });

  it('by_continent groups the countries under continents that have some', async () => {
    const res = await api.get('/locations/by_continent/?size=100');
    const withCountries = await api.db
      .select({ n: count() })
      .from(continents)
      .where(and(eq(continents.edition, 'fr-be'), exists(api.db.select().from(locations).where(eq(locations.continentId, continents.id)))));
    expect(res.body.count).toBe(withCountries[0].n);
    expect(res.body.results[0]).toEqual({
      id: fx.europe,
      name: 'ZZ Europe',
      slug: 'zz-europe',
      locations: [
        { id: fx.espagne, name: 'ZZ Espagne', slug: 'zz-espagne' },
        { id: fx.portugal, name: 'ZZ Portugal', slug: 'zz-portugal' },
      ],
    });
    expect(res.body.results.every((c: { locations: unknown[] }) => c.locations.length > 0)).toBe(true);
    const menu = await api.get('/locations/by_continent/?in_menu=true&size=100');
    expect(menu.body.results[0].locations).toEqual([{ id: fx.espagne, name: 'ZZ Espagne', slug: 'zz-espagne' }]);
  });
});

describe('GET /locations/{id}/ (country page)', () => {
  it('answers exactly the spec fields plus kind, by slug or id', async () => {
    const res = await api.get('/locations/zz-espagne/');
    expect(res.status).toBe(200);
    expect(keys(res.body)).toEqual(DESTINATION_PAGE_FIELDS);
    expect(res.body).toMatchObject({
      id: fx.espagne,
      kind: 'country',
      seo_title: 'ZZ SEO',
      header_1: 'ZZ H1',
      bottom_description: '<p>bas</p>',
      faq_items: [{ question: 'Q ?', answer: 'R.' }],
      datafeed_linking_fields: { price: '501-750' },
      additional_fields: { note: 'zz' },
      parent_path: [],
    });
    expect((await api.get(`/locations/${fx.espagne}`)).body).toEqual(res.body);
  });

  it('lists its children, slider children, neighbours and banner stores in order', async () => {
    const { body } = await api.get('/locations/zz-espagne/');
    expect(slugs(body.sublocations)).toEqual(['zz-andalousie', 'zz-catalogne', 'zz-madrid']);
    expect(body.sublocations[0]).toEqual({ id: fx.andalousie, name: 'ZZ Andalousie', slug: 'zz-andalousie', kind: 'region', banner: null, url: '/pays/zz-espagne/zz-andalousie' });
    expect(body.sublocations[2].url).toBe('/pays/zz-espagne/zz-madrid');
    expect(slugs(body.in_slider_sublocations)).toEqual(['zz-andalousie']);
    expect(slugs(body.bottom_related_sublocations)).toEqual(['zz-seville', 'zz-malaga']);
    expect(body.bottom_related_sublocations[0].url).toBe('/pays/zz-espagne/zz-andalousie/zz-seville');
    expect(body.continent_locations).toEqual([{ id: fx.portugal, name: 'ZZ Portugal', slug: 'zz-portugal', banner: null, url: '/pays/zz-portugal' }]);
    // Unknown and Dutch stores drop out of the editor's order.
    expect(ids(body.banner_stores)).toEqual([fx.storeB, fx.storeA]);
    expect(body.related_category).toEqual({ id: fx.plage, name: 'ZZ Plage', slug: 'zz-plage', url: '/categories/zz-voyage/zz-plage' });
    expect(ids(body.related_posts)).toEqual([fx.post]);
    expect(body.specific_hotels).toEqual([]);
  });

  it('shows the active promotions of its banner stores', async () => {
    const { body } = await api.get('/locations/zz-espagne/');
    expect(ids(body.promotions)).toEqual([fx.activeCode, fx.activeOffer, fx.activeDelivery]);
    expect(body.promotions[0]).toMatchObject({ title: 'ZZ code', kind: 'code', is_expired: false, coupon: { code: 'ZZCODE' }, stores: [{ id: fx.storeA }] });
  });

  it('is a 404 for sublocations, unknown slugs and other editions', async () => {
    for (const path of ['/locations/zz-andalousie/', '/locations/zz-nowhere/', '/locations/zz-spanje/', '/locations/%ZZ/', '/locations/99999999/']) {
      const res = await api.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ detail: refusalsIn().notFound });
    }
    const nl = await api.get('/locations/zz-spanje/?language=nl-be');
    expect(nl.body.sublocations[0].url).toBe('/bestemmingen/zz-spanje/zz-andalusie');
  });
});

describe('GET /sublocations/{id}/ (region and city pages)', () => {
  it('answers a region with its cities and its country as parent path', async () => {
    const { status, body } = await api.get('/sublocations/zz-andalousie/');
    expect(status).toBe(200);
    expect(keys(body)).toEqual(DESTINATION_PAGE_FIELDS);
    expect(body.kind).toBe('region');
    expect(slugs(body.sublocations)).toEqual(['zz-seville', 'zz-malaga']);
    expect(slugs(body.in_slider_sublocations)).toEqual(['zz-seville']);
    expect(body.parent_path).toEqual([{ name: 'ZZ Espagne', slug: 'zz-espagne', url: '/pays/zz-espagne' }]);
    // Other sublocations of the country, without itself and its own cities.
    expect(slugs(body.bottom_related_sublocations)).toEqual(['zz-catalogne', 'zz-madrid']);
    expect(slugs(body.continent_locations)).toEqual(['zz-portugal']);
  });

  it('answers a city with country and region as parent path', async () => {
    const { body } = await api.get(`/sublocations/${fx.seville}`);
    expect(body).toMatchObject({ id: fx.seville, slug: 'zz-seville', kind: 'city', sublocations: [], promotions: [], banner_stores: [] });
    expect(body.parent_path).toEqual([
      { name: 'ZZ Espagne', slug: 'zz-espagne', url: '/pays/zz-espagne' },
      { name: 'ZZ Andalousie', slug: 'zz-andalousie', url: '/pays/zz-espagne/zz-andalousie' },
    ]);
    expect(ids(body.bottom_related_sublocations)).not.toContain(fx.seville);
    const madrid = await api.get('/sublocations/zz-madrid/');
    expect(madrid.body.parent_path).toEqual([{ name: 'ZZ Espagne', slug: 'zz-espagne', url: '/pays/zz-espagne' }]);
  });

  it('uses the Dutch segment on nl-be and keeps editions apart', async () => {
    const nl = await api.get('/sublocations/zz-sevilla/?language=nl-be');
    expect(nl.body.parent_path.map((p: { url: string }) => p.url)).toEqual(['/bestemmingen/zz-spanje', '/bestemmingen/zz-spanje/zz-andalusie']);
    expect((await api.get('/sublocations/zz-sevilla/')).status).toBe(404);
    expect((await api.get('/sublocations/zz-espagne/')).status).toBe(404);
  });
});

describe('GET /sublocations/', () => {
  it('lists sublocations with their URL, country and parent', async () => {
    const res = await api.get('/sublocations/?location=zz-espagne');
    expect(res.body.count).toBe(5);
    const seville = res.body.results.find((s: { id: number }) => s.id === fx.seville);
    expect(seville).toEqual({
      id: fx.seville,
      name: 'ZZ Séville',
      slug: 'zz-seville',
      kind: 'city',
      banner: null,
      url: '/pays/zz-espagne/zz-andalousie/zz-seville',
      location: { id: fx.espagne, name: 'ZZ Espagne', slug: 'zz-espagne' },
      parent: { id: fx.andalousie, name: 'ZZ Andalousie', slug: 'zz-andalousie' },
    });
  });

  it('filters by location, parent, kind and in_menu against the database', async () => {
    expect(ids((await api.get(`/sublocations/?parent=${fx.andalousie}`)).body.results)).toEqual([fx.seville, fx.malaga]);
    expect(ids((await api.get('/sublocations/?parent=zz-andalousie&kind=region')).body.results)).toEqual([]);
    expect(ids((await api.get(`/sublocations/?location=${fx.espagne}&kind=region`)).body.results)).toEqual([fx.andalousie, fx.catalogne]);
    const cities = await api.get('/sublocations/?kind=city&size=100');
    expect(cities.body.count).toBe(await countSublocations(eq(sublocations.edition, 'fr-be'), eq(sublocations.kind, 'city')));
    expect(cities.body.results.every((s: { kind: string }) => s.kind === 'city')).toBe(true);
    const menu = await api.get('/sublocations/?in_menu=true&size=100');
    expect(menu.body.count).toBe(await countSublocations(eq(sublocations.edition, 'fr-be'), eq(sublocations.inMenu, true)));
    expect(ids(menu.body.results)).toContain(fx.andalousie);
    const all = await api.get('/sublocations/');
    expect(all.body.count).toBe(await countSublocations(eq(sublocations.edition, 'fr-be')));
    expect(all.body.results.length).toBe(Math.min(20, all.body.count));
  });

  it('refuses bad filters per field and keeps editions apart', async () => {
    for (const [query, field] of [
      ['kind=village', 'kind'],
      ['location=zz-spanje', 'location'],
      ['parent=zz-nowhere', 'parent'],
      ['in_menu=2', 'in_menu'],
      ['size=abc', 'size'],
    ]) {
      const res = await api.get(`/sublocations/?${query}`);
      expect(res.status, query).toBe(400);
      expect(keys(res.body), query).toEqual([field]);
    }
    expect(ids((await api.get('/sublocations/?language=nl-be&location=zz-spanje')).body.results)).toEqual([fx.andalusie, fx.sevilla]);
  });
});

describe('GET /destinations/', () => {
  it('nests continents → countries → top-level sublocations with their city counts', async () => {
    const res = await api.get('/destinations/');
    expect(res.status).toBe(200);
    const europe = res.body.results[0];
    expect(europe).toMatchObject({ id: fx.europe, name: 'ZZ Europe', slug: 'zz-europe' });
    expect(slugs(europe.locations)).toEqual(['zz-espagne', 'zz-portugal']);
    const espagne = europe.locations[0];
    expect(keys(espagne)).toEqual(['banner', 'id', 'name', 'slug', 'sublocations', 'url']);
    expect(espagne.sublocations).toEqual([
      { id: fx.andalousie, name: 'ZZ Andalousie', slug: 'zz-andalousie', kind: 'region', url: '/pays/zz-espagne/zz-andalousie', cities_count: 2 },
      { id: fx.catalogne, name: 'ZZ Catalogne', slug: 'zz-catalogne', kind: 'region', url: '/pays/zz-espagne/zz-catalogne', cities_count: 0 },
      { id: fx.madrid, name: 'ZZ Madrid', slug: 'zz-madrid', kind: 'city', url: '/pays/zz-espagne/zz-madrid', cities_count: 0 },
    ]);
  });

  it('holds every country of the edition and only top-level sublocations', async () => {
    const res = await api.get('/destinations/?size=100');
    const countries = res.body.results.flatMap((c: { locations: { id: number }[] }) => c.locations);
    expect(countries.length).toBe(await countLocations(eq(locations.edition, 'fr-be')));
    const tops = countries.flatMap((l: { sublocations: unknown[] }) => l.sublocations);
    expect(tops.length).toBe(await countSublocations(eq(sublocations.edition, 'fr-be'), isNull(sublocations.parentId)));
  });

  it('answers the Dutch edition with its own tree', async () => {
    const res = await api.get('/destinations/?language=nl-be');
    const europa = res.body.results.find((c: { id: number }) => c.id === fx.europa);
    expect(europa.locations[0].url).toBe('/bestemmingen/zz-spanje');
    expect(europa.locations[0].sublocations[0]).toMatchObject({ slug: 'zz-andalusie', cities_count: 1 });
    expect(ids(res.body.results)).not.toContain(fx.europe);
  });
});
