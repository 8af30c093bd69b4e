import http from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PEER_ADDRESS_HEADER } from '@/lib/security/client-address';
import { clickDays, clicks, properties, promotions, revealDays, stores } from '@/server/db/schema';
import { flushClicks } from '@/server/clicks/click-buffer';
import { forgetOldClicks } from '@/server/clicks/click-retention';
import { siteToday } from '@/lib/time';
// @ts-expect-error -- the server front's plain JavaScript has no declarations
import { stopCleanly } from '@/scripts/server-shutdown.mjs';
import { createTestApi, type TestApi } from './harness';
import { editorWithToken } from './editors';

let api: TestApi;
let fixture: { awin: number; tradetracker: number; daisycon: number; tradedoubler: number; generic: number; feed: number; plain: number; draft: number; withdrawn: number; nl: number; store: string; draftStore: string; offer: number; nlOffer: number };
let address = 0;

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** A visitor's way out, from an address of their own unless one is given. */
function go(path: string, init: { method?: string; headers?: Record<string, string>; ip?: string; language?: string } = {}) {
  const ip = init.ip ?? `203.0.113.${(++address % 250) + 1}`;
  const query = init.language ? `${path.includes('?') ? '&' : '?'}language=${init.language}` : '';
  return api.request(`/go${path}${query}`, { method: init.method ?? 'GET', headers: { 'user-agent': CHROME, [PEER_ADDRESS_HEADER]: ip, ...init.headers } });
}

async function promotionWith(values: Partial<typeof promotions.$inferInsert>): Promise<number> {
  const [storeRow] = await api.db.select({ id: stores.id }).from(stores).where(and(eq(stores.edition, values.edition ?? 'fr-be'), eq(stores.status, 'published'))).limit(1);
  const [row] = await api.db
    .insert(promotions)
    .values({ edition: 'fr-be', storeId: storeRow.id, title: 'Sortie mesurée', kind: 'offer', link: 'https://merchant.example/deal', ...values })
    .returning({ id: promotions.id });
  return row.id;
}

beforeAll(async () => {
  api = await createTestApi();
  const [store] = await api.db
    .insert(stores)
    .values({ edition: 'fr-be', name: 'Sortie Voyages', slug: 'sortie-voyages', websiteUrl: 'https://www.awin1.com/cread.php?awinmid=11&awinaffid=22&ued=https%3A%2F%2Fsortie.example%2F' })
    .returning({ slug: stores.slug });
  const [draftStore] = await api.db
    .insert(stores)
    .values({ edition: 'fr-be', name: 'Sortie Brouillon', slug: 'sortie-brouillon', websiteUrl: 'https://brouillon.example', status: 'draft' })
    .returning({ slug: stores.slug });
  const [offer] = await api.db.select({ id: properties.id }).from(properties).where(eq(properties.edition, 'fr-be')).limit(1);
  await api.db.update(properties).set({ link: 'https://clk.tradedoubler.com/click?p=1&a=2&g=3' }).where(eq(properties.id, offer.id));
  const [nlOffer] = await api.db.select({ id: properties.id }).from(properties).where(eq(properties.edition, 'nl-be')).limit(1);
  fixture = {
    awin: await promotionWith({ link: 'https://www.awin1.com/cread.php?awinmid=1&awinaffid=2&clickref=old&ued=https%3A%2F%2Fm.example%2Fa%3Fb%3Dc' }),
    tradetracker: await promotionWith({ link: 'https://tc.tradetracker.net/?c=1&m=2&a=3&u=%2Fpromo' }),
    daisycon: await promotionWith({ link: 'https://ds1.nl/c/?si=1&li=2&wi=3' }),
    tradedoubler: await promotionWith({ link: 'https://clk.tradedoubler.com/click?p(123)a(456)g(789)url(https://m.example/)' }),
    generic: await promotionWith({ link: 'https://partner.example/out/{click_id}?to=offer' }),
    feed: await promotionWith({ link: 'https://track.example/c?x=1', sourceNetwork: 'daisycon' }),
    plain: await promotionWith({ link: 'https://merchant.example/deal' }),
    draft: await promotionWith({ status: 'draft' }),
    withdrawn: await promotionWith({ withdrawnAt: new Date() }),
    nl: await promotionWith({ edition: 'nl-be' }),
    store: store.slug,
    draftStore: draftStore.slug,
    offer: offer.id,
    nlOffer: nlOffer.id,
  };
});

afterAll(() => api.handle.close());

const locationOf = (res: Response) => res.headers.get('location') ?? '';
const clickIdIn = (location: string, parameter: string) => new URL(location).searchParams.get(parameter);

