import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, feedRuns, feeds, promotions, stores } from '@/server/db/schema';
import { runDueFeeds } from '@/server/feeds/feed-scheduler';
import { messagesFor } from '@/messages';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

/**
 * The affiliate feeds: admins set them up, a run imports each offer once, keeps what an editor changed, withdraws
 * what left the feed (holding a run that would withdraw too much), reports malformed items, changes nothing when
 * the download fails, never answers credentials, refuses the internal network, and tells the cache exactly what
 * changed. The feed is an Awin CSV export served by a server of the test's own.
 */
let api: TestApi;
let admin: { authorization: string };
let shop: { id: number; slug: string };
let otherShop: { id: number; slug: string };

/** What the test's network serves: its status and body, changed by each test. */
const network = { status: 200, body: '', hits: 0 };
let server: http.Server;
let feedUrl: string;

const adminWords = messagesFor('fr-be').admin.errors;

const HEADER = 'Promotion ID,Advertiser,Advertiser ID,Type,Code,Title,Description,Starts,Ends,Deeplink Tracking,Deeplink';

interface Offer {
  id: string;
  advertiser?: [string, string];
  code?: string;
  title?: string;
  description?: string;
  starts?: string;
  ends?: string;
}

/** An Awin CSV export of these offers (quoted, as Awin writes it). */
function csvOf(offers: Offer[]): string {
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const rows = offers.map((o) => {
    const [advertiserId, advertiser] = o.advertiser ?? ['1001', 'Soleo Voyages'];
    return [
      o.id,
      advertiser,
      advertiserId,
      o.code ? 'Voucher' : 'Promotion',
      o.code ?? '',
      o.title ?? `Offre ${o.id}`,
      o.description ?? `Description de l’offre ${o.id}`,
      o.starts ?? '01/11/2026 00:00:00',
      o.ends ?? '31/12/2027 23:59:59',
      `https://www.awin1.com/cread.php?awinmid=${advertiserId}&awinaffid=1&clickref=&p=${o.id}`,
      `https://www.soleo.example/offre/${o.id}`,
    ]
      .map(quote)
      .join(',');
  });
  return [HEADER, ...rows].join('\r\n');
}

const tenOffers = (): Offer[] => Array.from({ length: 10 }, (_, i) => ({ id: `A${100 + i}`, code: i % 2 === 0 ? `SOLEO${i}` : undefined }));

