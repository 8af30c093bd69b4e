import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, promotions } from '@/server/db/schema';
import { SEARCH_PAGE_SIZE } from '@/lib/schemas/promotions';
import { UNVOTED_RANK } from '@/lib/promotions/code-feedback';
import { createTestApi, type TestApi } from './harness';
import { activeSql, addCatalogueFixtures, ids, keys, PROMOTION_CARD_KEYS, STORE_CARD_KEYS, type CatalogueFixtures } from './catalogue-fixtures';
import { refusalsIn } from './refusal-words';

let api: TestApi;
let fx: CatalogueFixtures;

beforeAll(async () => {
  api = await createTestApi();
  fx = await addCatalogueFixtures(api.db);
});
afterAll(async () => api.handle.close());

type Card = { id: number; is_expired: boolean; kind: string; stores: { id: number }[] };

/**
 * Active promotions of an edition matching `condition`, in the list order: position, visitors' votes on the code
 * (its stored rank, a code without votes or an offer ranking at one half), soonest expiry, id.
 */
async function activeIdsInOrder(edition: string, condition = sql`true`) {
  const rows = await api.db
    .select({ id: promotions.id })
    .from(promotions)
    .leftJoin(coupons, eq(coupons.promotionId, promotions.id))
    .where(and(eq(promotions.edition, edition), activeSql, condition))
    .orderBy(asc(promotions.position), sql`coalesce(${coupons.feedbackRank}, ${UNVOTED_RANK}) desc`, sql`${promotions.expiresAt} asc nulls last`, asc(promotions.id));
  return ids(rows);
}

/** Every result of a paginated list, page after page. */
async function allPages(path: string, size = 100): Promise<Card[]> {
  const out: Card[] = [];
  const sep = path.includes('?') ? '&' : '?';
  for (let page = 1; ; page++) {
    const res = await api.get(`${path}${sep}size=${size}&page=${page}`);
    expect(res.status).toBe(200);
    out.push(...res.body.results);
    if (!res.body.next) return out;
  }
}

const strip = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '');

