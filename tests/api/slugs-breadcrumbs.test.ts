import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCategories, blogPosts, categories, locations, stores, sublocations } from '@/server/db/schema';
import { createTestApi, type TestApi } from './harness';
import { addLandingFixtures, type LandingFixtures } from './landing-fixtures';

let api: TestApi;
let fx: LandingFixtures;

beforeAll(async () => {
  api = await createTestApi();
  fx = await addLandingFixtures(api.db);
});
afterAll(async () => api.handle.close());

const keys = (o: object) => Object.keys(o).sort();

describe('GET /slugs/', () => {
  it('names the kind of each fixture slug', async () => {
    const cases: [string, string, number][] = [
      ['zz-espagne', 'location', fx.espagne],
      ['zz-andalousie', 'sublocation', fx.andalousie],
      ['zz-seville', 'sublocation', fx.seville],
      ['zz-voyage', 'category', fx.voyage],
      ['zz-plage', 'subcategory', fx.plage],
      ['zz-plage-crete', 'subcategory', fx.crete],
      ['zz-store-a', 'store', fx.storeA],
      ['zz-partir-crete', 'blog_post', fx.post],
      ['zz-conseils', 'blog_category', fx.blogCategory],
    ];
    for (const [slug, entity, id] of cases) {
      const res = await api.get(`/slugs/?slug=${slug}`);
      expect(res.status, slug).toBe(200);
      expect(res.body, slug).toEqual({ entity, id, slug });
    }
  });

  it('agrees with the database on seeded slugs of every table', async () => {
    const samples = await Promise.all([
      api.db.select({ slug: locations.slug, id: locations.id }).from(locations).where(eq(locations.edition, 'fr-be')).limit(3),
      api.db.select({ slug: sublocations.slug, id: sublocations.id }).from(sublocations).where(eq(sublocations.edition, 'fr-be')).limit(3),
      api.db.select({ slug: categories.slug, id: categories.id }).from(categories).where(and(eq(categories.edition, 'fr-be'), isNull(categories.parentId))).limit(3),
      api.db.select({ slug: categories.slug, id: categories.id }).from(categories).where(and(eq(categories.edition, 'fr-be'), isNotNull(categories.parentId))).limit(3),
      api.db.select({ slug: stores.slug, id: stores.id }).from(stores).where(eq(stores.edition, 'fr-be')).limit(3),
      api.db
        .select({ slug: blogPosts.slug, id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.edition, 'fr-be'), lte(blogPosts.publishedAt, sql`now()`)))
        .limit(3),
      api.db.select({ slug: blogCategories.slug, id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.edition, 'fr-be')).limit(3),
    ]);
    const kinds = ['location', 'sublocation', 'category', 'subcategory', 'store', 'blog_post', 'blog_category'];
    for (const [i, rows] of samples.entries()) {
      for (const row of rows) {
        const res = await api.get(`/slugs/?slug=${row.slug}`);
        expect(res.body, row.slug).toEqual({ entity: kinds[i], id: row.id, slug: row.slug });
      }
    }
  });

  it('keeps editions apart', async () => {
    expect((await api.get('/slugs/?slug=zz-reizen&language=nl-be')).body).toEqual({ entity: 'category', id: fx.reizen, slug: 'zz-reizen' });
    expect((await api.get('/slugs/?slug=zz-strand&language=nl-be')).body.entity).toBe('subcategory');
    expect((await api.get('/slugs/?slug=zz-reizen')).status).toBe(404);
    expect((await api.get('/slugs/?slug=zz-voyage&language=fr-fr')).body).toEqual({ entity: 'category', id: fx.voyageFrFr, slug: 'zz-voyage' });
    expect((await api.get('/slugs/?slug=zz-espagne&language=nl-be')).status).toBe(404);
  });

  it('answers 404 {detail} for unknown, scheduled or malformed slugs', async () => {
    for (const slug of ['zz-nothing', 'zz-bientot', '%25%25', 'a%20b', 'x'.repeat(200)]) {
      const res = await api.get(`/slugs/?slug=${slug}`);
      expect(res.status, slug).toBe(404);
      expect(keys(res.body), slug).toEqual(['detail']);
    }
    // Case does not matter: slugs are lower-case.
    expect((await api.get('/slugs/?slug=ZZ-Voyage')).body.id).toBe(fx.voyage);
  });

  it('answers 400 for a missing, blank or too long slug', async () => {
    for (const query of ['', 'slug=', 'slug=%20%20', `slug=${'x'.repeat(201)}`]) {
      const res = await api.get(`/slugs/?${query}`);
      expect(res.status, query).toBe(400);
      expect(keys(res.body), query).toEqual(['slug']);
    }
  });
});

