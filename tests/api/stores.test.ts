import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotions, stores } from '@/server/db/schema';
import { createTestApi, type TestApi } from './harness';
import { activeSql, addCatalogueFixtures, ids, keys, PROMOTION_CARD_KEYS, STORE_CARD_KEYS, type CatalogueFixtures } from './catalogue-fixtures';
import { SEO_OVERRIDE_FIELDS } from './seo-fields';
import { refusalsIn } from './refusal-words';

let api: TestApi;
let fx: CatalogueFixtures;

beforeAll(async () => {
  api = await createTestApi();
  fx = await addCatalogueFixtures(api.db);
});
afterAll(async () => api.handle.close());

type StoreListItem = { id: number; name: string; coupon_counts: number; offer_counts: number };

async function storeIdsByName(edition: string, inMenu?: boolean) {
  const rows = await api.db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.edition, edition), inMenu === undefined ? undefined : eq(stores.inMenu, inMenu)))
    .orderBy(sql`lower(unaccent(${stores.name}))`, asc(stores.name), asc(stores.id));
  return ids(rows);
}

/** Active promotions of a store with a code and without, counted straight from the table. */
async function activeCounts(storeId: number) {
  const [row] = await api.db
    .select({
      codes: sql<number>`count(*) filter (where ${promotions.kind} = 'code')`.mapWith(Number),
      all: count(),
    })
    .from(promotions)
    .where(and(eq(promotions.storeId, storeId), activeSql));
  return { coupon_counts: row.codes, offer_counts: row.all - row.codes };
}