describe('/promotions/', () => {
  it('lists the active promotions of the edition as promotion cards, in list order', async () => {
    const expected = await activeIdsInOrder('fr-be');
    const res = await api.get('/promotions/');
    expect(res.status).toBe(200);
    expect(keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(res.body.count).toBe(expected.length);
    expect(res.body.results.length).toBe(Math.min(20, expected.length));
    expect(ids(res.body.results)).toEqual(expected.slice(0, 20));
    expect(ids(await allPages('/promotions/'))).toEqual(expected);
  });

  it('serialises THE promotion card: store, coupon, usage, expiry', async () => {
    const all = await allPages('/promotions/?store=zz-evasion-soleil');
    const a1 = all.find((r) => r.id === fx.a1)!;
    expect(keys(a1)).toEqual(PROMOTION_CARD_KEYS);
    expect(a1).toMatchObject({
      title: 'ZZ Code Été -20 % Crète',
      kind: 'code',
      is_exclusive: true,
      is_expired: false,
      used_count: 7,
      // last used on another day: nothing today
      used_today_count: 0,
      stores: [{ id: fx.storeA, name: 'ZZ Évasion Soleil', slug: 'zz-evasion-soleil', icon: '/logos/stores/zz-evasion.svg' }],
      coupon: { id: fx.couponA1, code: 'ZZETE20' },
    });
    expect(new Date((a1 as unknown as { expires_at: string }).expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(all.find((r) => r.id === fx.a2)).toMatchObject({ coupon: null, expires_at: null });
  });

  it('filters by store (id or slug), type and expiry', async () => {
    const bySlug = await allPages('/promotions/?store=zz-evasion-soleil');
    expect(ids(bySlug)).toEqual([fx.a3, fx.a2, fx.a1, fx.a6]);
    expect(ids(await allPages(`/promotions/?store=${fx.storeA}`))).toEqual(ids(bySlug));
    expect(ids(await allPages('/promotions/?store=zz-evasion-soleil&type=code'))).toEqual([fx.a1, fx.a6]);
    expect(ids(await allPages('/promotions/?store=zz-evasion-soleil&type=offer'))).toEqual([fx.a3, fx.a2]);
    expect(ids(await allPages('/promotions/?store=zz-evasion-soleil&type=free_delivery'))).toEqual([fx.a3]);
    expect(ids(await allPages('/promotions/?store=zz-evasion-soleil&type=exclusive'))).toEqual([fx.a1]);
    expect(ids(await allPages('/promotions/?store=zz-evasion-soleil&type=all'))).toEqual(ids(bySlug));
    // expired: newest expiry first
    const expired = await allPages('/promotions/?store=zz-evasion-soleil&expired=true');
    expect(ids(expired)).toEqual([fx.a5, fx.a4]);
    expect(expired.every((r) => r.is_expired)).toBe(true);
  });

  it('filters by category with its descendants', async () => {
    const res = await allPages('/promotions/?category=zz-mer');
    // a1 is listed in the child zz-mer-crete; a4 and b2 are expired; c1 is in another category
    expect(ids(res).sort((x, y) => x - y)).toEqual([fx.a1, fx.a2, fx.b1].sort((x, y) => x - y));
    expect(ids(await allPages(`/promotions/?category=${fx.merCrete}`))).toEqual([fx.a1]);
    expect(ids(await allPages('/promotions/?category=zz-mer&type=code&expired=true'))).toEqual([fx.a4]);
  });

  it('filters across all seeded data too: every type=code result is a code', async () => {
    const codes = await allPages('/promotions/?type=code');
    const [{ n }] = await api.db
      .select({ n: count() })
      .from(promotions)
      .where(and(eq(promotions.edition, 'fr-be'), activeSql, eq(promotions.kind, 'code')));
    expect(codes.length).toBe(n);
    expect(codes.every((r) => r.kind === 'code' && !r.is_expired)).toBe(true);
  });

  it('refuses invalid filters and pages with 400 {field: [message]}', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['size=-1', 'size'],
      ['size=1000', 'size'],
      ['type=coupon', 'type'],
      ['expired=maybe', 'expired'],
      ['store=zz-no-such-store', 'store'],
      ['store=Not%20a%20slug', 'store'],
      ['category=999999999', 'category'],
    ]) {
      const res = await api.get(`/promotions/?${query}`);
      expect(res.status, query).toBe(400);
      expect(Array.isArray(res.body[field]), query).toBe(true);
    }
  });

  it('paginates with count/next/previous and answers 404 past the end', async () => {
    const first = await api.get('/promotions/?store=zz-evasion-soleil&size=3');
    expect(first.body).toMatchObject({ count: 4, previous: null });
    expect(first.body.results).toHaveLength(3);
    const next = new URL(first.body.next);
    expect(next.searchParams.get('page')).toBe('2');
    expect(next.searchParams.get('store')).toBe('zz-evasion-soleil');
    const second = await api.get('/promotions/?store=zz-evasion-soleil&size=3&page=2');
    expect(ids(second.body.results)).toEqual([fx.a6]);
    expect(second.body.next).toBeNull();
    expect(new URL(second.body.previous).searchParams.get('page')).toBeNull();
    const past = await api.get('/promotions/?store=zz-evasion-soleil&size=3&page=3');
    expect(past).toEqual({ status: 404, body: { detail: refusalsIn().invalidPage } });
  });

  it('keeps editions apart', async () => {
    const nl = await allPages('/promotions/?language=nl-be');
    expect(ids(nl)).toEqual(await activeIdsInOrder('nl-be'));
    expect(ids(nl)).toContain(fx.n1);
    expect(ids(nl)).not.toContain(fx.a1);
    expect((await api.get('/promotions/?language=nl-be&store=zz-evasion-soleil')).status).toBe(400);
  });
});