describe('GET /breadcrumbs/', () => {
  const crumbs = async (query: string) => {
    const res = await api.get(`/breadcrumbs/?${query}`);
    expect(res.status, query).toBe(200);
    expect(res.body.next).toBeNull();
    expect(res.body.previous).toBeNull();
    expect(res.body.count).toBe(res.body.results.length);
    return res.body.results;
  };

  it('chains a city through its country and region, each item pointing at the previous one', async () => {
    expect(await crumbs('slug=zz-seville&entity_type=sublocation')).toEqual([
      { name: 'ZZ Espagne', url: '/pays/zz-espagne', parent: null },
      { name: 'ZZ Andalousie', url: '/pays/zz-espagne/zz-andalousie', parent: '/pays/zz-espagne' },
      { name: 'ZZ Séville', url: '/pays/zz-espagne/zz-andalousie/zz-seville', parent: '/pays/zz-espagne/zz-andalousie' },
    ]);
    expect(await crumbs('slug=zz-madrid&entity_type=sublocation')).toEqual([
      { name: 'ZZ Espagne', url: '/pays/zz-espagne', parent: null },
      { name: 'ZZ Madrid', url: '/pays/zz-espagne/zz-madrid', parent: '/pays/zz-espagne' },
    ]);
    expect(await crumbs('slug=zz-espagne&entity_type=location')).toEqual([{ name: 'ZZ Espagne', url: '/pays/zz-espagne', parent: null }]);
  });

  it('chains categories from the root', async () => {
    expect(await crumbs('slug=zz-plage-crete&entity_type=subcategory')).toEqual([
      { name: 'ZZ Voyage', url: '/categories/zz-voyage', parent: null },
      { name: 'ZZ Plage', url: '/categories/zz-voyage/zz-plage', parent: '/categories/zz-voyage' },
      { name: 'ZZ Crète', url: '/categories/zz-voyage/zz-plage/zz-plage-crete', parent: '/categories/zz-voyage/zz-plage' },
    ]);
    expect(await crumbs('slug=zz-voyage&entity_type=category')).toEqual([{ name: 'ZZ Voyage', url: '/categories/zz-voyage', parent: null }]);
  });

  it('gives stores and blog objects their pages', async () => {
    expect(await crumbs('slug=zz-store-a&entity_type=store')).toEqual([{ name: 'ZZ Store A', url: '/zz-store-a', parent: null }]);
    expect(await crumbs('slug=zz-conseils&entity_type=blog_category')).toEqual([{ name: 'ZZ Conseils', url: '/blog/zz-conseils', parent: null }]);
    expect(await crumbs('slug=zz-partir-crete&entity_type=blog_post')).toEqual([
      { name: 'ZZ Conseils', url: '/blog/zz-conseils', parent: null },
      { name: 'ZZ Partir en Crète', url: '/blog/zz-conseils/zz-partir-crete', parent: '/blog/zz-conseils' },
    ]);
  });

  it('uses the Dutch segments on nl-be', async () => {
    expect(await crumbs('slug=zz-sevilla&entity_type=sublocation&language=nl-be')).toEqual([
      { name: 'ZZ Spanje', url: '/bestemmingen/zz-spanje', parent: null },
      { name: 'ZZ Andalusië', url: '/bestemmingen/zz-spanje/zz-andalusie', parent: '/bestemmingen/zz-spanje' },
      { name: 'ZZ Sevilla', url: '/bestemmingen/zz-spanje/zz-andalusie/zz-sevilla', parent: '/bestemmingen/zz-spanje/zz-andalusie' },
    ]);
    expect(await crumbs('slug=zz-strand&entity_type=subcategory&language=nl-be')).toEqual([
      { name: 'ZZ Reizen', url: '/categorieen/zz-reizen', parent: null },
      { name: 'ZZ Strand', url: '/categorieen/zz-reizen/zz-strand', parent: '/categorieen/zz-reizen' },
    ]);
    expect((await crumbs('slug=zz-winkel&entity_type=store&language=nl-be'))[0].url).toBe('/zz-winkel');
  });

  it('answers 404 when the slug names nothing of that type in the edition', async () => {
    for (const query of [
      'slug=zz-espagne&entity_type=store',
      'slug=zz-andalousie&entity_type=location',
      'slug=zz-espagne&entity_type=sublocation',
      'slug=zz-bientot&entity_type=blog_post',
      'slug=zz-strand&entity_type=subcategory',
      'slug=zz-voyage&entity_type=category&language=nl-be',
      'slug=%25bad&entity_type=store',
    ]) {
      const res = await api.get(`/breadcrumbs/?${query}`);
      expect(res.status, query).toBe(404);
      expect(keys(res.body), query).toEqual(['detail']);
    }
  });

  it('answers 400 for missing parameters and unknown entity types', async () => {
    for (const [query, fields] of [
      ['entity_type=store', ['slug']],
      ['slug=zz-store-a', ['entity_type']],
      ['slug=zz-store-a&entity_type=planet', ['entity_type']],
      ['slug=&entity_type=store', ['slug']],
      ['', ['entity_type', 'slug']],
    ] as const) {
      const res = await api.get(`/breadcrumbs/?${query}`);
      expect(res.status, query).toBe(400);
      expect(keys(res.body), query).toEqual(fields);
    }
  });
});
