import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '@/server/db/schema';
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
const countCategories = async (...conditions: Parameters<typeof and>) =>
  (await api.db.select({ n: count() }).from(categories).where(and(...conditions)))[0].n;

const CATEGORY_PAGE_FIELDS = [
  'id', 'name', 'slug', 'seo_title', 'meta_description', ...SEO_OVERRIDE_FIELDS, 'header_1', 'header_2', 'banner', 'top_description',
  'below_description', 'stores', 'related_category', 'faq_items', 'script_1', 'script_2', 'related_posts',
  'children_categories', 'bottom_related_stores', 'datafeed_linking_fields', 'in_slider_subcategories',
  'parent_category', 'specific_hotels', 'additional_fields',
  // Beyond the listed fields: the same category in the other editions (hreflang).
  'alternates',
].sort();

describe('GET /categories/', () => {
  it('lists the edition categories, 40 a page, in position order, with the full item shape', async () => {
    const res = await api.get('/categories/');
    expect(res.status).toBe(200);
    const total = await countCategories(eq(categories.edition, 'fr-be'));
    expect(res.body.count).toBe(total);
    expect(res.body.results).toHaveLength(Math.min(40, total));
    expect(res.body.previous).toBeNull();
    expect(keys(res.body.results[0])).toEqual(['icon', 'id', 'in_menu', 'is_heading', 'name', 'parent_category', 'slug']);
    expect(res.body.results.slice(0, 2).map((c: { slug: string }) => c.slug)).toEqual(['zz-voyage', 'zz-ski']);
    const plage = res.body.results.find((c: { id: number }) => c.id === fx.plage);
    expect(plage).toEqual({ id: fx.plage, name: 'ZZ Plage', slug: 'zz-plage', icon: null, parent_category: fx.voyage, is_heading: false, in_menu: true });
  });

  it('answers without the trailing slash too', async () => {
    expect((await api.get('/categories?size=1')).body.results).toHaveLength(1);
  });

  it('filters in_menu both ways against the database', async () => {
    const yes = await api.get('/categories/?in_menu=true&size=100');
    expect(yes.body.count).toBe(await countCategories(eq(categories.edition, 'fr-be'), eq(categories.inMenu, true)));
    expect(yes.body.results.every((c: { in_menu: boolean }) => c.in_menu)).toBe(true);
    expect(ids(yes.body.results)).toContain(fx.voyage);
    const no = await api.get('/categories/?in_menu=false&size=100');
    expect(no.body.count).toBe(await countCategories(eq(categories.edition, 'fr-be'), eq(categories.inMenu, false)));
    expect(no.body.results.every((c: { in_menu: boolean }) => !c.in_menu)).toBe(true);
  });

  it('minified answers {id, name, slug} only', async () => {
    const res = await api.get('/categories/?minified=true&size=3');
    expect(res.body.results.map(keys)).toEqual([['id', 'name', 'slug'], ['id', 'name', 'slug'], ['id', 'name', 'slug']]);
  });

  it('filters by parent given as slug or id; parent=null means no filter', async () => {
    const bySlug = await api.get('/categories/?parent=zz-voyage&size=100');
    expect(bySlug.body.count).toBe(11);
    expect(bySlug.body.results.every((c: { parent_category: number }) => c.parent_category === fx.voyage)).toBe(true);
    expect(bySlug.body.results[0].slug).toBe('zz-plage');
    const byId = await api.get(`/categories/?parent=${fx.voyage}&size=100`);
    expect(ids(byId.body.results)).toEqual(ids(bySlug.body.results));
    const all = await api.get('/categories/?parent=null');
    expect(all.body.count).toBe(await countCategories(eq(categories.edition, 'fr-be')));
  });

  it('pages: size, next link, page past the end', async () => {
    const first = await api.get('/categories/?parent=zz-voyage&size=4');
    expect(first.body.results).toHaveLength(4);
    expect(first.body.next).toContain('page=2');
    const third = await api.get('/categories/?parent=zz-voyage&size=4&page=3');
    expect(third.body.results).toHaveLength(3);
    expect(third.body.next).toBeNull();
    expect((await api.get('/categories/?parent=zz-voyage&size=4&page=4')).status).toBe(404);
  });

  it('refuses bad input per field', async () => {
    for (const [query, field] of [
      ['in_menu=maybe', 'in_menu'],
      ['minified=2', 'minified'],
      ['parent=zz-nothing-here', 'parent'],
      ['parent=Bad%20Slug!', 'parent'],
      ['parent=zz-reizen', 'parent'], // a Dutch category is no parent on fr-be
      ['size=0', 'size'],
      ['size=101', 'size'],
      ['size=-3', 'size'],
      ['page=abc', 'page'],
      ['page=0', 'page'],
    ]) {
      const res = await api.get(`/categories/?${query}`);
      expect(res.status, query).toBe(400);
      expect(keys(res.body), query).toEqual([field]);
    }
  });

  it('keeps editions apart', async () => {
    const nl = await api.get('/categories/?language=nl-be&size=100');
    expect(nl.body.count).toBe(await countCategories(eq(categories.edition, 'nl-be')));
    expect(ids(nl.body.results)).toContain(fx.reizen);
    expect(ids(nl.body.results)).not.toContain(fx.voyage);
    const fr = await api.get('/categories/?language=fr-fr&minified=true&size=100');
    expect(fr.body.results.find((c: { slug: string }) => c.slug === 'zz-voyage').id).toBe(fx.voyageFrFr);
  });
});