describe('/promotions/{id}/', () => {
  it('answers the card and the store card with rating and votes', async () => {
    const res = await api.get(`/promotions/${fx.a1}/`);
    expect(res.status).toBe(200);
    expect(keys(res.body)).toEqual([...PROMOTION_CARD_KEYS, 'store'].sort());
    expect(keys(res.body.store)).toEqual(STORE_CARD_KEYS);
    expect(res.body.store).toEqual({
      id: fx.storeA,
      name: 'ZZ Évasion Soleil',
      slug: 'zz-evasion-soleil',
      icon: '/logos/stores/zz-evasion.svg',
      rating: 4.5,
      votes: 12,
      website_url: 'https://evasion.example',
    });
    expect(res.body.coupon).toEqual({ id: fx.couponA1, code: 'ZZETE20', worked_votes: 0, failed_votes: 0, success_rate: null, last_worked_at: null });
    expect((await api.get(`/promotions/${fx.a1}`)).body.id).toBe(fx.a1);
  });

  it('answers expired promotions too, 404 for other editions and unknown ids, 400 for non-numeric ids', async () => {
    expect((await api.get(`/promotions/${fx.a4}/`)).body).toMatchObject({ id: fx.a4, is_expired: true });
    expect((await api.get(`/promotions/${fx.a1}/?language=nl-be`)).status).toBe(404);
    expect((await api.get(`/promotions/${fx.n1}/?language=nl-be`)).status).toBe(200);
    expect(await api.get('/promotions/999999999/')).toEqual({ status: 404, body: { detail: refusalsIn().notFound } });
    const bad = await api.get('/promotions/abc/');
    expect(bad.status).toBe(400);
    expect(bad.body.id).toBeDefined();
  });
});