describe('/stores/', () => {
  it('lists the stores of the edition alphabetically, accents and case folded', async () => {
    const expected = await storeIdsByName('fr-be');
    const res = await api.get('/stores/?size=100');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(expected.length);
    expect(ids(res.body.results)).toEqual(expected.slice(0, 100));
    // "zz calme" (lower case) sorts between "ZZ Bravo" and "ZZ Évasion", not after them
    const zz = res.body.results.filter((s: StoreListItem) => s.name.toLowerCase().startsWith('zz'));
    expect(ids(zz)).toEqual([fx.storeB, fx.storeC, fx.storeA]);
    const page = await api.get('/stores/');
    expect(page.body.results).toHaveLength(Math.min(20, expected.length));
  });

  it('gives store cards with coupon_counts and offer_counts of active promotions', async () => {
    const res = await api.get('/stores/?size=100');
    const a = res.body.results.find((s: StoreListItem) => s.id === fx.storeA);
    expect(keys(a)).toEqual([...STORE_CARD_KEYS, 'coupon_counts', 'offer_counts'].sort());
    expect(a).toMatchObject({ name: 'ZZ Évasion Soleil', slug: 'zz-evasion-soleil', rating: 4.5, votes: 12, coupon_counts: 2, offer_counts: 2 });
    for (const store of res.body.results as StoreListItem[]) {
      const { coupon_counts, offer_counts } = store;
      expect({ coupon_counts, offer_counts }, store.name).toEqual(await activeCounts(store.id));
    }
  });

  it('filters in_menu', async () => {
    const menu = await api.get('/stores/?in_menu=true&size=100');
    expect(ids(menu.body.results)).toEqual(await storeIdsByName('fr-be', true));
    expect(ids(menu.body.results)).toContain(fx.storeA);
    const notMenu = await api.get('/stores/?in_menu=false&size=100');
    expect(ids(notMenu.body.results)).toContain(fx.storeB);
    expect(ids(notMenu.body.results)).not.toContain(fx.storeA);
    expect(menu.body.count + notMenu.body.count).toBe((await storeIdsByName('fr-be')).length);
  });

  it('keeps editions apart', async () => {
    const nl = await api.get('/stores/?language=nl-be&size=100');
    expect(ids(nl.body.results)).toEqual((await storeIdsByName('nl-be')).slice(0, 100));
    expect(ids(nl.body.results)).toContain(fx.storeN);
    expect(ids(nl.body.results)).not.toContain(fx.storeA);
  });

  it('paginates and validates', async () => {
    const first = await api.get('/stores/?size=2');
    expect(first.body.results).toHaveLength(2);
    expect(first.body.previous).toBeNull();
    expect(new URL(first.body.next).searchParams.get('page')).toBe('2');
    const second = await api.get('/stores/?size=2&page=2');
    expect(ids(second.body.results)).toEqual((await storeIdsByName('fr-be')).slice(2, 4));
    const last = Math.ceil(first.body.count / 2);
    expect((await api.get(`/stores/?size=2&page=${last + 1}`)).status).toBe(404);
    for (const query of ['page=0', 'page=abc', 'size=-1', 'size=1000', 'size=101', 'in_menu=perhaps']) {
      const res = await api.get(`/stores/?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body), query).toHaveLength(1);
    }
  });
});

describe('/stores/top/', () => {
  it('lists the top stores by position, 20 at most', async () => {
    const rows = await api.db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.edition, 'fr-be'), eq(stores.isTop, true)))
      .orderBy(asc(stores.position), asc(stores.id));
    const res = await api.get('/stores/top/');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(rows.length);
    expect(ids(res.body.results)).toEqual(ids(rows).slice(0, 20));
    // the fixtures sit at the lowest positions
    expect(ids(res.body.results).slice(0, 2)).toEqual([fx.storeA, fx.storeB]);
    expect(keys(res.body.results[0])).toEqual([...STORE_CARD_KEYS, 'coupon_counts', 'offer_counts'].sort());
    expect((await api.get('/stores/top/?size=21')).status).toBe(400);
    expect(ids((await api.get('/stores/top?language=nl-be')).body.results)).toContain(fx.storeN);
  });
});

describe('/stores/{id}/', () => {
  it('answers the store page by slug', async () => {
    const res = await api.get('/stores/zz-evasion-soleil/');
    expect(res.status).toBe(200);
    expect(keys(res.body)).toEqual(
      [
        'categories', 'coupon_counts', 'description', 'expired_counts', 'header_1', 'icon', 'id', 'meta_description', 'name',
        'offer_counts', 'promotions', 'rating', 'seo_title', 'slug', 'top_stores', 'votes', 'website_url', ...SEO_OVERRIDE_FIELDS,
      ].sort(),
    );
    expect(res.body).toMatchObject({
      id: fx.storeA,
      name: 'ZZ Évasion Soleil',
      slug: 'zz-evasion-soleil',
      icon: '/logos/stores/zz-evasion.svg',
      description: '<p>Séjours au soleil</p>',
      header_1: 'Codes promo Évasion Soleil',
      website_url: 'https://evasion.example',
      rating: 4.5,
      votes: 12,
      seo_title: 'SEO Évasion',
      meta_description: 'Meta Évasion',
      coupon_counts: 2,
      offer_counts: 2,
      expired_counts: 2,
      categories: [{ id: fx.mer, name: 'ZZ Mer', slug: 'zz-mer' }],
    });
    // active only: by position, then soonest expiry
    expect(ids(res.body.promotions)).toEqual([fx.a3, fx.a2, fx.a1, fx.a6]);
    expect(keys(res.body.promotions[0])).toEqual(PROMOTION_CARD_KEYS);
  });

  it('lists up to 10 other top stores as store cards', async () => {
    const res = await api.get('/stores/zz-evasion-soleil/');
    const top = res.body.top_stores;
    expect(top.length).toBeLessThanOrEqual(10);
    expect(ids(top)).not.toContain(fx.storeA);
    expect(ids(top)[0]).toBe(fx.storeB);
    top.forEach((s: object) => expect(keys(s)).toEqual(STORE_CARD_KEYS));
    const [{ n }] = await api.db
      .select({ n: count() })
      .from(stores)
      .where(and(eq(stores.edition, 'fr-be'), eq(stores.isTop, true)));
    expect(top.length).toBe(Math.min(10, n - 1));
  });

  it('answers by numeric id too; 404 for unknown stores and other editions', async () => {
    expect((await api.get(`/stores/${fx.storeA}`)).body.slug).toBe('zz-evasion-soleil');
    expect(await api.get('/stores/zz-evasion-soleil/?language=nl-be')).toEqual({ status: 404, body: { detail: refusalsIn('nl-be').notFound } });
    expect((await api.get(`/stores/${fx.storeA}/?language=fr-fr`)).status).toBe(404);
    expect((await api.get('/stores/zz-nothing/')).status).toBe(404);
    expect((await api.get('/stores/Not%20A%20Slug/')).status).toBe(404);
    expect((await api.get('/stores/zz-winkel/?language=nl-be')).body.id).toBe(fx.storeN);
  });
});

describe('/stores/{id}/promotions_counts/', () => {
  it('counts by type, with the same buckets as the type filter', async () => {
    const res = await api.get('/stores/zz-evasion-soleil/promotions_counts/');
    expect(res.body).toEqual({ coupon_counts: 2, offer_counts: 2, free_delivery_counts: 1, exclusive_counts: 1, expired_counts: 2, total: 4 });
    for (const [type, key] of [['code', 'coupon_counts'], ['offer', 'offer_counts'], ['free_delivery', 'free_delivery_counts'], ['exclusive', 'exclusive_counts']]) {
      const list = await api.get(`/promotions/zz-evasion-soleil/by_store/?type=${type}`);
      expect(list.body.count, type).toBe(res.body[key]);
    }
    expect((await api.get('/promotions/zz-evasion-soleil/expired_promotions_by_store/')).body.count).toBe(res.body.expired_counts);
  });

  it('answers by id, zeros for a store without promotions, 404 otherwise', async () => {
    expect((await api.get(`/stores/${fx.storeC}/promotions_counts`)).body).toMatchObject({ offer_counts: 10, coupon_counts: 0, total: 10 });
    const [empty] = await api.db
      .insert(stores)
      .values({ edition: 'fr-be', name: 'ZZ Vide', slug: 'zz-vide', websiteUrl: 'https://vide.example' })
      .returning({ id: stores.id });
    expect((await api.get('/stores/zz-vide/promotions_counts/')).body).toEqual({
      coupon_counts: 0, offer_counts: 0, free_delivery_counts: 0, exclusive_counts: 0, expired_counts: 0, total: 0,
    });
    expect((await api.get(`/stores/${empty.id}/`)).body).toMatchObject({ promotions: [], categories: [], coupon_counts: 0 });
    expect((await api.get('/stores/zz-evasion-soleil/promotions_counts/?language=nl-be')).status).toBe(404);
    expect((await api.get('/stores/999999999/promotions_counts/')).status).toBe(404);
  });
});
