import { and, asc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/lib/schemas/stats';
import { siteToday } from '@/lib/time';
import { categories, categoryStores, clickDays, conversions, promotionCategories, promotions, revealDays, stores } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';
import { refusalsIn } from './refusal-words';

/**
 * The editors' click figures: every cut of the daily totals (day with its empty days, shop, promotion, category,
 * page, edition, network) with the code reveals and the matched, non-rejected conversions beside them, the totals
 * and the machines' share, the CSV file, the refusals of a bad query in the edition's words, and who may see which
 * edition's figures.
 */
let api: TestApi;
let admin: { authorization: string };
let nlEditor: { authorization: string };

/** Two promotions of two Vacances.be shops, a Vakanties.be promotion, and three categories to file them under. */
const ids = { p1: 0, p2: 0, s1: 0, s2: 0, nlPromotion: 0, nlStore: 0, catA: 0, catB: 0, catC: 0 };
const names = { s1: '', s2: '', p1: '', catA: '', catB: '' };
const FROM = '2026-11-01';
const TO = '2026-11-07';
const PERIOD = `from=${FROM}&to=${TO}`;

async function call(path: string, auth: { authorization: string } | Record<string, never> = admin) {
  const res = await api.request(path, { headers: auth });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a CSV file: the test reads the text
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  return { status: res.status, body: body as any, text, headers: res.headers };
}

const zeros = { clicks: 0, unique_visitors: 0, reveals: 0, conversions: 0, commission: 0, epc: 0, bot_clicks: 0 };

type ClickDay = typeof clickDays.$inferInsert;
const clickDay = (row: Partial<ClickDay> & Pick<ClickDay, 'day' | 'kind' | 'itemId'>): ClickDay => ({
  edition: 'fr-be',
  storeId: null,
  page: '',
  network: 'awin',
  device: 'desktop',
  clicks: 0,
  visitors: 0,
  botClicks: 0,
  ...row,
});

let conversionCount = 0;
type Conversion = typeof conversions.$inferInsert;
const conversion = (row: Partial<Conversion>): Conversion => ({
  network: 'awin',
  rowKey: `row-${++conversionCount}`,
  clickId: `click-${conversionCount}`,
  occurredAt: new Date('2026-11-08T10:00:00Z'),
  commissionCents: 0,
  currency: 'EUR',
  status: 'approved',
  edition: 'fr-be',
  ...row,
});

beforeAll(async () => {
  api = await createTestApi();
  ({ auth: admin } = await editorWithToken(api, { role: 'admin' }));
  ({ auth: nlEditor } = await editorWithToken(api, { editions: ['nl-be'] }));
  const db = api.db;

  const frShops = await db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.edition, 'fr-be')).orderBy(asc(stores.id));
  const [s1, s2] = frShops;
  const [p1] = await db.select({ id: promotions.id, title: promotions.title }).from(promotions).where(eq(promotions.storeId, s1.id)).orderBy(asc(promotions.id)).limit(1);
  const [p2] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.storeId, s2.id)).orderBy(asc(promotions.id)).limit(1);
  const [nlPromotion] = await db.select({ id: promotions.id, store: promotions.storeId }).from(promotions).where(eq(promotions.edition, 'nl-be')).limit(1);
  const [catA, catB, catC] = await db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.edition, 'fr-be')).orderBy(asc(categories.id)).limit(3);
  Object.assign(ids, { p1: p1.id, p2: p2.id, s1: s1.id, s2: s2.id, nlPromotion: nlPromotion.id, nlStore: nlPromotion.store, catA: catA.id, catB: catB.id, catC: catC.id });
  Object.assign(names, { s1: s1.name, s2: s2.name, p1: p1.title, catA: catA.name, catB: catB.name });

  // The first promotion is filed under A and B, the second under none; the first shop is listed on B's page, and
  // only mentioned ("related shops") on C's.
  await db.delete(promotionCategories).where(eq(promotionCategories.promotionId, p1.id));
  await db.delete(promotionCategories).where(eq(promotionCategories.promotionId, p2.id));
  await db.insert(promotionCategories).values([
    { promotionId: p1.id, categoryId: catA.id },
    { promotionId: p1.id, categoryId: catB.id },
  ]);
  await db.delete(categoryStores).where(eq(categoryStores.storeId, s1.id));
  await db.insert(categoryStores).values([
    { categoryId: catB.id, storeId: s1.id, isBottom: false },
    { categoryId: catC.id, storeId: s1.id, isBottom: true },
  ]);

  await db.insert(clickDays).values([
    clickDay({ day: '2026-11-02', kind: 'promotion', itemId: p1.id, storeId: s1.id, page: '/boutique/s1', network: 'awin', device: 'desktop', clicks: 10, visitors: 8, botClicks: 2 }),
    clickDay({ day: '2026-11-02', kind: 'promotion', itemId: p1.id, storeId: s1.id, page: '/', network: 'awin', device: 'phone', clicks: 5, visitors: 5 }),
    clickDay({ day: '2026-11-04', kind: 'store', itemId: s1.id, storeId: s1.id, page: '/boutique/s1', network: 'tradetracker', clicks: 4, visitors: 3, botClicks: 1 }),
    clickDay({ day: '2026-11-05', kind: 'promotion', itemId: p2.id, storeId: s2.id, page: '/', network: 'generic', clicks: 6, visitors: 6 }),
    clickDay({ day: '2026-11-05', kind: 'offer', itemId: 77, storeId: null, page: '/comparateur', network: 'none', clicks: 2, visitors: 2, botClicks: 3 }),
    // The day before the period: never counted in it.
    clickDay({ day: '2026-10-31', kind: 'promotion', itemId: p1.id, storeId: s1.id, page: '/', clicks: 100, visitors: 100 }),
    // Another edition's.
    clickDay({ day: '2026-11-03', edition: 'nl-be', kind: 'promotion', itemId: nlPromotion.id, storeId: nlPromotion.store, page: '/', clicks: 7, visitors: 7 }),
  ]);
  await db.insert(revealDays).values([
    { day: '2026-11-02', edition: 'fr-be', promotionId: p1.id, storeId: s1.id, reveals: 3 },
    { day: '2026-11-05', edition: 'fr-be', promotionId: p2.id, storeId: s2.id, reveals: 1 },
    { day: '2026-11-03', edition: 'nl-be', promotionId: nlPromotion.id, storeId: nlPromotion.store, reveals: 2 },
  ]);
  const matched = (day: string, kind: 'promotion' | 'store', itemId: number, storeId: number, page: string) => ({ clickDay: day, kind, itemId, storeId, page });
  await db.insert(conversions).values([
    conversion({ ...matched('2026-11-02', 'promotion', p1.id, s1.id, '/boutique/s1'), commissionCents: 1250 }),
    conversion({ ...matched('2026-11-02', 'promotion', p1.id, s1.id, '/'), commissionCents: 500, status: 'pending' }),
    // Rejected: earns nothing, counts for nothing.
    conversion({ ...matched('2026-11-02', 'promotion', p1.id, s1.id, '/'), commissionCents: 9999, status: 'rejected' }),
    // Reported in pounds: a conversion, but no euros.
    conversion({ ...matched('2026-11-05', 'promotion', p2.id, s2.id, '/'), network: 'generic', commissionCents: 300, currency: 'GBP', status: 'pending' }),
    conversion({ ...matched('2026-11-04', 'store', s1.id, s1.id, '/boutique/s1'), network: 'tradetracker', commissionCents: 200 }),
    // Its click id is unknown: no day, no edition, no place in the figures.
    conversion({ edition: null, commissionCents: 4000 }),
  ]);
});