async function call(method: string, path: string, body?: unknown, auth: { authorization: string } | Record<string, never> = admin) {
  const res = await api.request(`${path}${path.includes('?') ? '&' : '?'}language=fr-be`, {
    method,
    headers: { 'content-type': 'application/json', ...auth },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, text };
}

async function newFeed(extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/feeds/', { name: `Awin ${Math.random()}`, network: 'awin_csv', url: feedUrl, every_minutes: 60, publish: 'published', ...extra });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number };
}

const run = async (feedId: number) => {
  const res = await call('POST', `/feeds/${feedId}/run/`);
  expect(res.status, res.text).toBe(200);
  return res.body;
};

const mapAdvertiser = (feedId: number, advertiserId: string, store: number | null) => call('PUT', `/feeds/${feedId}/advertisers/${advertiserId}/`, { store });

/** A first run meets the advertiser, whose vouchers are imported once it is mapped to the shop. */
async function importInto(feedId: number, storeId: number) {
  await run(feedId);
  expect((await mapAdvertiser(feedId, '1001', storeId)).status).toBe(200);
}

const imported = (feedId: number) =>
  api.db
    .select({ id: promotions.id, title: promotions.title, description: promotions.description, withdrawnAt: promotions.withdrawnAt, offerId: promotions.sourceOfferId, status: promotions.status })
    .from(promotions)
    .where(eq(promotions.sourceFeedId, feedId))
    .orderBy(promotions.sourceOfferId);

beforeAll(async () => {
  process.env.FEEDS_ALLOW_PRIVATE_NETWORKS = 'true';
  process.env.FEEDS_CREDENTIALS_KEY = 'a test key of more than thirty-two characters';
  api = await createTestApi();
  admin = (await editorWithToken(api, { role: 'admin' })).auth;
  [shop, otherShop] = await api.db.select({ id: stores.id, slug: stores.slug }).from(stores).where(eq(stores.edition, 'fr-be')).orderBy(stores.id).limit(2);
  server = http.createServer((_req, res) => {
    network.hits += 1;
    res.writeHead(network.status, { 'content-type': 'text/csv; charset=utf-8' });
    res.end(network.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/awin.csv`;
});

afterAll(async () => {
  server.close();
  await api.handle.close();
  delete process.env.FEEDS_ALLOW_PRIVATE_NETWORKS;
  delete process.env.FEEDS_CREDENTIALS_KEY;
});

beforeEach(() => {
  network.status = 200;
  network.body = csvOf(tenOffers());
});

describe('feeds: who may', () => {
  it('answers 401 without a token and 403 to an editor who is not an admin', async () => {
    expect((await call('GET', '/feeds/', undefined, {})).status).toBe(401);
    const editor = (await editorWithToken(api, { role: 'editor' })).auth;
    expect((await call('GET', '/feeds/', undefined, editor)).status).toBe(403);
    expect((await call('POST', '/feeds/', { name: 'x', network: 'awin_csv', url: feedUrl, every_minutes: 60 }, editor)).status).toBe(403);
  });

  it('refuses bad settings field by field, in the edition’s words', async () => {
    const res = await call('POST', '/feeds/', { name: '', network: 'kelkoo', url: 'ftp://x', every_minutes: 5 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['every_minutes', 'name', 'network', 'url']);
    const generic = await call('POST', '/feeds/', { name: 'CSV', network: 'csv', url: feedUrl, every_minutes: 60 });
    expect(generic.status).toBe(400);
    expect(generic.body).toEqual({ mapping: [adminWords.feedMappingMissing] });
  });
});

describe('feeds: credentials', () => {
  it('are stored encrypted, never answered, never in the audit log', async () => {
    const secret = 'tok-very-secret-4242';
    const feed = await newFeed({ credentials: { token: secret } });
    const read = await call('GET', `/feeds/${feed.id}/`);
    expect(read.body.has_credentials).toBe(true);
    expect(read.text).not.toContain(secret);
    expect((await call('GET', '/feeds/')).text).not.toContain(secret);
    const [row] = await api.db.select({ credentials: feeds.credentials }).from(feeds).where(eq(feeds.id, feed.id));
    expect(row.credentials).not.toContain(secret);
    const audit = await api.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'feed'), eq(auditLog.entityId, String(feed.id))));
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(secret);
    // Left out of a PATCH, they stay; null removes them.
    expect((await call('PATCH', `/feeds/${feed.id}/`, { name: 'Renamed' })).body.has_credentials).toBe(true);
    expect((await call('PATCH', `/feeds/${feed.id}/`, { credentials: null })).body.has_credentials).toBe(false);
  });

  it('cannot be stored without the key, and the admin is told why', async () => {
    const key = process.env.FEEDS_CREDENTIALS_KEY;
    delete process.env.FEEDS_CREDENTIALS_KEY;
    try {
      const res = await call('POST', '/feeds/', { name: 'x', network: 'awin_csv', url: feedUrl, every_minutes: 60, credentials: { token: 't' } });
      expect(res).toMatchObject({ status: 400, body: { credentials: [adminWords.feedCredentialsKey] } });
    } finally {
      process.env.FEEDS_CREDENTIALS_KEY = key;
    }
  });
});

describe('feeds: a run', () => {
  it('waits for an unmapped advertiser, then imports its vouchers once it is mapped, with their source', async () => {
    const feed = await newFeed();
    const first = await run(feed.id);
    expect(first).toMatchObject({ status: 'ok', fetched: 10, created: 0, unmapped: 10, skipped: 0, withdrawn: 0 });
    expect(await imported(feed.id)).toEqual([]);
    const advertisers = await call('GET', `/feeds/${feed.id}/advertisers/`);
    expect(advertisers.body.results).toEqual([expect.objectContaining({ advertiser_id: '1001', name: 'Soleo Voyages', voucher_count: 10, waiting: 10, store: null })]);

    const mapped = await mapAdvertiser(feed.id, '1001', shop.id);
    expect(mapped).toMatchObject({ status: 200, body: { imported: 10, store: { id: shop.id } } });
    const rows = await imported(feed.id);
    expect(rows).toHaveLength(10);
    const list = await call('GET', `/promotions/editable/?feed=${feed.id}&size=50`);
    expect(list.body.count).toBe(10);
    expect(list.body.results[0].source).toEqual({ feed: feed.id, network: 'awin_csv', offer_id: expect.stringMatching(/^A1\d\d$/) });
    expect((await call('GET', '/promotions/editable/?source=awin_csv&size=1')).body.count).toBeGreaterThanOrEqual(10);
    expect((await call('GET', `/promotions/editable/?source=manual&feed=${feed.id}`)).body.count).toBe(0);
  });

  it('running the same feed twice creates nothing, writes nothing and invalidates nothing', async () => {
    const feed = await newFeed();
    await importInto(feed.id, shop.id);
    const before = await imported(feed.id);
    const [{ updatedAt }] = await api.db.select({ updatedAt: promotions.updatedAt }).from(promotions).where(eq(promotions.id, before[0].id));
    const told = api.changes.length;
    const again = await run(feed.id);
    expect(again).toMatchObject({ status: 'ok', fetched: 10, created: 0, updated: 0, unchanged: 10, withdrawn: 0 });
    expect(api.changes.length).toBe(told);
    const [after] = await api.db.select({ updatedAt: promotions.updatedAt }).from(promotions).where(eq(promotions.id, before[0].id));
    expect(after.updatedAt).toEqual(updatedAt);
  });

  it('tells the cache exactly the shop whose promotions changed', async () => {
    const feed = await newFeed();
    await importInto(feed.id, shop.id);
    network.body = csvOf([...tenOffers().slice(0, 9), { id: 'A109', title: 'Un titre tout neuf' }]);
    const told = api.changes.length;
    expect(await run(feed.id)).toMatchObject({ updated: 1, unchanged: 9 });
    const changes = api.changes.slice(told).map((entry) => entry.change);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ edition: 'fr-be', families: expect.arrayContaining(['promotions', 'stores']) });
    expect(changes[0].entities).toEqual([{ entity: 'store', id: shop.id, slugs: [shop.slug] }]);
  });

  it('keeps a field an editor changed, and still updates the others', async () => {
    const feed = await newFeed();
    await importInto(feed.id, shop.id);
    const [target] = await imported(feed.id);
    const patched = await call('PATCH', `/promotions/${target.id}/`, { title: 'Le titre choisi par la rédaction' });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.editor_fields).toEqual(['title']);
    network.body = csvOf(tenOffers().map((o) => (o.id === target.offerId ? { ...o, title: 'Titre du réseau', description: 'Nouvelle description du réseau' } : o)));
    expect(await run(feed.id)).toMatchObject({ updated: 1 });
    const [after] = (await imported(feed.id)).filter((row) => row.id === target.id);
    expect(after.title).toBe('Le titre choisi par la rédaction');
    expect(after.description).toContain('Nouvelle description du réseau');
  });

  it('withdraws an offer that left the feed: ended, shown nowhere public, still the editors’', async () => {
    const feed = await newFeed();
    await importInto(feed.id, otherShop.id);
    network.body = csvOf(tenOffers().filter((o) => o.id !== 'A105'));
    expect(await run(feed.id)).toMatchObject({ status: 'ok', withdrawn: 1 });
    const gone = (await imported(feed.id)).find((row) => row.offerId === 'A105')!;
    expect(gone.withdrawnAt).toBeInstanceOf(Date);
    const publicList = await api.get(`/promotions/${otherShop.id}/by_store/?language=fr-be&size=100`);
    expect(publicList.body.results.map((p: { id: number }) => p.id)).not.toContain(gone.id);
    const expiredList = await api.get(`/promotions/${otherShop.id}/expired_promotions_by_store/?language=fr-be&size=100`);
    expect(expiredList.body.results.map((p: { id: number }) => p.id)).not.toContain(gone.id);
    const editors = await call('GET', `/promotions/${gone.id}/editable/`);
    expect(editors.body).toMatchObject({ id: gone.id, withdrawn_at: expect.any(String), source: { offer_id: 'A105' } });
    // Back in the feed, it is back on the site.
    network.body = csvOf(tenOffers());
    expect(await run(feed.id)).toMatchObject({ updated: 1 });
    expect((await imported(feed.id)).find((row) => row.offerId === 'A105')!.withdrawnAt).toBeNull();
  });

  it('holds a run that would withdraw more than a fifth, until an admin confirms it', async () => {
    const feed = await newFeed();
    await importInto(feed.id, shop.id);
    network.body = csvOf(tenOffers().slice(0, 7));
    const held = await run(feed.id);
    expect(held).toMatchObject({ status: 'held', withdrawn: 0, held_withdrawals: 3 });
    expect((await call('GET', '/editor_dashboard/')).body.held_feed_runs).toContainEqual({ feed: feed.id, name: expect.any(String), run: held.id, held_withdrawals: 3 });
    expect((await imported(feed.id)).filter((row) => row.withdrawnAt !== null)).toEqual([]);
    const confirmed = await call('POST', `/feeds/${feed.id}/runs/${held.id}/confirm/`);
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'ok', withdrawn: 3, confirmed_at: expect.any(String) } });
    expect((await imported(feed.id)).filter((row) => row.withdrawnAt !== null).map((row) => row.offerId)).toEqual(['A107', 'A108', 'A109']);
    expect((await call('POST', `/feeds/${feed.id}/runs/${held.id}/confirm/`)).status).toBe(409);
    const runs = await call('GET', `/feeds/${feed.id}/runs/`);
    const dashboard = await call('GET', '/editor_dashboard/');
    expect(dashboard.body.held_feed_runs.map((r: { run: number }) => r.run)).not.toContain(held.id);
    expect(runs.body.results.map((r: { status: string }) => r.status)).toEqual(['ok', 'ok']);
  });

  it('withdraws nothing on a held run’s confirmation once the feed has come back', async () => {
    const feed = await newFeed();
    await importInto(feed.id, shop.id);
    network.body = csvOf(tenOffers().slice(0, 5));
    const held = await run(feed.id);
    expect(held).toMatchObject({ status: 'held', held_withdrawals: 5 });
    network.body = csvOf(tenOffers());
    expect(await run(feed.id)).toMatchObject({ status: 'ok', unchanged: 10, withdrawn: 0 });
    const confirmed = await call('POST', `/feeds/${feed.id}/runs/${held.id}/confirm/`);
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'ok', withdrawn: 0 } });
    expect((await imported(feed.id)).every((row) => row.withdrawnAt === null)).toBe(true);
  });

  it('never empties a shop on an empty download: the run is held', async () => {
    const feed = await newFeed();
    await importInto(feed.id, shop.id);
    network.body = HEADER;
    expect(await run(feed.id)).toMatchObject({ status: 'held', fetched: 0, withdrawn: 0, held_withdrawals: 10 });
    expect((await imported(feed.id)).every((row) => row.withdrawnAt === null)).toBe(true);
  });

  it('skips a malformed item, reports it with its field, imports the others and withdraws nothing for it', async () => {
    const feed = await newFeed();
    await importInto(feed.id, shop.id);
    network.body = csvOf(tenOffers().map((o) => (o.id === 'A103' ? { ...o, ends: '31/02/2027 25:00:00' } : o)));
    const report = await run(feed.id);
    expect(report).toMatchObject({ status: 'ok', fetched: 10, skipped: 1, unchanged: 9, withdrawn: 0 });
    expect(report.errors).toEqual([{ item: 'A103', field: 'Ends', message: expect.any(String) }]);
  });

  it('fails a run whose download fails, with a clear message, and changes nothing', async () => {
    const feed = await newFeed();
    await importInto(feed.id, shop.id);
    const before = await imported(feed.id);
    const told = api.changes.length;
    network.status = 404;
    const report = await run(feed.id);
    expect(report).toMatchObject({ status: 'failed', created: 0, withdrawn: 0 });
    expect(report.errors).toEqual([{ item: '', field: 'url', message: adminWords.feedFetchStatus.replace('{status}', '404') }]);
    expect(await imported(feed.id)).toEqual(before);
    expect(api.changes.length).toBe(told);
  });

  it('refuses an address of the internal network unless told otherwise', async () => {
    const feed = await newFeed();
    delete process.env.FEEDS_ALLOW_PRIVATE_NETWORKS;
    try {
      const hits = network.hits;
      const report = await run(feed.id);
      expect(report).toMatchObject({ status: 'failed', errors: [{ field: 'url', message: adminWords.feedFetchPrivate }] });
      expect(network.hits).toBe(hits);
    } finally {
      process.env.FEEDS_ALLOW_PRIVATE_NETWORKS = 'true';
    }
  });
});

describe('feeds: a generic CSV with its column mapping', () => {
  it('reads the merchant’s own columns, and an offer without an id keeps one identity from run to run', async () => {
    const csv = [
      'Marque;Titre;Lien;Code promo;Fin',
      'Calme Rivage;-15 % sur les mobil-homes;https://track.example/c?id=1;RIVAGE15;2027-08-31 23:59:00',
      'Calme Rivage;Petit-déjeuner offert;https://track.example/c?id=2;;2027-08-31 23:59:00',
    ].join('\n');
    network.body = csv;
    const feed = await newFeed({
      network: 'csv',
      mapping: { title: 'Titre', tracking_url: 'Lien', advertiser_name: 'Marque', code: 'Code promo', ends_at: 'Fin', delimiter: ';', date_format: 'yyyy-mm-dd hh:mm:ss', time_zone: 'Europe/Brussels' },
    });
    expect(await run(feed.id)).toMatchObject({ status: 'ok', fetched: 2, unmapped: 2 });
    expect((await mapAdvertiser(feed.id, 'Calme Rivage', shop.id)).body).toMatchObject({ imported: 2 });
    const list = await call('GET', `/promotions/editable/?feed=${feed.id}&ordering=title`);
    expect(list.body.results.map((p: { title: string; code: string | null; expires_at: string }) => [p.title, p.code, p.expires_at])).toEqual([
      ['-15 % sur les mobil-homes', 'RIVAGE15', '2027-08-31T21:59:00.000Z'],
      ['Petit-déjeuner offert', null, '2027-08-31T21:59:00.000Z'],
    ]);
    expect(await run(feed.id)).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });
});

describe('feeds: the schedule', () => {
  it('runs the enabled feeds that are due, and reports a run cut short by a stop as failed', async () => {
    const due = await newFeed();
    const paused = await newFeed({ enabled: false });
    await api.db.update(feeds).set({ nextRunAt: new Date(Date.now() - 60_000) });
    const [stale] = await api.db
      .insert(feedRuns)
      .values({ feedId: due.id, status: 'running', startedAt: new Date(Date.now() - 3 * 3600_000) })
      .returning({ id: feedRuns.id });
    const ran = await runDueFeeds(api.db, () => {});
    expect(ran).toBeGreaterThanOrEqual(1);
    const runsOf = async (id: number) => (await call('GET', `/feeds/${id}/runs/`)).body.results as { id: number; status: string; errors: { message: string }[] }[];
    const dueRuns = await runsOf(due.id);
    expect(dueRuns.find((r) => r.id === stale.id)).toMatchObject({ status: 'failed', errors: [{ message: adminWords.feedInterrupted }] });
    expect(dueRuns.some((r) => r.id !== stale.id && r.status === 'ok')).toBe(true);
    expect(await runsOf(paused.id)).toEqual([]);
    const [{ nextRunAt }] = await api.db.select({ nextRunAt: feeds.nextRunAt }).from(feeds).where(eq(feeds.id, due.id));
    expect(nextRunAt.getTime()).toBeGreaterThan(Date.now() + 55 * 60_000);
    // Not due again before its hour: nothing runs.
    const before = (await runsOf(due.id)).length;
    await runDueFeeds(api.db, () => {});
    expect((await runsOf(due.id)).length).toBe(before);
  });
});
