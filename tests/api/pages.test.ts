import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyrights, footerLinks, homepageBanners, pages, stores } from '@/server/db/schema';
import { createTestApi, type TestApi } from './harness';
import { refusalsIn } from './refusal-words';

let api: TestApi;
const keys = (o: object) => Object.keys(o).sort();
const fx = { homeFirst: 0, homeSecond: 0, nlStore: 0, bannerWithStore: 0, bannerCrossEdition: 0, bannerInactive: 0 };

/** Rows added next to the seeded demo content; pages and copyrights are upserted (one per edition). */
async function addFixtures() {
  const db = api.db;
  const [first, second, , nl] = await db
    .insert(stores)
    .values([
      { edition: 'fr-be', name: 'ZZ Home 1', slug: 'zz-home-1', websiteUrl: 'https://h1.example', onHomepage: true, position: -20 },
      { edition: 'fr-be', name: 'ZZ Home 2', slug: 'zz-home-2', websiteUrl: 'https://h2.example', onHomepage: true, position: -19 },
      { edition: 'fr-be', name: 'ZZ Not home', slug: 'zz-not-home', websiteUrl: 'https://n.example', onHomepage: false, position: -30 },
      { edition: 'nl-be', name: 'ZZ Thuis', slug: 'zz-thuis', websiteUrl: 'https://t.example', onHomepage: true, position: -30 },
    ])
    .returning();
  Object.assign(fx, { homeFirst: first.id, homeSecond: second.id, nlStore: nl.id });

  const [withStore, crossEdition, inactive] = await db
    .insert(homepageBanners)
    .values([
      { edition: 'fr-be', title: 'ZZ Banner', subtitle: 'Sous-titre', image: '/b1.jpg', link: '/zz-home-1', buttonLabel: 'Voir', storeId: first.id, position: -10 },
      { edition: 'fr-be', title: 'ZZ Banner mixed', image: '/b2.jpg', link: '/x', storeId: nl.id, position: -9 },
      { edition: 'fr-be', title: 'ZZ Banner off', image: '/b3.jpg', link: '/y', isActive: false, position: -11 },
    ])
    .returning();
  Object.assign(fx, { bannerWithStore: withStore.id, bannerCrossEdition: crossEdition.id, bannerInactive: inactive.id });

  await db
    .insert(copyrights)
    .values({ edition: 'nl-be', text: '© ZZ Vakanties' })
    .onConflictDoUpdate({ target: copyrights.edition, set: { text: '© ZZ Vakanties' } });
  await db.delete(copyrights).where(eq(copyrights.edition, 'fr-fr'));

  await db.insert(footerLinks).values(
    Array.from({ length: 55 }, (_, i) => ({ edition: 'fr-fr', name: `ZZ Lien ${i}`, link: `/l${i}`, isCopyright: i === 0, position: 100 - i })),
  );

  await db
    .insert(pages)
    .values({ edition: 'nl-be', identifier: 'about_us_page', title: 'Over ons', header1: 'Wie zijn we', content: '<p>Wij</p>', seoTitle: 'SEO over', metaDescription: 'Meta over' })
    .onConflictDoUpdate({
      target: [pages.edition, pages.identifier],
      set: { title: 'Over ons', header1: 'Wie zijn we', content: '<p>Wij</p>', seoTitle: 'SEO over', metaDescription: 'Meta over' },
    });
  await db.delete(pages).where(and(eq(pages.edition, 'fr-fr'), eq(pages.identifier, 'faq_page')));
  await db.insert(pages).values({ edition: 'fr-be', identifier: 'faq_page', title: 'FAQ' }).onConflictDoNothing();
}

beforeAll(async () => {
  api = await createTestApi();
  await addFixtures();
});
afterAll(async () => api.handle.close());

describe('/pages/home_page_stores/', () => {
  it('lists the edition stores flagged on_homepage by position', async () => {
    const res = await api.get('/pages/home_page_stores/?size=100');
    expect(res.status).toBe(200);
    const expected = await api.db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.edition, 'fr-be'), eq(stores.onHomepage, true)))
      .orderBy(asc(stores.position), asc(stores.id));
    expect(res.body.count).toBe(expected.length);
    expect(res.body.results.map((s: { id: number }) => s.id)).toEqual(expected.map((r) => r.id));
    expect(res.body.results.slice(0, 2).map((s: { slug: string }) => s.slug)).toEqual(['zz-home-1', 'zz-home-2']);
    expect(keys(res.body.results[0])).toEqual(['icon', 'id', 'name', 'rating', 'slug', 'votes', 'website_url']);
    const ids = res.body.results.map((s: { id: number }) => s.id);
    expect(ids).not.toContain(fx.nlStore);
  });

  it('keeps editions apart and validates paging', async () => {
    const nl = await api.get('/pages/home_page_stores?language=nl-be');
    expect(nl.body.results[0].id).toBe(fx.nlStore);
    const small = await api.get('/pages/home_page_stores/?size=1');
    expect(small.body.results).toHaveLength(1);
    expect(small.body.next).toContain('page=2');
    expect((await api.get('/pages/home_page_stores/?page=0')).status).toBe(400);
    expect((await api.get('/pages/home_page_stores/?size=abc')).body).toHaveProperty('size');
  });
});