describe('GET /categories/homepage/', () => {
  it('lists homepage categories with active promotions of their whole subtree', async () => {
    const res = await api.get('/categories/homepage/?size=100');
    expect(res.body.count).toBe(await countCategories(eq(categories.edition, 'fr-be'), eq(categories.onHomepage, true)));
    expect(keys(res.body.results[0])).toEqual(['icon', 'id', 'name', 'promotions_count', 'slug']);
    const voyage = res.body.results.find((c: { id: number }) => c.id === fx.voyage);
    // code (linked twice in the subtree, counted once) + offer + free delivery; the expired code is out.
    expect(voyage.promotions_count).toBe(3);
    expect(res.body.results.find((c: { id: number }) => c.id === fx.ski).promotions_count).toBe(0);
    expect(ids(res.body.results)).not.toContain(fx.plage);
  });

  it('counts the Dutch edition separately', async () => {
    const res = await api.get('/categories/homepage/?language=nl-be&size=100');
    expect(ids(res.body.results)).not.toContain(fx.voyage);
  });
});

describe('GET /categories/in_header_categories/', () => {
  it('gives each heading category its first 8 children by position', async () => {
    const res = await api.get('/categories/in_header_categories/');
    expect(res.status).toBe(200);
    expect(res.body.next).toBeNull();
    expect(res.body.previous).toBeNull();
    expect(res.body.count).toBe(res.body.results.length);
    expect(res.body.count).toBe(await countCategories(eq(categories.edition, 'fr-be'), eq(categories.isHeading, true)));
    const voyage = res.body.results.find((c: { id: number }) => c.id === fx.voyage);
    expect(keys(voyage)).toEqual(['children_categories', 'id', 'name', 'slug']);
    expect(voyage.children_categories.map((c: { slug: string }) => c.slug)).toEqual([
      'zz-plage', 'zz-child-0', 'zz-child-1', 'zz-child-2', 'zz-child-3', 'zz-child-4', 'zz-child-5', 'zz-child-6',
    ]);
    expect(keys(voyage.children_categories[0])).toEqual(['id', 'name', 'slug']);
  });

  it('shows the Dutch headings on nl-be', async () => {
    const res = await api.get('/categories/in_header_categories/?language=nl-be');
    const reizen = res.body.results.find((c: { id: number }) => c.id === fx.reizen);
    expect(reizen.children_categories).toEqual([{ id: fx.strand, name: 'ZZ Strand', slug: 'zz-strand' }]);
    expect(ids(res.body.results)).not.toContain(fx.voyage);
  });
});

describe('GET /categories/homepage_slider/', () => {
  it('lists slider categories with their banner', async () => {
    const res = await api.get('/categories/homepage_slider/?size=100');
    expect(res.body.count).toBe(await countCategories(eq(categories.edition, 'fr-be'), eq(categories.inHomepageSlider, true)));
    const voyage = res.body.results.find((c: { id: number }) => c.id === fx.voyage);
    expect(voyage).toEqual({ id: fx.voyage, name: 'ZZ Voyage', slug: 'zz-voyage', icon: '/icons/zz.svg', banner: '/images/zz-voyage.svg' });
  });
});

