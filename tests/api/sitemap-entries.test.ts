import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCategories, blogPosts, categories, locations, pages, stores } from '@/server/db/schema';
import { createTestApi, type TestApi } from './harness';

type EditionId = 'fr-be' | 'nl-be' | 'fr-fr';
const editionIds: EditionId[] = ['fr-be', 'nl-be', 'fr-fr'];

interface Entry {
  path: string;
  lastmod: string | null;
  alternates: Partial<Record<EditionId, string>>;
}

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => api.handle.close());

async function entries(edition: EditionId): Promise<Entry[]> {
  const { status, body } = await api.get(`/sitemap/entries/?language=${edition}`);
  expect(status).toBe(200);
  expect(body.count).toBe(body.results.length);
  return body.results as Entry[];
}

const byPath = (list: Entry[]) => new Map(list.map((e) => [e.path, e]));

/** Every alternate A → (B, p) has an entry p in B's sitemap pointing back at A's path. */
async function expectReciprocal() {
  const all = Object.fromEntries(await Promise.all(editionIds.map(async (id) => [id, byPath(await entries(id))] as const))) as Record<EditionId, Map<string, Entry>>;
  let links = 0;
  for (const edition of editionIds) {
    for (const entry of all[edition].values()) {
      for (const [other, path] of Object.entries(entry.alternates) as [EditionId, string][]) {
        expect(other).not.toBe(edition);
        expect(all[other].get(path)?.alternates[edition], `${edition} ${entry.path} → ${other} ${path}`).toBe(entry.path);
        links++;
      }
    }
  }
  return links;
}