describe('/promotions/search_by_name/', () => {
  it('is accent- and case-insensitive on a real title of the database', async () => {
    const [row] = await api.db
      .select({ id: promotions.id, title: promotions.title })
      .from(promotions)
      .where(and(eq(promotions.edition, 'fr-be'), sql`${promotions.title} ~ '[À-ÿ]'`))
      .orderBy(promotions.id)
      .limit(1);
    const text = strip(row.title).toUpperCase().slice(0, 100);
    expect(text).not.toBe(row.title);
    const found = await allPages(`/promotions/search_by_name/?name=${encodeURIComponent(text)}`, 50);
    expect(ids(found)).toContain(row.id);
  });

  it('matches the store name too, puts active promotions first and uses the shared page size', async () => {
    const res = await api.get('/promotions/search_by_name/?name=zz%20evasion%20SOLEIL');
    expect(res.status).toBe(200);
    expect(SEARCH_PAGE_SIZE).toBe(10);
    // store A's six promotions (by its name), in the edition only
    expect(res.body.count).toBe(6);
    expect(res.body.results.map((r: Card) => r.is_expired)).toEqual([false, false, false, false, true, true]);
    expect(ids(res.body.results).slice(0, 4)).toEqual([fx.a3, fx.a2, fx.a1, fx.a6]);
    const all = await api.get('/promotions/search_by_name/?name=zz');
    expect(all.body.results).toHaveLength(Math.min(SEARCH_PAGE_SIZE, all.body.count));
    expect(all.body.count).toBeGreaterThan(SEARCH_PAGE_SIZE);
    expect((await api.get('/promotions/search_by_name/?name=zz&size=51')).status).toBe(400);
  });

  it('takes % and _ literally', async () => {
    expect(ids((await api.get('/promotions/search_by_name/?name=50%25_off')).body.results)).toEqual([fx.a6]);
    // unescaped, `5_%` would match "50%_off"
    expect(ids((await api.get('/promotions/search_by_name/?name=5_%25')).body.results)).not.toContain(fx.a6);
    expect((await api.get('/promotions/search_by_name/?name=%25%25%25')).body.count).toBe(0);
  });

  it('requires a non-blank name of at most 100 characters', async () => {
    for (const query of ['', '?name=', '?name=%20%20', `?name=${'a'.repeat(101)}`]) {
      const res = await api.get(`/promotions/search_by_name/${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.name, query).toHaveLength(1);
    }
  });
});

describe('/promotions/search_by_store/', () => {
  it('lists the active promotions of the store', async () => {
    const res = await api.get('/promotions/search_by_store/?store=zz-evasion-soleil');
    expect(res.status).toBe(200);
    expect(ids(res.body.results)).toEqual([fx.a3, fx.a2, fx.a1, fx.a6]);
    expect(ids((await api.get(`/promotions/search_by_store?store=${fx.storeB}`)).body.results)).toEqual([fx.b1, fx.b3]);
  });

  it('reads an unknown id or slug as a shop name, through the site search (accents, typos), in the edition only', async () => {
    const byName = await api.get('/promotions/search_by_store/?store=ZZ%20Evasion%20Soleil');
    expect(byName.status).toBe(200);
    expect(ids(byName.body.results)).toEqual(expect.arrayContaining([fx.a1, fx.a2, fx.a3]));
    expect(ids(byName.body.results)).not.toContain(fx.n1);
    const nothing = await api.get('/promotions/search_by_store/?store=qwxqwx-vvkkj');
    expect(nothing.status).toBe(200);
    expect(nothing.body.count).toBe(0);
    const otherEdition = await api.get('/promotions/search_by_store/?store=zz-evasion-soleil&language=fr-fr');
    expect(otherEdition.status).toBe(200);
    expect(ids(otherEdition.body.results)).not.toContain(fx.a1);
    const missing = await api.get('/promotions/search_by_store/');
    expect(missing.status).toBe(400);
    expect(missing.body.store).toBeDefined();
  });
});

describe('/promotions/search_promotions_stores_by_name/', () => {
  it('suggests stores and promotions of the edition', async () => {
    const res = await api.get('/promotions/search_promotions_stores_by_name/?name=zz%20%C3%A9vasion');
    expect(res.status).toBe(200);
    expect(keys(res.body)).toEqual(['promotions', 'stores']);
    expect(ids(res.body.stores)).toContain(fx.storeA);
    expect(ids(res.body.stores)).not.toContain(fx.storeN);
    res.body.stores.forEach((s: object) => expect(keys(s)).toEqual([...STORE_CARD_KEYS, 'coupon_counts', 'offer_counts'].sort()));
    expect(ids(res.body.promotions)).toContain(fx.a2);
    expect(ids(res.body.promotions)).not.toContain(fx.n1);
    expect(res.body.stores.length).toBeLessThanOrEqual(10);
    expect(res.body.promotions.length).toBeLessThanOrEqual(10);
    const nl = await api.get('/promotions/search_promotions_stores_by_name/?name=zz%20winkel%20EVASION&language=nl-be');
    expect(ids(nl.body.stores)).toEqual([fx.storeN]);
    expect(ids(nl.body.promotions)).toContain(fx.n1);
  });

  it('caps both lists at 10 and requires a name', async () => {
    const res = await api.get('/promotions/search_promotions_stores_by_name/?name=zz');
    expect(res.body.promotions).toHaveLength(10);
    expect((await api.get('/promotions/search_promotions_stores_by_name/?name=')).status).toBe(400);
  });
});

describe('flagged lists', () => {
  it('slider_promotions: active in_slider promotions by position', async () => {
    const res = await api.get('/promotions/slider_promotions/?size=100');
    expect(res.status).toBe(200);
    expect(ids(res.body.results)).toEqual(await activeIdsInOrder('fr-be', eq(promotions.inSlider, true)));
    expect(ids(res.body.results)).toContain(fx.a1);
  });

  it('homepage: active on_homepage promotions, 20 a page', async () => {
    const expected = await activeIdsInOrder('fr-be', eq(promotions.onHomepage, true));
    const res = await api.get('/promotions/homepage/');
    expect(res.body.count).toBe(expected.length);
    expect(ids(res.body.results)).toEqual(expected.slice(0, 20));
  });

  it('deal_of_month: the newest active one of the edition, 404 when none', async () => {
    const [newest] = await api.db
      .select({ id: promotions.id })
      .from(promotions)
      .where(and(eq(promotions.edition, 'fr-be'), activeSql, eq(promotions.isDealOfMonth, true)))
      .orderBy(desc(promotions.createdAt), desc(promotions.id))
      .limit(1);
    const res = await api.get('/promotions/deal_of_month/');
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(newest.id);
    expect(res.body.id).toBe(fx.a2);
    expect(keys(res.body)).toEqual(PROMOTION_CARD_KEYS);
    expect((await api.get('/promotions/deal_of_month/?language=nl-be')).body.id).toBe(fx.n1);
    // an expired deal does not count
    await api.db.update(promotions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(promotions.id, fx.n1));
    expect((await api.get('/promotions/deal_of_month/?language=nl-be')).body.id).not.toBe(fx.n1);
    await api.db.update(promotions).set({ expiresAt: new Date(Date.now() + 86_400_000) }).where(eq(promotions.id, fx.n1));
    await api.db.update(promotions).set({ isDealOfMonth: false }).where(eq(promotions.edition, 'fr-fr'));
    const none = await api.get('/promotions/deal_of_month/?language=fr-fr');
    expect(none.status).toBe(404);
    expect(typeof none.body.detail).toBe('string');
  });
});

describe('/promotions/{id}/ category blocks', () => {
  it('by_category: the category and its descendants, type filter, by id or slug', async () => {
    const res = await api.get('/promotions/zz-mer/by_category/');
    expect(res.status).toBe(200);
    expect(ids(res.body.results)).toEqual(await activeIdsInOrder('fr-be', inArray(promotions.id, [fx.a1, fx.a2, fx.b1])));
    expect(ids((await api.get(`/promotions/${fx.mer}/by_category?type=code`)).body.results)).toEqual([fx.b1, fx.a1]);
    expect((await api.get('/promotions/zz-mer/by_category/?type=nope')).status).toBe(400);
    expect((await api.get('/promotions/zz-mer/by_category/?size=1&page=4')).status).toBe(404);
  });

  it('by_homepage_category: only a homepage category, 8 a page', async () => {
    const res = await api.get('/promotions/zz-mer/by_homepage_category/');
    expect(res.body.count).toBe(3);
    expect((await api.get('/promotions/zz-montagne/by_homepage_category/')).status).toBe(404);
    const plage = await api.get('/promotions/zz-plage/by_homepage_category/');
    expect(plage.body.count).toBe(9);
    expect(ids(plage.body.results)).toEqual(fx.plageOffers.slice(0, 8));
    expect(plage.body.next).not.toBeNull();
  });

  it('latest_offers_by_category: newest first', async () => {
    const res = await api.get('/promotions/zz-mer/latest_offers_by_category/');
    const rows = await api.db
      .select({ id: promotions.id })
      .from(promotions)
      .where(inArray(promotions.id, [fx.a1, fx.a2, fx.b1]))
      .orderBy(desc(promotions.createdAt), desc(promotions.id));
    expect(ids(res.body.results)).toEqual(ids(rows));
    expect(ids(res.body.results)[0]).toBe(fx.a2);
  });

  it('answers 404 for unknown categories and those of another edition', async () => {
    for (const path of ['zz-nothing/by_category', 'zz-mer/by_category/?language=nl-be', '999999999/latest_offers_by_category', 'BAD_slug/by_category']) {
      expect((await api.get(`/promotions/${path}`)).status, path).toBe(404);
    }
  });
});

describe('/promotions/{id}/ store blocks', () => {
  it('by_store: active promotions, type filter', async () => {
    expect(ids((await api.get('/promotions/zz-evasion-soleil/by_store/')).body.results)).toEqual([fx.a3, fx.a2, fx.a1, fx.a6]);
    expect(ids((await api.get(`/promotions/${fx.storeA}/by_store?type=offer`)).body.results)).toEqual([fx.a3, fx.a2]);
    expect((await api.get('/promotions/zz-evasion-soleil/by_store/?language=nl-be')).status).toBe(404);
  });

  it('related_offers: active promotions of other stores sharing a category, 8 a page', async () => {
    const res = await api.get('/promotions/zz-evasion-soleil/related_offers/');
    expect(res.status).toBe(200);
    // b1 through its category zz-mer, b3 through store B listed in zz-mer-crete (the category of a1)
    expect(ids(res.body.results)).toEqual([fx.b1, fx.b3]);
    // closest first: a2 and a1 share two of B's categories (store A's zz-mer and their own), a3 and a6 one
    const fromB = await api.get('/promotions/zz-bravo/related_offers/');
    expect(ids(fromB.body.results)).toEqual([fx.a2, fx.a1, fx.a3, fx.a6]);
    expect(ids((await api.get('/promotions/zz-calme/related_offers/')).body.results)).toEqual([]);
  });

  it('expired_promotions_by_store: most recently expired first', async () => {
    const res = await api.get('/promotions/zz-evasion-soleil/expired_promotions_by_store/');
    expect(ids(res.body.results)).toEqual([fx.a5, fx.a4]);
  });

  it('latest_promotions_by_store: newest active first, 5 a page', async () => {
    const res = await api.get('/promotions/zz-evasion-soleil/latest_promotions_by_store/');
    expect(ids(res.body.results)).toEqual([fx.a2, fx.a6, fx.a3, fx.a1]);
    const calme = await api.get('/promotions/zz-calme/latest_promotions_by_store/');
    expect(calme.body.count).toBe(10);
    expect(ids(calme.body.results)).toEqual([fx.c1, ...fx.plageOffers.slice(0, 4)]);
  });

  it('answers 404 for unknown stores, 400 for a malformed query whatever the store', async () => {
    for (const block of ['by_store', 'related_offers', 'expired_promotions_by_store', 'latest_promotions_by_store']) {
      expect((await api.get(`/promotions/zz-nothing/${block}/`)).status, block).toBe(404);
      expect((await api.get(`/promotions/zz-nothing/${block}/?size=0`)).status, block).toBe(400);
    }
  });
});

describe('/promotions/{id}/use_offer/', () => {
  const read = async (id: number) => {
    const [row] = await api.db.select().from(promotions).where(eq(promotions.id, id));
    return row;
  };

  it('counts a use atomically and restarts the day count on a new day', async () => {
    const before = await read(fx.a1);
    expect(before.usedTodayDate).toBe('2000-01-01');
    const res = await api.get(`/promotions/${fx.a1}/use_offer/`);
    expect(res.status).toBe(200);
    expect(keys(res.body)).toEqual(['id', 'time_of_using', 'used_count', 'used_today_count']);
    expect(res.body).toMatchObject({ id: fx.a1, used_count: before.usedCount + 1, used_today_count: 1 });
    expect(Math.abs(new Date(res.body.time_of_using).getTime() - Date.now())).toBeLessThan(60_000);
    const after = await read(fx.a1);
    expect(after.usedCount).toBe(before.usedCount + 1);
    expect(after.usedTodayCount).toBe(1);
    expect(after.timeOfUsing?.toISOString()).toBe(res.body.time_of_using);

    const again = await api.request(`/promotions/${fx.a1}/use_offer`, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ used_count: before.usedCount + 2, used_today_count: 2 });
    // the card shows today's count
    expect((await api.get(`/promotions/${fx.a1}/`)).body.used_today_count).toBe(2);
  });

  it('counts expired promotions too', async () => {
    const before = await read(fx.a4);
    expect((await api.get(`/promotions/${fx.a4}/use_offer/`)).body.used_count).toBe(before.usedCount + 1);
  });

  it('answers 404 for another edition or unknown id, 400 for non-numeric, and changes nothing', async () => {
    const before = await read(fx.n1);
    expect((await api.get(`/promotions/${fx.n1}/use_offer/`)).status).toBe(404);
    expect((await read(fx.n1)).usedCount).toBe(before.usedCount);
    expect((await api.get('/promotions/999999999/use_offer/')).status).toBe(404);
    expect((await api.get('/promotions/x1/use_offer/')).status).toBe(400);
  });
});
