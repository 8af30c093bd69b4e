import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteToday } from '@/lib/time';
import { alerts, alertSubscribers, categories, emailOutbox, stores } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';
import { refusalsIn } from './refusal-words';

/**
 * The editors' figures of the alerts: what the visitors follow (shops, categories, searches), counted so that only
 * the alerts that mail are followers, with the pending and paused ones beside them; the totals of addresses and
 * alerts; the alerts' mails of the outbox; one shop's followers; the CSV file; who may see which edition; and never
 * an address, in the JSON or in the file.
 */
let api: TestApi;
let admin: { authorization: string };
let nlEditor: { authorization: string };

const ids = { s1: 0, s2: 0, catA: 0, nlStore: 0 };
const names = { s1: '', s2: '', catA: '' };
const addresses = {
  a: 'anne.secret@visitor.test',
  b: 'bert.secret@visitor.test',
  c: 'chloe.pending@visitor.test',
  d: 'dan.formula@visitor.test',
  e: 'els.nl@visitor.test',
};
const SEARCH = 'week-end spa';
const FORMULA = '=cmd|calc';
const DAY_MS = 86_400_000;

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

type Outbox = typeof emailOutbox.$inferInsert;
const mail = (row: Partial<Outbox> & Pick<Outbox, 'purpose'>): Outbox => ({ edition: 'fr-be', to: addresses.a, subject: 'Vos alertes', text: 'Bonjour', ...row });
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

beforeAll(async () => {
  api = await createTestApi();
  ({ auth: admin } = await editorWithToken(api, { role: 'admin' }));
  ({ auth: nlEditor } = await editorWithToken(api, { editions: ['nl-be'] }));
  const db = api.db;

  const [s1, s2] = await db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.edition, 'fr-be')).orderBy(asc(stores.id)).limit(2);
  const [catA] = await db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.edition, 'fr-be')).orderBy(asc(categories.id)).limit(1);
  const [nlStore] = await db.select({ id: stores.id }).from(stores).where(eq(stores.edition, 'nl-be')).orderBy(asc(stores.id)).limit(1);
  Object.assign(ids, { s1: s1.id, s2: s2.id, catA: catA.id, nlStore: nlStore.id });
  Object.assign(names, { s1: s1.name, s2: s2.name, catA: catA.name });

  const subscriber = async (email: string, status: 'pending' | 'confirmed', edition: 'fr-be' | 'nl-be' = 'fr-be') => {
    const [row] = await db
      .insert(alertSubscribers)
      .values({ edition, email, status, consentSource: 'store', confirmedAt: status === 'confirmed' ? new Date() : null })
      .returning({ id: alertSubscribers.id });
    return row.id;
  };
  const a = await subscriber(addresses.a, 'confirmed');
  const b = await subscriber(addresses.b, 'confirmed');
  const c = await subscriber(addresses.c, 'pending');
  const d = await subscriber(addresses.d, 'confirmed');
  const e = await subscriber(addresses.e, 'confirmed', 'nl-be');
  await db.insert(alerts).values([
    { subscriberId: a, kind: 'store', storeId: s1.id },
    { subscriberId: a, kind: 'category', categoryId: catA.id },
    { subscriberId: a, kind: 'query', query: SEARCH, frequency: 'instant' },
    // Paused: a follower no more until its visitor resumes it.
    { subscriberId: b, kind: 'store', storeId: s1.id, paused: true },
    { subscriberId: b, kind: 'store', storeId: s2.id },
    // An address that never confirmed: nothing mails it yet.
    { subscriberId: c, kind: 'store', storeId: s1.id },
    { subscriberId: c, kind: 'query', query: SEARCH },
    { subscriberId: d, kind: 'query', query: FORMULA },
    { subscriberId: e, kind: 'store', storeId: nlStore.id },
  ]);

  await db.insert(emailOutbox).values([
    mail({ purpose: 'alert_digest', status: 'sent', sentAt: daysAgo(2), to: addresses.a }),
    mail({ purpose: 'alert_confirm', status: 'sent', sentAt: daysAgo(1), to: addresses.c }),
    // Sent before the last 30 days.
    mail({ purpose: 'alert_digest', status: 'sent', sentAt: daysAgo(40) }),
    // Failed after every retry: neither sent nor waiting.
    mail({ purpose: 'alert_digest', status: 'failed', attempts: 8 }),
    mail({ purpose: 'alert_digest', status: 'pending', to: addresses.b }),
    mail({ purpose: 'alert_notice', status: 'pending', to: addresses.d }),
    // Not the alerts' mail, nor the edition's.
    mail({ purpose: 'contact', status: 'sent', sentAt: daysAgo(1) }),
    mail({ purpose: 'contact', status: 'pending' }),
    mail({ purpose: 'alert_digest', edition: 'nl-be', status: 'sent', sentAt: daysAgo(1), to: addresses.e }),
  ]);
});