describe('/sitemap/entries/', () => {
  it('lists the indexable static pages of the edition, in its own spelling, and never search', async () => {
    const nl = (await entries('nl-be')).map((e) => e.path);
    for (const path of ['/', '/bestemmingen', '/categorieen', '/categorieen/promoties', '/vergelijken', '/blog', '/contact', '/html-sitemap']) {
      expect(nl).toContain(path);
    }
    expect(nl).not.toContain('/search');
    expect(nl).not.toContain('/pays');
    expect(new Set(nl).size).toBe(nl.length);
    const fr = (await entries('fr-be')).map((e) => e.path);
    for (const path of ['/', '/pays', '/categories', '/categories/promotions', '/comparateur', '/a-propos', '/mentions-legales']) expect(fr).toContain(path);
  });

  it('lists every shop, published post, country and category of the edition, and no blog category page', async () => {
    const list = await entries('fr-fr');
    const paths = new Set(list.map((e) => e.path));
    const shopRows = await api.db.select({ slug: stores.slug }).from(stores).where(eq(stores.edition, 'fr-fr'));
    expect(shopRows.length).toBeGreaterThan(0);
    for (const { slug } of shopRows) expect(paths).toContain(`/${slug}`);

    const postRows = await api.db
      .select({ slug: blogPosts.slug, category: blogCategories.slug, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(eq(blogPosts.edition, 'fr-fr'));
    const published = postRows.filter((p) => p.publishedAt <= new Date());
    expect(published.length).toBeGreaterThan(0);
    for (const post of published) expect(paths).toContain(`/blog/${post.category}/${post.slug}`);
    // Blog category pages are noindex,follow: only posts live under /blog/.
    expect([...paths].filter((p) => /^\/blog\/[^/]+$/.test(p))).toEqual([]);

    const countryRows = await api.db.select({ slug: locations.slug }).from(locations).where(eq(locations.edition, 'fr-fr'));
    for (const { slug } of countryRows) expect(paths).toContain(`/pays/${slug}`);
    expect(paths).toContain('/pays/grece/crete');
    expect(paths).toContain('/categories/hebergement/hotels/hotels-de-luxe');
  });

  it('gives lastmod from the rows: updated_at of a shop, the later of published_at and updated_at of a post', async () => {
    const stamp = new Date('2031-02-03T04:05:06.000Z');
    const [shop] = await api.db.select({ slug: stores.slug }).from(stores).where(eq(stores.edition, 'nl-be')).limit(1);
    await api.db.update(stores).set({ updatedAt: stamp }).where(and(eq(stores.edition, 'nl-be'), eq(stores.slug, shop.slug)));
    const list = byPath(await entries('nl-be'));
    expect(list.get(`/${shop.slug}`)?.lastmod).toBe(stamp.toISOString());
    for (const entry of list.values()) if (entry.lastmod !== null) expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false);
    // The categories index is as new as its newest category.
    const [{ updatedAt }] = await api.db.select({ updatedAt: categories.updatedAt }).from(categories).where(eq(categories.edition, 'nl-be')).orderBy(categories.updatedAt);
    expect(Date.parse(list.get('/categorieen')?.lastmod ?? '')).toBeGreaterThanOrEqual(updatedAt.getTime());
  });

  it('gives entities the alternates of their page answers, static pages the same route elsewhere', async () => {
    const fr = byPath(await entries('fr-be'));
    const greece = (await api.get('/locations/grece/?language=fr-be')).body;
    expect(fr.get('/pays/grece')?.alternates).toEqual(greece.alternates);
    expect(fr.get('/pays/grece')?.alternates).toEqual({ 'nl-be': '/bestemmingen/griekenland', 'fr-fr': '/pays/grece' });
    const luxury = (await api.get('/categories/hotels-de-luxe/?language=fr-be')).body;
    expect(fr.get('/categories/hebergement/hotels/hotels-de-luxe')?.alternates).toEqual(luxury.alternates);
    expect(fr.get('/pays/grece/crete')?.alternates).toEqual((await api.get('/sublocations/crete/?language=fr-be')).body.alternates);
    expect(fr.get('/')?.alternates).toEqual({ 'nl-be': '/', 'fr-fr': '/' });
    expect(fr.get('/a-propos')?.alternates).toMatchObject({ 'nl-be': '/over-ons' });
    // Shops and posts exist per edition: no alternates.
    const [shop] = await api.db.select({ slug: stores.slug }).from(stores).where(eq(stores.edition, 'fr-be')).limit(1);
    expect(fr.get(`/${shop.slug}`)?.alternates).toEqual({});
  });

  it('keeps alternates reciprocal across the three editions', async () => {
    expect(await expectReciprocal()).toBeGreaterThan(50);
  });

  it('leaves out a future post, a category too deep to route, and a missing editor page (and the links to it)', async () => {
    const [post] = await api.db.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.edition, 'fr-be')).limit(1);
    await api.db.update(blogPosts).set({ publishedAt: new Date(Date.now() + 86_400_000) }).where(eq(blogPosts.id, post.id));

    const [luxury] = await api.db.select({ id: categories.id }).from(categories).where(and(eq(categories.edition, 'fr-be'), eq(categories.slug, 'hotels-de-luxe')));
    await api.db.insert(categories).values({ edition: 'fr-be', name: 'ZZ Trop profond', slug: 'zz-trop-profond', parentId: luxury.id });

    await api.db.delete(pages).where(and(eq(pages.edition, 'fr-fr'), eq(pages.identifier, 'faq_page')));

    const fr = await entries('fr-be');
    const paths = fr.map((e) => e.path);
    expect(paths.some((p) => p.endsWith(`/${post.slug}`))).toBe(false);
    expect(paths.some((p) => p.includes('zz-trop-profond'))).toBe(false);
    expect(byPath(fr).get('/faq')?.alternates).toEqual({ 'nl-be': '/faq' });
    expect((await entries('fr-fr')).map((e) => e.path)).not.toContain('/faq');
  });

  it('stays reciprocal when an editor gives one translation key to two rows of an edition', async () => {
    const [hotels] = await api.db.select({ key: categories.translationKey }).from(categories).where(and(eq(categories.edition, 'nl-be'), eq(categories.slug, 'hotels')));
    await api.db.insert(categories).values({ edition: 'nl-be', name: 'ZZ Hotels bis', slug: 'zz-hotels-bis', translationKey: hotels.key });
    const nl = byPath(await entries('nl-be'));
    expect(nl.get('/categorieen/zz-hotels-bis')?.alternates).toEqual({});
    await expectReciprocal();
  });

  it('pages with size up to 50,000 and answers 400/404 out of bounds', async () => {
    const all = await entries('fr-be');
    const second = await api.get('/sitemap/entries/?language=fr-be&size=5&page=2');
    expect(second.status).toBe(200);
    expect(second.body.count).toBe(all.length);
    expect(second.body.results).toEqual(all.slice(5, 10));
    expect((await api.get('/sitemap/entries/?language=fr-be&size=50001')).status).toBe(400);
    expect((await api.get('/sitemap/entries/?language=fr-be&size=5&page=100000')).status).toBe(404);
    expect((await api.get('/sitemap/entries/?language=xx')).status).toBe(400);
  });

  it('never lists a row of another edition', async () => {
    const nl = (await entries('nl-be')).map((e) => e.path);
    const frOnly = await api.db.select({ slug: stores.slug }).from(stores).where(eq(stores.edition, 'fr-be'));
    const nlSlugs = new Set((await api.db.select({ slug: stores.slug }).from(stores).where(inArray(stores.edition, ['nl-be']))).map((r) => r.slug));
    for (const { slug } of frOnly) if (!nlSlugs.has(slug)) expect(nl).not.toContain(`/${slug}`);
  });
});