describe('the way out to a merchant', () => {
  it('answers 302 to the stored link with a click id in each network\'s sub-id, never cached or indexed, handing over our origin only', async () => {
    const res = await go(`/${fixture.awin}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('referrer-policy')).toBe('origin');
    const awin = locationOf(res);
    expect(awin).toMatch(/^https:\/\/www\.awin1\.com\/cread\.php\?awinmid=1&awinaffid=2&ued=https%3A%2F%2Fm\.example%2Fa%3Fb%3Dc&clickref=[a-z0-9]{20}$/);

    expect(clickIdIn(locationOf(await go(`/${fixture.tradetracker}`)), 'r')).toMatch(/^[a-z0-9]{20}$/);
    expect(clickIdIn(locationOf(await go(`/${fixture.daisycon}`)), 'ws')).toMatch(/^[a-z0-9]{20}$/);
    expect(locationOf(await go(`/${fixture.tradedoubler}`))).toMatch(/^https:\/\/clk\.tradedoubler\.com\/click\?p\(123\)a\(456\)g\(789\)epi\([a-z0-9]{20}\)url\(https:\/\/m\.example\/\)$/);
    expect(locationOf(await go(`/${fixture.generic}`))).toMatch(/^https:\/\/partner\.example\/out\/[a-z0-9]{20}\?to=offer$/);
    // The feed that brought the promotion names its network, whatever the link's host.
    expect(clickIdIn(locationOf(await go(`/${fixture.feed}`)), 'ws')).toMatch(/^[a-z0-9]{20}$/);
    // A plain link is followed as it is.
    expect(locationOf(await go(`/${fixture.plain}`))).toBe('https://merchant.example/deal');
  });

  it('leads a shop and a holiday offer to their own stored links', async () => {
    const shop = await go(`/shop/${fixture.store}`);
    expect(shop.status).toBe(302);
    expect(locationOf(shop)).toMatch(/^https:\/\/www\.awin1\.com\/cread\.php\?awinmid=11&awinaffid=22&ued=https%3A%2F%2Fsortie\.example%2F&clickref=[a-z0-9]{20}$/);
    const offer = await go(`/offer/${fixture.offer}/`);
    expect(offer.status).toBe(302);
    expect(clickIdIn(locationOf(offer), 'epi')).toMatch(/^[a-z0-9]{20}$/);
  });

  it('answers 404, never 5xx, for what the edition does not show or no item at all', async () => {
    const missing = [
      `/999999999`,
      `/${fixture.draft}`,
      `/${fixture.withdrawn}`,
      `/${fixture.nl}`,
      `/shop/${fixture.draftStore}`,
      `/shop/nobody-here`,
      `/offer/${fixture.nlOffer}`,
      `/offer/999999999`,
      `/offer/0`,
      `/abc`,
      `/99999999999999999999`,
      `/shop/A%20B`,
      `/shop/${fixture.store}/more`,
      `/elsewhere/1`,
      ``,
    ];
    for (const path of missing) expect([path, (await go(path)).status]).toEqual([path, 404]);
    // The Dutch edition's own promotion leads out there.
    expect((await go(`/${fixture.nl}`, { language: 'nl-be' })).status).toBe(302);
  });

  it('leads nowhere once an editor unpublishes the item, though its link was just followed', async () => {
    const id = await promotionWith({ link: 'https://merchant.example/soon-gone' });
    expect((await go(`/${id}`)).status).toBe(302);
    const { auth } = await editorWithToken(api, { role: 'admin' });
    const unpublished = await api.request(`/promotions/${id}/?language=fr-be`, { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ status: 'draft' }) });
    expect(unpublished.status).toBe(200);
    expect((await go(`/${id}`)).status).toBe(404);
  });

  it('never lets the request choose the target', async () => {
    const stored = /^https:\/\/merchant\.example\/deal$/;
    for (const query of ['?url=https://evil.example', '?to=//evil.example&next=https://evil.example', '?redirect=javascript:alert(1)', '?location=https%3A%2F%2Fevil.example']) {
      expect(locationOf(await go(`/${fixture.plain}${query}`))).toMatch(stored);
    }
    for (const path of [`/${fixture.plain}/https://evil.example`, '//evil.example', `/${fixture.plain}%2F%2Fevil.example`, '/shop/..%2F..%2Fevil']) {
      expect([path, (await go(path)).status]).toEqual([path, 404]);
    }
  });
});