const noAddressIn = (text: string) => {
  for (const address of Object.values(addresses)) expect(text).not.toContain(address);
  expect(text).not.toContain('@');
};

describe('GET /alerts/stats/', () => {
  it('answers 401 to a visitor, with the challenge', async () => {
    const res = await call('/alerts/stats/?language=fr-be', {});
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Bearer');
    expect(res.body.detail).toBe(refusalsIn('fr-be').credentialsMissing);
  });

  it('counts as followers the alerts that mail, the pending and paused ones beside them, busiest first', async () => {
    const res = await call('/alerts/stats/?language=fr-be');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.body.editions).toEqual(['fr-be']);
    expect(res.body.followers).toEqual({
      stores: [
        { store: ids.s1, label: names.s1, followers: 1, pending: 1, paused: 1 },
        { store: ids.s2, label: names.s2, followers: 1, pending: 0, paused: 0 },
      ],
      categories: [{ category: ids.catA, label: names.catA, followers: 1, pending: 0, paused: 0 }],
      queries: [
        { query: SEARCH, followers: 1, pending: 1, paused: 0 },
        { query: FORMULA, followers: 1, pending: 0, paused: 0 },
      ],
    });
  });

  it('totals the addresses and their alerts, and the alerts’ mails of the last 30 days and of the queue', async () => {
    const res = await call('/alerts/stats/?language=fr-be');
    expect(res.body.totals).toEqual({ addresses: 4, confirmed_addresses: 3, alerts: 8, active: 5, paused: 1 });
    expect(res.body.mails).toEqual({ sent_last_30_days: 2, digests_sent_last_30_days: 1, queued: 2 });
  });

  it('never carries an address', async () => {
    noAddressIn((await call('/alerts/stats/?language=fr-be')).text);
    noAddressIn((await call('/alerts/stats/')).text);
    noAddressIn((await call('/alerts/stats/?language=fr-be&format=csv')).text);
  });

  it('puts the busiest first and stops at 100 lines a list', async () => {
    const fresh = await createTestApi();
    try {
      const [sub] = await fresh.db.insert(alertSubscribers).values({ edition: 'fr-fr', email: 'many@visitor.test', status: 'confirmed', consentSource: 'search' }).returning({ id: alertSubscribers.id });
      const others = await fresh.db
        .insert(alertSubscribers)
        .values(Array.from({ length: 3 }, (_, i) => ({ edition: 'fr-fr' as const, email: `other-${i}@visitor.test`, status: 'confirmed' as const, consentSource: 'search' })))
        .returning({ id: alertSubscribers.id });
      await fresh.db.insert(alerts).values(Array.from({ length: 105 }, (_, i) => ({ subscriberId: sub.id, kind: 'query' as const, query: `search ${String(i).padStart(3, '0')}` })));
      await fresh.db.insert(alerts).values(others.map((other) => ({ subscriberId: other.id, kind: 'query' as const, query: 'search 104' })));
      const { authorization } = (await editorWithToken(fresh)).auth;
      const res = await fresh.request('/alerts/stats/?language=fr-fr', { headers: { authorization } });
      const body = await res.json();
      expect(body.followers.queries).toHaveLength(100);
      expect(body.followers.queries[0]).toEqual({ query: 'search 104', followers: 4, pending: 0, paused: 0 });
      expect(body.followers.queries[1].query).toBe('search 000');
      expect(body.totals).toMatchObject({ addresses: 4, alerts: 108, active: 108 });
    } finally {
      await fresh.handle.close();
    }
  });

  it('answers one CSV file of the three lists, formula-safe, named by the day', async () => {
    const res = await call('/alerts/stats/?language=fr-be&format=csv');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="alert-followers-${siteToday()}.csv"`);
    const quoted = (name: string) => (/[",;]/.test(name) ? `"${name.replace(/"/g, '""')}"` : name);
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      'kind,key,label,followers',
      `store,${ids.s1},${quoted(names.s1)},1`,
      `store,${ids.s2},${quoted(names.s2)},1`,
      `category,${ids.catA},${quoted(names.catA)},1`,
      `query,${SEARCH},,1`,
      `query,'${FORMULA},,1`,
      '',
    ]);
  });

  it('answers one shop’s followers alone with `store`', async () => {
    expect((await call(`/alerts/stats/?language=fr-be&store=${ids.s1}`)).body).toEqual({ store: ids.s1, followers: 1 });
    expect((await call(`/alerts/stats/?language=fr-be&store=${ids.s2}`)).body).toEqual({ store: ids.s2, followers: 1 });
    // Another edition's shop is none of this edition's figures.
    expect((await call(`/alerts/stats/?language=fr-be&store=${ids.nlStore}`)).body).toEqual({ store: ids.nlStore, followers: 0 });
    expect((await call(`/alerts/stats/?language=nl-be&store=${ids.nlStore}`, nlEditor)).body).toEqual({ store: ids.nlStore, followers: 1 });
  });

  it('refuses a bad query field by field, in the edition’s words', async () => {
    const fr = refusalsIn('fr-be');
    const store = await call('/alerts/stats/?language=fr-be&store=abc');
    expect(store.status).toBe(400);
    expect(store.body).toEqual({ store: [fr.invalidInteger] });
    const format = await call('/alerts/stats/?language=nl-be&format=xlsx');
    expect(format.status).toBe(400);
    expect(format.body).toEqual({ format: [refusalsIn('nl-be').statsChoice.replace('{choices}', 'json, csv')] });
  });

  it('adds up every edition for an editor of them all, when the call names none', async () => {
    const res = await call('/alerts/stats/');
    expect(res.status, res.text).toBe(200);
    expect(res.body.editions).toEqual(['fr-be', 'nl-be', 'fr-fr']);
    expect(res.body.followers.stores.map((line: { store: number }) => line.store).sort()).toEqual([ids.s1, ids.s2, ids.nlStore].sort());
    expect(res.body.totals).toMatchObject({ addresses: 5, confirmed_addresses: 4 });
    expect(res.body.mails).toEqual({ sent_last_30_days: 3, digests_sent_last_30_days: 2, queued: 2 });
  });

  describe('an editor limited to Vakanties.be', () => {
    it('is refused Vacances.be’s figures, and a Vacances.be shop’s', async () => {
      for (const query of ['language=fr-be', 'language=fr-be&format=csv', `language=fr-be&store=${ids.s1}`]) {
        const res = await call(`/alerts/stats/?${query}`, nlEditor);
        expect(res.status, query).toBe(403);
        expect(res.body.detail).toBeTruthy();
      }
    });

    it('sees only Vakanties.be without `language`, and with `editions=all`', async () => {
      for (const query of ['', '?language=fr-be&editions=all', '?language=nl-be']) {
        const res = await call(`/alerts/stats/${query}`, nlEditor);
        expect(res.status, res.text).toBe(200);
        expect(res.body.editions).toEqual(['nl-be']);
        expect(res.body.followers).toEqual({ stores: [expect.objectContaining({ store: ids.nlStore, followers: 1 })], categories: [], queries: [] });
        expect(res.body.totals).toEqual({ addresses: 1, confirmed_addresses: 1, alerts: 1, active: 1, paused: 0 });
        expect(res.body.mails).toEqual({ sent_last_30_days: 1, digests_sent_last_30_days: 1, queued: 0 });
      }
    });
  });
});