describe('GET /stats/clicks/', () => {
  it('answers 401 to a visitor, with the challenge', async () => {
    const res = await call(`/stats/clicks/?language=fr-be&${PERIOD}`, {});
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Bearer');
    expect(res.body.detail).toBe(refusalsIn('fr-be').credentialsMissing);
  });

  it('answers every day of the period, empty ones at zero, with the period totals and the machines’ clicks', async () => {
    const res = await call(`/stats/clicks/?language=fr-be&${PERIOD}`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.body).toMatchObject({ group: 'day', from: FROM, to: TO, editions: ['fr-be'] });
    expect(res.body.results).toEqual([
      { day: '2026-11-01', label: null, ...zeros },
      { day: '2026-11-02', label: null, clicks: 15, unique_visitors: 13, reveals: 3, conversions: 2, commission: 17.5, epc: 1.17, bot_clicks: 2 },
      { day: '2026-11-03', label: null, ...zeros },
      { day: '2026-11-04', label: null, clicks: 4, unique_visitors: 3, reveals: 0, conversions: 1, commission: 2, epc: 0.5, bot_clicks: 1 },
      { day: '2026-11-05', label: null, clicks: 8, unique_visitors: 8, reveals: 1, conversions: 1, commission: 0, epc: 0, bot_clicks: 3 },
      { day: '2026-11-06', label: null, ...zeros },
      { day: '2026-11-07', label: null, ...zeros },
    ]);
    // 19.50 € over 27 clicks: 0.72 € a click; 6 machines' clicks beside them.
    expect(res.body.totals).toEqual({ clicks: 27, unique_visitors: 24, reveals: 4, conversions: 4, commission: 19.5, epc: 0.72, bot_clicks: 6 });
  });

  it('defaults to the last 30 days ending today, and to the day group', async () => {
    const today = siteToday();
    await api.db.insert(clickDays).values(clickDay({ day: today, edition: 'fr-fr', kind: 'offer', itemId: 5, clicks: 3, visitors: 2 }));
    const res = await call('/stats/clicks/?language=fr-fr');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ group: 'day', from: addDays(today, -29), to: today });
    expect(res.body.results).toHaveLength(30);
    expect(res.body.results[0].day).toBe(addDays(today, -29));
    expect(res.body.results[29]).toMatchObject({ day: today, clicks: 3, unique_visitors: 2 });
    expect(res.body.totals.clicks).toBe(3);
  });

  it('cuts by shop, with their names, offers (which lead to no shop) left out', async () => {
    const res = await call(`/stats/clicks/?language=fr-be&${PERIOD}&group=store`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.results).toEqual([
      // 19.50 € over 19 clicks.
      { store: ids.s1, label: names.s1, clicks: 19, unique_visitors: 16, reveals: 3, conversions: 3, commission: 19.5, epc: 1.03, bot_clicks: 3 },
      { store: ids.s2, label: names.s2, clicks: 6, unique_visitors: 6, reveals: 1, conversions: 1, commission: 0, epc: 0, bot_clicks: 0 },
    ]);
  });

  it('cuts by promotion, with their titles', async () => {
    const res = await call(`/stats/clicks/?language=fr-be&${PERIOD}&group=promotion`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.results).toEqual([
      { promotion: ids.p1, label: names.p1, clicks: 15, unique_visitors: 13, reveals: 3, conversions: 2, commission: 17.5, epc: 1.17, bot_clicks: 2 },
      { promotion: ids.p2, label: expect.any(String), clicks: 6, unique_visitors: 6, reveals: 1, conversions: 1, commission: 0, epc: 0, bot_clicks: 0 },
    ]);
  });

  it('cuts by category: a promotion’s click in each of its categories, a shop’s in the categories listing the shop', async () => {
    const res = await call(`/stats/clicks/?language=fr-be&${PERIOD}&group=category`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.results).toEqual([
      // The first promotion's 15 clicks and the first shop's own 4.
      { category: ids.catB, label: names.catB, clicks: 19, unique_visitors: 16, reveals: 3, conversions: 3, commission: 19.5, epc: 1.03, bot_clicks: 3 },
      { category: ids.catA, label: names.catA, clicks: 15, unique_visitors: 13, reveals: 3, conversions: 2, commission: 17.5, epc: 1.17, bot_clicks: 2 },
    ]);
    expect(res.body.results.map((row: { category: number }) => row.category)).not.toContain(ids.catC);
  });

  it('cuts by page: reveals have none', async () => {
    const res = await call(`/stats/clicks/?language=fr-be&${PERIOD}&group=page`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.results).toEqual([
      { page: '/boutique/s1', label: null, clicks: 14, unique_visitors: 11, reveals: 0, conversions: 2, commission: 14.5, epc: 1.04, bot_clicks: 3 },
      { page: '/', label: null, clicks: 11, unique_visitors: 11, reveals: 0, conversions: 2, commission: 5, epc: 0.45, bot_clicks: 0 },
      { page: '/comparateur', label: null, clicks: 2, unique_visitors: 2, reveals: 0, conversions: 0, commission: 0, epc: 0, bot_clicks: 3 },
    ]);
  });

  it('cuts by network', async () => {
    const res = await call(`/stats/clicks/?language=fr-be&${PERIOD}&group=source`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.results).toEqual([
      { source: 'awin', label: null, clicks: 15, unique_visitors: 13, reveals: 0, conversions: 2, commission: 17.5, epc: 1.17, bot_clicks: 2 },
      { source: 'generic', label: null, clicks: 6, unique_visitors: 6, reveals: 0, conversions: 1, commission: 0, epc: 0, bot_clicks: 0 },
      { source: 'tradetracker', label: null, clicks: 4, unique_visitors: 3, reveals: 0, conversions: 1, commission: 2, epc: 0.5, bot_clicks: 1 },
      { source: 'none', label: null, clicks: 2, unique_visitors: 2, reveals: 0, conversions: 0, commission: 0, epc: 0, bot_clicks: 3 },
    ]);
  });

  it('cuts by edition: without `language`, every edition the editor may see', async () => {
    const one = await call(`/stats/clicks/?language=fr-be&${PERIOD}&group=edition`);
    expect(one.body.results).toEqual([{ edition: 'fr-be', label: null, clicks: 27, unique_visitors: 24, reveals: 4, conversions: 4, commission: 19.5, epc: 0.72, bot_clicks: 6 }]);
    const all = await call(`/stats/clicks/?${PERIOD}&group=edition`);
    expect(all.status, all.text).toBe(200);
    expect(all.body.editions).toEqual(['fr-be', 'nl-be', 'fr-fr']);
    expect(all.body.results).toEqual([
      { edition: 'fr-be', label: null, clicks: 27, unique_visitors: 24, reveals: 4, conversions: 4, commission: 19.5, epc: 0.72, bot_clicks: 6 },
      { edition: 'nl-be', label: null, clicks: 7, unique_visitors: 7, reveals: 2, conversions: 0, commission: 0, epc: 0, bot_clicks: 0 },
    ]);
    expect(all.body.totals).toMatchObject({ clicks: 34, reveals: 6 });
    // A client that always sends `language` asks for all of them by name.
    const named = await call(`/stats/clicks/?language=fr-be&editions=all&${PERIOD}&group=edition`);
    expect(named.body.editions).toEqual(['fr-be', 'nl-be', 'fr-fr']);
    expect(named.body.totals.clicks).toBe(34);
  });

  it('keeps to one shop with `store`', async () => {
    const res = await call(`/stats/clicks/?language=fr-be&${PERIOD}&store=${ids.s1}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.results.map((row: { clicks: number }) => row.clicks)).toEqual([0, 15, 0, 4, 0, 0, 0]);
    expect(res.body.totals).toEqual({ clicks: 19, unique_visitors: 16, reveals: 3, conversions: 3, commission: 19.5, epc: 1.03, bot_clicks: 3 });
  });

  it('lists no page, shop or promotion that only robots clicked, and counts their clicks in the bot share', async () => {
    await api.db.insert(clickDays).values([
      clickDay({ day: '2026-12-05', edition: 'fr-fr', kind: 'offer', itemId: 9001, page: '/robots-only', clicks: 0, visitors: 0, botClicks: 4 }),
      clickDay({ day: '2026-12-05', edition: 'fr-fr', kind: 'offer', itemId: 9002, page: '/visited', clicks: 2, visitors: 2 }),
    ]);
    const res = await call('/stats/clicks/?language=fr-fr&from=2026-12-05&to=2026-12-05&group=page');
    expect(res.body.results.map((row: { page: string }) => row.page)).toEqual(['/visited']);
    expect(res.body.totals).toMatchObject({ clicks: 2, bot_clicks: 4 });
  });

  it('answers the top 100 at most, busiest first', async () => {
    const rows = Array.from({ length: 105 }, (_, i) => clickDay({ day: '2026-12-01', edition: 'fr-fr', kind: 'offer', itemId: 1000 + i, page: `/page-${String(i).padStart(3, '0')}`, clicks: i + 1, visitors: 1 }));
    await api.db.insert(clickDays).values(rows);
    const res = await call('/stats/clicks/?language=fr-fr&from=2026-12-01&to=2026-12-01&group=page');
    expect(res.body.results).toHaveLength(100);
    expect(res.body.results[0]).toMatchObject({ page: '/page-104', clicks: 105 });
    expect(res.body.results[99]).toMatchObject({ page: '/page-005', clicks: 6 });
    expect(res.body.totals.clicks).toBe((105 * 106) / 2);
  });

  it('answers a CSV file with the same columns, formula-safe', async () => {
    const res = await call(`/stats/clicks/?language=fr-be&${PERIOD}&group=store&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="clicks-store-${FROM}-${TO}.csv"`);
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('store,label,clicks,unique_visitors,reveals,conversions,commission,epc,bot_clicks');
    expect(lines[1]).toMatch(new RegExp(`^${ids.s1},.+,19,16,3,3,19\\.50,1\\.03,3$`));
    expect(lines[1]).toContain(names.s1.includes(',') ? `"${names.s1}"` : names.s1);
    expect(lines).toHaveLength(4); // header, two shops, and the final line break

    await api.db.insert(clickDays).values(clickDay({ day: '2026-12-02', edition: 'fr-fr', kind: 'offer', itemId: 9, page: '=HYPERLINK("https://evil.example")', clicks: 1, visitors: 1 }));
    const pages = await call('/stats/clicks/?language=fr-fr&from=2026-12-02&to=2026-12-02&group=page&format=csv');
    expect(pages.text).toContain(`"'=HYPERLINK(""https://evil.example"")",,1,1,0,0,0.00,0.00,0`);
  });

  describe('refuses a bad query field by field, in the edition’s words', () => {
    const fr = refusalsIn('fr-be');
    it.each([
      ['from=2026-02-30', { from: [fr.statsDay] }],
      ['from=2026-11-01&to=demain', { to: [fr.statsDay] }],
      ['from=2026-11-07&to=2026-11-01', { to: [fr.statsPeriodOrder] }],
      ['from=2025-11-01&to=2026-11-02', { from: [fr.statsPeriodTooLong.replace('{max}', '366')] }],
      ['group=week', { group: [fr.statsChoice.replace('{choices}', 'day, store, promotion, category, page, edition, source')] }],
      ['store=abc', { store: [fr.invalidInteger] }],
      ['format=xlsx', { format: [fr.statsChoice.replace('{choices}', 'json, csv')] }],
    ])('%s', async (query, refusals) => {
      const res = await call(`/stats/clicks/?language=fr-be&${query}`);
      expect(res.status, res.text).toBe(400);
      expect(res.body).toEqual(refusals);
    });

    it('in Dutch on Vakanties.be', async () => {
      const res = await call('/stats/clicks/?language=nl-be&from=2026-13-01');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ from: [refusalsIn('nl-be').statsDay] });
    });

    it('takes a period of 366 days, both ends counted', async () => {
      const res = await call('/stats/clicks/?language=fr-be&from=2025-11-02&to=2026-11-02');
      expect(res.status, res.text).toBe(200);
      expect(res.body.results).toHaveLength(366);
    });
  });

  describe('an editor limited to Vakanties.be', () => {
    it('is refused Vacances.be’s figures', async () => {
      const res = await call(`/stats/clicks/?language=fr-be&${PERIOD}`, nlEditor);
      expect(res.status).toBe(403);
      expect(res.body.detail).toBeTruthy();
    });

    it('sees only Vakanties.be without `language`, and with `editions=all`', async () => {
      for (const query of [`${PERIOD}&group=edition`, `language=fr-be&editions=all&${PERIOD}&group=edition`]) {
        const res = await call(`/stats/clicks/?${query}`, nlEditor);
        expect(res.status, res.text).toBe(200);
        expect(res.body.editions).toEqual(['nl-be']);
        expect(res.body.results).toEqual([{ edition: 'nl-be', label: null, clicks: 7, unique_visitors: 7, reveals: 2, conversions: 0, commission: 0, epc: 0, bot_clicks: 0 }]);
        expect(res.body.totals.clicks).toBe(7);
      }
    });

    it('sees its own edition by name', async () => {
      const res = await call(`/stats/clicks/?language=nl-be&${PERIOD}&group=promotion`, nlEditor);
      expect(res.status, res.text).toBe(200);
      expect(res.body.results).toEqual([expect.objectContaining({ promotion: ids.nlPromotion, clicks: 7, reveals: 2 })]);
    });
  });

  it('leaves rejected and unmatched conversions out of every figure', async () => {
    const all = await api.db.select().from(conversions).where(and(ne(conversions.status, 'rejected')));
    expect(all).toHaveLength(5);
    const res = await call(`/stats/clicks/?${PERIOD}`);
    expect(res.body.totals).toMatchObject({ conversions: 4, commission: 19.5 });
  });
});