describe('the clicks', () => {
  const dayRows = (promotionId: number) =>
    api.db.select().from(clickDays).where(and(eq(clickDays.kind, 'promotion'), eq(clickDays.itemId, promotionId), eq(clickDays.day, siteToday())));
  const sum = (rows: { clicks: number; visitors: number; botClicks: number }[]) =>
    rows.reduce((total, row) => ({ clicks: total.clicks + row.clicks, visitors: total.visitors + row.visitors, bots: total.bots + row.botClicks }), { clicks: 0, visitors: 0, bots: 0 });

  it('counts a visitor once a day per item, keeps the page and the device, and nothing that names them', async () => {
    const id = await promotionWith({ link: 'https://merchant.example/once' });
    const referer = 'https://vacances.be/boutique/sortie?utm=secret';
    for (let i = 0; i < 3; i++) await go(`/${id}`, { ip: '198.51.100.7', headers: { referer } });
    await go(`/${id}`, { ip: '198.51.100.8', headers: { 'user-agent': IPHONE, referer: 'https://elsewhere.example/page' } });
    await flushClicks(api.db);
    expect(sum(await dayRows(id))).toEqual({ clicks: 4, visitors: 2, bots: 0 });
    const single = await api.db.select().from(clicks).where(and(eq(clicks.kind, 'promotion'), eq(clicks.itemId, id)));
    expect(single.map((c) => [c.page, c.device, c.firstOfDay]).sort()).toEqual([
      ['', 'phone', true],
      ['/boutique/sortie', 'desktop', false],
      ['/boutique/sortie', 'desktop', false],
      ['/boutique/sortie', 'desktop', true],
    ]);
    const kept = JSON.stringify(single);
    for (const secret of ['198.51.100.7', 'Chrome/130', 'iPhone', 'utm=secret']) expect(kept).not.toContain(secret);
    expect(new Set(single.map((c) => c.clickId)).size).toBe(4);
  });

  it('keeps crawlers, HEAD requests, prefetches and bursts apart from the figures', async () => {
    const id = await promotionWith({ link: 'https://merchant.example/bots' });
    expect((await go(`/${id}`, { method: 'HEAD' })).status).toBe(302);
    await go(`/${id}`, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } });
    await go(`/${id}`, { headers: { 'user-agent': '' } });
    await go(`/${id}`, { headers: { 'sec-purpose': 'prefetch;prerender' } });
    for (let i = 0; i < 32; i++) await go(`/${id}`, { ip: '2001:db8:7:7::1' });
    await flushClicks(api.db);
    expect(sum(await dayRows(id))).toEqual({ clicks: 30, visitors: 1, bots: 6 });
    const reasons = await api.db.select({ bot: clicks.bot, n: sql<number>`count(*)::int` }).from(clicks).where(eq(clicks.itemId, id)).groupBy(clicks.bot);
    expect(Object.fromEntries(reasons.map((r) => [r.bot ?? 'visitor', r.n]))).toEqual({ visitor: 30, head: 1, agent: 2, prefetch: 1, burst: 2 });
  });

  it('counts code reveals per day beside the clicks', async () => {
    const id = await promotionWith({ link: 'https://merchant.example/reveal' });
    expect((await api.request(`/promotions/${id}/use_offer/`, { headers: { [PEER_ADDRESS_HEADER]: '198.51.100.30' } })).status).toBe(200);
    const [row] = await api.db.select().from(revealDays).where(eq(revealDays.promotionId, id));
    expect(row).toMatchObject({ day: siteToday(), edition: 'fr-be', reveals: 1 });
  });

  it('deletes single clicks past their keeping and keeps the daily totals', async () => {
    const id = await promotionWith({ link: 'https://merchant.example/old' });
    await go(`/${id}`);
    await flushClicks(api.db);
    const old = new Date(Date.now() - 91 * 86_400_000);
    await api.db.update(clicks).set({ at: old }).where(eq(clicks.itemId, id));
    expect(await forgetOldClicks(api.db, 90)).toBeGreaterThanOrEqual(1);
    expect(await api.db.select().from(clicks).where(eq(clicks.itemId, id))).toEqual([]);
    expect(sum(await dayRows(id)).clicks).toBe(1);
  });
});

describe('a clean stop of the server', () => {
  it('writes the clicks still waiting in memory before it exits', async () => {
    vi.stubEnv('CLICKS_FLUSH_EVERY_MS', String(10 * 60_000));
    const stopping = await createTestApi();
    const id = (
      await stopping.db
        .insert(promotions)
        .values({ edition: 'fr-be', storeId: (await stopping.db.select({ id: stores.id }).from(stores).where(eq(stores.status, 'published')).limit(1))[0].id, title: 'Arrêt', kind: 'offer', link: 'https://merchant.example/stop' })
        .returning({ id: promotions.id })
    )[0].id;
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const before = new Set([...process.listeners('SIGTERM'), ...process.listeners('SIGINT')]);
    const exited = new Promise<void>((resolve) => vi.spyOn(process, 'exit').mockImplementation((() => resolve()) as never));
    stopCleanly(server, { log: () => undefined, error: () => undefined });
    try {
      expect((await stopping.request(`/go/${id}`, { headers: { 'user-agent': CHROME, [PEER_ADDRESS_HEADER]: '198.51.100.99' } })).status).toBe(302);
      const waiting = await stopping.db.select().from(clicks).where(eq(clicks.itemId, id));
      expect(waiting).toEqual([]);
      process.emit('SIGTERM', 'SIGTERM');
      await exited;
      expect(await stopping.db.select({ id: clicks.id }).from(clicks).where(eq(clicks.itemId, id))).toHaveLength(1);
    } finally {
      for (const listener of process.listeners('SIGTERM')) if (!before.has(listener)) process.off('SIGTERM', listener);
      for (const listener of process.listeners('SIGINT')) if (!before.has(listener)) process.off('SIGINT', listener);
      vi.restoreAllMocks();
      vi.unstubAllEnvs();
      await stopping.handle.close();
    }
  });
});