describe('GET /categories/{id}/', () => {
  it('answers the Category page with exactly the spec fields, by slug or id', async () => {
    const res = await api.get('/categories/zz-voyage/');
    expect(res.status).toBe(200);
    expect(keys(res.body)).toEqual(CATEGORY_PAGE_FIELDS);
    expect(res.body).toMatchObject({
      id: fx.voyage,
      name: 'ZZ Voyage',
      seo_title: 'ZZ SEO',
      meta_description: 'ZZ meta',
      header_1: 'ZZ H1',
      header_2: 'ZZ H2',
      banner: '/images/zz-voyage.svg',
      top_description: '<p>haut</p>',
      below_description: '<p>dessous</p>',
      faq_items: [{ question: 'Q ?', answer: 'R.' }],
      script_1: '',
      datafeed_linking_fields: { price: '501-750' },
      additional_fields: { note: 'zz' },
      parent_category: null,
    });
    const byId = await api.get(`/categories/${fx.voyage}`);
    expect(byId.body).toEqual(res.body);
  });

  it('orders the stores, keeps the bottom ones apart and drops other editions', async () => {
    const { body } = await api.get('/categories/zz-voyage/');
    expect(ids(body.stores)).toEqual([fx.storeB, fx.storeA]);
    expect(ids(body.bottom_related_stores)).toEqual([fx.storeB]);
    expect(keys(body.stores[0])).toEqual(['icon', 'id', 'name', 'rating', 'slug', 'votes', 'website_url']);
  });

  it('links related category, posts, children, slider children and hotels', async () => {
    const { body } = await api.get('/categories/zz-voyage/');
    expect(body.related_category).toEqual({ id: fx.crete, name: 'ZZ Crète', slug: 'zz-plage-crete', url: '/categories/zz-voyage/zz-plage/zz-plage-crete' });
    // Unknown and scheduled posts drop out of the editor's list.
    expect(ids(body.related_posts)).toEqual([fx.post]);
    expect(body.related_posts[0]).toMatchObject({ title: 'ZZ Partir en Crète', slug: 'zz-partir-crete', excerpt: 'Extrait', image: null, category: { id: fx.blogCategory, name: 'ZZ Conseils', slug: 'zz-conseils' } });
    expect(body.children_categories).toHaveLength(11);
    expect(body.children_categories[0]).toEqual({ id: fx.plage, name: 'ZZ Plage', slug: 'zz-plage', icon: null, url: '/categories/zz-voyage/zz-plage' });
    expect(body.in_slider_subcategories).toEqual([{ id: fx.plage, name: 'ZZ Plage', slug: 'zz-plage', icon: null, banner: '/b.svg', url: '/categories/zz-voyage/zz-plage' }]);
    // The Dutch hotel of the list drops out; the editor's order stays.
    expect(ids(body.specific_hotels)).toEqual([fx.espagneProperties[3], fx.espagneProperties[1]]);
    expect(body.specific_hotels[0]).toMatchObject({ price: 500, country: { id: fx.espagne, slug: 'zz-espagne' }, region: { id: fx.andalousie } });
  });

  it('nests the ancestors of a deep category', async () => {
    const { body } = await api.get('/categories/zz-plage-crete/');
    expect(body.parent_category).toEqual({
      id: fx.plage,
      name: 'ZZ Plage',
      slug: 'zz-plage',
      parent_category: { id: fx.voyage, name: 'ZZ Voyage', slug: 'zz-voyage', parent_category: null },
    });
    expect(body.related_category).toBeNull();
    expect(body.children_categories).toEqual([]);
  });

  it('is a 404 for unknown, malformed or other-edition categories', async () => {
    for (const path of ['/categories/zz-nothing/', '/categories/zz-reizen/', '/categories/999999/', '/categories/Bad%20Slug/', '/categories/%25/']) {
      const res = await api.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ detail: refusalsIn().notFound });
    }
    expect((await api.get('/categories/zz-reizen/?language=nl-be')).body.id).toBe(fx.reizen);
    expect((await api.get('/categories/zz-voyage/?language=fr-fr')).body.id).toBe(fx.voyageFrFr);
  });
});

describe('GET /categories/{id}/promotions_counts/', () => {
  it('counts active coupons and offers of the category and its descendants', async () => {
    expect((await api.get('/categories/zz-voyage/promotions_counts/?page=1')).body).toEqual({ coupon_counts: 1, offer_counts: 2, total: 3 });
    expect((await api.get('/categories/zz-plage/promotions_counts/')).body).toEqual({ coupon_counts: 1, offer_counts: 1, total: 2 });
    expect((await api.get(`/categories/${fx.crete}/promotions_counts/`)).body).toEqual({ coupon_counts: 1, offer_counts: 0, total: 1 });
    expect((await api.get('/categories/zz-ski/promotions_counts/')).body).toEqual({ coupon_counts: 0, offer_counts: 0, total: 0 });
  });

  it('keeps editions apart and validates page', async () => {
    expect((await api.get('/categories/zz-reizen/promotions_counts/')).status).toBe(404);
    expect((await api.get('/categories/zz-reizen/promotions_counts/?language=nl-be')).body).toEqual({ coupon_counts: 1, offer_counts: 0, total: 1 });
    const bad = await api.get('/categories/zz-voyage/promotions_counts/?page=x');
    expect(bad.status).toBe(400);
    expect(keys(bad.body)).toEqual(['page']);
  });
});