describe('/pages/homepage_banner/', () => {
  it('lists active banners by position with their store', async () => {
    const res = await api.get('/pages/homepage_banner/');
    expect(res.status).toBe(200);
    const [{ n }] = await api.db
      .select({ n: count() })
      .from(homepageBanners)
      .where(and(eq(homepageBanners.edition, 'fr-be'), eq(homepageBanners.isActive, true)));
    expect(res.body.count).toBe(n);
    const ids = res.body.results.map((b: { id: number }) => b.id);
    expect(ids).not.toContain(fx.bannerInactive);
    expect(ids.slice(0, 2)).toEqual([fx.bannerWithStore, fx.bannerCrossEdition]);
    expect(res.body.results[0]).toEqual({
      id: fx.bannerWithStore,
      title: 'ZZ Banner',
      subtitle: 'Sous-titre',
      image: '/b1.jpg',
      link: '/zz-home-1',
      button_label: 'Voir',
      store: { id: fx.homeFirst, name: 'ZZ Home 1', slug: 'zz-home-1', icon: null },
    });
    // a store of another edition is never shown
    expect(res.body.results[1].store).toBeNull();
    expect((await api.get('/pages/homepage_banner/?language=nl-be')).body.results.map((b: { id: number }) => b.id)).not.toContain(fx.bannerWithStore);
  });
});

describe('/pages/copyright/ and /pages/footer_links/', () => {
  it('answers the edition copyright, 404 when none', async () => {
    expect(await api.get('/pages/copyright/?language=nl-be')).toEqual({ status: 200, body: { copyright: { text: '© ZZ Vakanties' } } });
    expect((await api.get('/pages/copyright?language=fr-fr')).status).toBe(404);
  });

  it('lists footer links by position, 50 by default', async () => {
    const res = await api.get('/pages/footer_links/?language=fr-fr');
    expect(res.status).toBe(200);
    const expected = await api.db
      .select({ id: footerLinks.id })
      .from(footerLinks)
      .where(eq(footerLinks.edition, 'fr-fr'))
      .orderBy(asc(footerLinks.position), asc(footerLinks.id));
    expect(res.body.count).toBe(expected.length);
    expect(res.body.results).toHaveLength(50);
    expect(res.body.results.map((l: { id: number }) => l.id)).toEqual(expected.slice(0, 50).map((r) => r.id));
    expect(keys(res.body.results[0])).toEqual(['id', 'is_copyright', 'link', 'name']);
    const lastPage = await api.get('/pages/footer_links/?language=fr-fr&page=2');
    expect(lastPage.body.results.at(-1)).toMatchObject({ name: 'ZZ Lien 0', is_copyright: true });
    expect((await api.get('/pages/footer_links/?size=-1')).status).toBe(400);
  });
});

describe('/pages/{page}/', () => {
  it('answers the edition page', async () => {
    const res = await api.get('/pages/about_us_page/?language=nl-be');
    expect(res.status).toBe(200);
    expect(keys(res.body)).toEqual(['content', 'header_1', 'id', 'identifier', 'meta_description', 'seo_title', 'title', 'updated_at']);
    expect(res.body).toMatchObject({
      identifier: 'about_us_page',
      title: 'Over ons',
      header_1: 'Wie zijn we',
      content: '<p>Wij</p>',
      seo_title: 'SEO over',
      meta_description: 'Meta over',
    });
    const [row] = await api.db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.edition, 'nl-be'), eq(pages.identifier, 'about_us_page')));
    expect(res.body.id).toBe(row.id);
    expect(Number.isNaN(Date.parse(res.body.updated_at))).toBe(false);
    expect((await api.get('/pages/about_us_page?language=nl-be')).body).toEqual(res.body);
  });

  it('answers 404 for unknown identifiers and pages the edition lacks', async () => {
    expect((await api.get('/pages/faq_page/')).status).toBe(200);
    expect(await api.get('/pages/faq_page/?language=fr-fr')).toEqual({ status: 404, body: { detail: refusalsIn().notFound } });
    expect((await api.get('/pages/no_such_page/')).status).toBe(404);
    expect((await api.get('/pages/about-us/')).status).toBe(404);
  });
});
