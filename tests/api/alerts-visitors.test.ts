import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '@/lib/security/client-address';
import { alerts, alertSent, alertSubscribers, categories, emailOutbox, stores } from '@/server/db/schema';
import { jwtSecret } from '@/server/api/auth/jwt-secret';
import { ALLOWANCES } from '@/server/api/core/address-limits';
import { signAlertToken } from '@/server/alerts/alert-tokens';
import { createTestApi, type TestApi } from './harness';

type Edition = 'fr-be' | 'nl-be' | 'fr-fr';
type Item = { id: number; name: string; slug: string };

let api: TestApi;
let shops: Item[];
let nlShop: Item;
let category: Item;
let draftShop: number;

beforeAll(async () => {
  api = await createTestApi();
  const item = { id: stores.id, name: stores.name, slug: stores.slug };
  shops = await api.db.select(item).from(stores).where(and(eq(stores.edition, 'fr-be'), eq(stores.status, 'published'))).orderBy(asc(stores.id)).limit(3);
  [nlShop] = await api.db.select(item).from(stores).where(and(eq(stores.edition, 'nl-be'), eq(stores.status, 'published'))).orderBy(asc(stores.id)).limit(1);
  [category] = await api.db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories).where(eq(categories.edition, 'fr-be')).orderBy(asc(categories.id)).limit(1);
  [{ id: draftShop }] = await api.db
    .insert(stores)
    .values({ edition: 'fr-be', name: 'ZZ Brouillon', slug: 'zz-brouillon-alertes', websiteUrl: 'https://brouillon.example', status: 'draft' })
    .returning({ id: stores.id });
});
afterAll(async () => api.handle.close());

let visitors = 0;
/** A visitor of their own address each time: the per-address allowance is tested apart. */
const nextAddress = () => `10.20.${Math.floor(++visitors / 250)}.${(visitors % 250) + 1}`;

const follow = (body: Record<string, unknown>, language: Edition = 'fr-be', address = nextAddress()) =>
  api.request(`/alerts/subscribe/?language=${language}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: address } });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
const call = (method: string, path: string, body?: unknown) =>
  api.request(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) });

const mailsTo = (email: string) => api.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.id));
const subscriberRow = async (email: string, edition: Edition = 'fr-be') =>
  (await api.db.select().from(alertSubscribers).where(and(eq(alertSubscribers.edition, edition), eq(alertSubscribers.email, email))))[0];
const alertRows = async (email: string, edition: Edition = 'fr-be') => {
  const subscriber = await subscriberRow(email, edition);
  return subscriber ? api.db.select().from(alerts).where(eq(alerts.subscriberId, subscriber.id)).orderBy(asc(alerts.id)) : [];
};

/** The token of a link of the latest mail to `email`: `confirm` or `token` (manage) on the alerts page. */
async function linkToken(email: string, param: 'confirm' | 'token', path = '/mes-alertes') {
  const [mail] = await mailsTo(email);
  const match = mail.text.match(new RegExp(`${path}\\?${param}=([^\\s"'<>&]+)`));
  expect(match, `a ${param} link in the mail`).not.toBeNull();
  return decodeURIComponent(match![1]);
}

/** Follows, confirms with the link of its mail, and answers the manage token. */
async function confirmedAddress(email: string, body: Record<string, unknown>, language: Edition = 'fr-be') {
  expect((await follow({ email, ...body }, language)).status).toBe(202);
  const path = language === 'nl-be' ? '/mijn-meldingen' : '/mes-alertes';
  const res = await post(`/alerts/confirm/?language=${language}`, { token: await linkToken(email, 'confirm', path) });
  expect(res.status).toBe(200);
  return (await res.json()).manage_token as string;
}

describe('following without an account (double opt-in)', () => {
  it('answers new, pending and confirmed addresses alike; only a confirmed one gets a notice, never a second confirmation', async () => {
    const bodies: string[] = [];
    const answer = async (res: Response) => {
      expect(res.status).toBe(202);
      bodies.push(JSON.stringify(await res.json()));
    };

    await answer(await follow({ email: ' Lea@Example.be ', store: shops[0].id, frequency: 'daily', source: 'store' }));
    expect(await subscriberRow('lea@example.be')).toMatchObject({ status: 'pending', consentSource: 'store', confirmedAt: null });
    expect(await alertRows('lea@example.be')).toMatchObject([{ kind: 'store', storeId: shops[0].id, categoryId: null, query: null, frequency: 'daily', paused: false }]);
    const [first] = await mailsTo('lea@example.be');
    expect(first).toMatchObject({ purpose: 'alert_confirm', edition: 'fr-be', status: 'pending' });
    expect(first.text).toContain('https://vacances.be/mes-alertes?confirm=');
    expect(first.text).toContain('https://vacances.be/mes-alertes?token=');
    expect(first.html).toBeTruthy();
    expect(first.headers['List-Unsubscribe']).toMatch(/^<https:\/\/vacances\.be\/api\/alerts\/unsubscribe\/\?language=fr-be&token=/);
    expect(first.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Pending: the new alert joins, and a fresh confirmation goes.
    await answer(await follow({ email: 'lea@example.be', query: 'Ski', frequency: 'instant', source: 'search' }));
    expect(await alertRows('lea@example.be')).toHaveLength(2);
    expect((await mailsTo('lea@example.be')).map((m) => m.purpose)).toEqual(['alert_confirm', 'alert_confirm']);

    const confirmToken = await linkToken('lea@example.be', 'confirm');
    const confirmed = await post('/alerts/confirm/?language=fr-be', { token: confirmToken });
    expect(confirmed.status).toBe(200);
    const confirmedBody = await confirmed.json();
    expect(confirmedBody).toMatchObject({ status: 'confirmed' });
    expect(typeof confirmedBody.manage_token).toBe('string');
    expect(await subscriberRow('lea@example.be')).toMatchObject({ status: 'confirmed' });
    expect((await subscriberRow('lea@example.be')).confirmedAt).toBeInstanceOf(Date);
    // Following the link again changes nothing.
    expect((await post('/alerts/confirm/?language=fr-be', { token: confirmToken })).status).toBe(200);

    // Confirmed: the alert joins and a notice tells the address, with no confirmation link.
    await answer(await follow({ email: 'lea@example.be', category: category.id, frequency: 'daily', source: 'category' }));
    expect(await alertRows('lea@example.be')).toHaveLength(3);
    const mails = await mailsTo('lea@example.be');
    expect(mails.map((m) => m.purpose)).toEqual(['alert_notice', 'alert_confirm', 'alert_confirm']);
    expect(mails[0].text).not.toContain('confirm=');
    expect(mails[0].text).toContain('https://vacances.be/mes-alertes?token=');
    expect(mails[0].headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Already following it: nothing changes, and nothing is mailed.
    await answer(await follow({ email: 'lea@example.be', category: category.id, frequency: 'instant', source: 'category' }));
    expect(await alertRows('lea@example.be')).toHaveLength(3);
    expect(await mailsTo('lea@example.be')).toHaveLength(3);

    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]).detail).toMatch(/48 heures/);
  });

  it('mails an unconfirmed address nothing but its confirmations, however much it follows', async () => {
    await follow({ email: 'tom@example.be', store: shops[0].id, source: 'store' });
    await follow({ email: 'tom@example.be', store: shops[1].id, source: 'store' });
    await follow({ email: 'tom@example.be', query: 'croisière', source: 'search' });
    expect(await alertRows('tom@example.be')).toHaveLength(3);
    expect((await subscriberRow('tom@example.be')).status).toBe('pending');
    const rows = await mailsTo('tom@example.be');
    expect(rows).toHaveLength(3);
    expect(rows.every((mail) => mail.purpose === 'alert_confirm')).toBe(true);
  });

  it('normalises the followed words, so the same search is one alert', async () => {
    await follow({ email: 'words@example.be', query: '  Ski   ALPES ', source: 'search' });
    await follow({ email: 'words@example.be', query: 'ski alpes' });
    expect(await alertRows('words@example.be')).toMatchObject([{ kind: 'query', query: 'ski alpes', storeId: null, categoryId: null }]);
    expect((await subscriberRow('words@example.be')).consentSource).toBe('search');
  });

  it('takes a plain form post, as a page without JavaScript sends it, and answers it the same', async () => {
    const json = await (await follow({ email: 'json@example.be', store: shops[0].id })).json();
    const res = await api.request('/alerts/subscribe/?language=fr-be', {
      method: 'POST',
      body: new URLSearchParams({ email: 'form@example.be', store: String(shops[1].id), category: '', query: '', frequency: 'instant', source: 'store', website: '' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', [PEER_ADDRESS_HEADER]: nextAddress() },
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual(json);
    expect(await alertRows('form@example.be')).toMatchObject([{ kind: 'store', storeId: shops[1].id, frequency: 'instant' }]);
    expect((await mailsTo('form@example.be'))[0].purpose).toBe('alert_confirm');
  });
});

describe('the links of the mails', () => {
  it('refuse a confirmation after 48 hours (expired) and a forged or other kind of token (invalid), in the edition’s words', async () => {
    await follow({ email: 'late@example.be', store: shops[0].id });
    const row = await subscriberRow('late@example.be');
    const key = await jwtSecret(api.db);
    const old = await signAlertToken(key, 'alerts-confirm', { subscriber: row.id, email: row.email }, new Date(Date.now() - 49 * 3600 * 1000));
    const expired = await post('/alerts/confirm/?language=fr-be', { token: old });
    expect(expired.status).toBe(400);
    const expiredBody = await expired.json();
    expect(expiredBody.status).toBe('expired');
    expect(expiredBody.token[0]).toMatch(/48 heures/);

    const forgedKey = new TextEncoder().encode('not the site’s secret, but long enough for HS256');
    const forged = await signAlertToken(forgedKey, 'alerts-confirm', { subscriber: row.id, email: row.email });
    for (const token of [forged, await linkToken('late@example.be', 'token'), 'garbage']) {
      const res = await post('/alerts/confirm/?language=fr-be', { token });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.status).toBe('invalid');
      expect(body.token[0]).toMatch(/n’est pas valable/);
    }
    expect((await post('/alerts/confirm/?language=fr-be', {})).status).toBe(400);
    expect((await subscriberRow('late@example.be')).status).toBe('pending');

    await follow({ email: 'laat@example.be', store: nlShop.id }, 'nl-be');
    const nlRow = await subscriberRow('laat@example.be', 'nl-be');
    const nlOld = await signAlertToken(key, 'alerts-confirm', { subscriber: nlRow.id, email: nlRow.email }, new Date(Date.now() - 49 * 3600 * 1000));
    const nlExpired = await (await post('/alerts/confirm/?language=nl-be', { token: nlOld })).json();
    expect(nlExpired).toMatchObject({ status: 'expired' });
    expect(nlExpired.token[0]).toMatch(/48 uur/);
  });

  it('stop only the mail’s alert with one click (RFC 8058), from a mail provider’s page too, and answer 200 once gone', async () => {
    const manage = await confirmedAddress('click@example.be', { store: shops[0].id });
    expect((await follow({ email: 'click@example.be', store: shops[1].id })).status).toBe(202);
    const [notice] = await mailsTo('click@example.be');
    const url = new URL(notice.headers['List-Unsubscribe'].slice(1, -1));
    expect(url.pathname).toBe('/api/alerts/unsubscribe/');
    const oneClick = (headers: Record<string, string> = {}) =>
      api.request(`${url.pathname.replace(/^\/api/, '')}${url.search}`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });
    const res = await oneClick({ origin: 'https://mail.example', 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('unsubscribed');
    expect((await alertRows('click@example.be')).map((a) => a.storeId)).toEqual([shops[0].id]);
    expect((await oneClick()).status).toBe(200);
    expect(await alertRows('click@example.be')).toHaveLength(1);
    // The exemption is this address's alone: other writes from another site stay refused.
    expect((await post('/alerts/forget/?language=fr-be', { token: manage }, { origin: 'https://mail.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await subscriberRow('click@example.be')).toBeDefined();

    const forged = await api.request('/alerts/unsubscribe/?language=fr-be&token=forged', { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(forged.status).toBe(400);
    // A manage link is no one-click link.
    const wrongKind = await api.request(`/alerts/unsubscribe/?language=fr-be&token=${encodeURIComponent(manage)}`, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(wrongKind.status).toBe(400);
    expect(await alertRows('click@example.be')).toHaveLength(1);
  });
});

describe('"Mes alertes" through the manage link', () => {
  it('lists, pauses, changes the frequency, stops one, stops all, and forgets the address', async () => {
    const token = await confirmedAddress('manon@example.be', { store: shops[0].id, frequency: 'daily' });
    await follow({ email: 'manon@example.be', category: category.id });
    await follow({ email: 'manon@example.be', query: 'Week-end  Paris' });
    const q = `?language=fr-be&token=${encodeURIComponent(token)}`;

    const mine = await api.get(`/alerts/mine/${q}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ email: 'manon@example.be', status: 'confirmed' });
    expect(mine.body.alerts).toMatchObject([
      { kind: 'store', store: shops[0], category: null, query: null, frequency: 'daily', paused: false },
      { kind: 'category', store: null, category, query: null },
      { kind: 'query', store: null, category: null, query: 'week-end paris' },
    ]);
    expect(Number.isNaN(Date.parse(mine.body.alerts[0].created_at))).toBe(false);
    const [storeAlert, categoryAlert, queryAlert] = mine.body.alerts as { id: number }[];

    const paused = await call('PATCH', `/alerts/mine/${storeAlert.id}/${q}`, { paused: true });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ id: storeAlert.id, paused: true, frequency: 'daily', store: shops[0] });
    const instant = await call('PATCH', `/alerts/mine/${storeAlert.id}/${q}`, { frequency: 'instant' });
    expect(await instant.json()).toMatchObject({ paused: true, frequency: 'instant' });
    expect((await alertRows('manon@example.be'))[0]).toMatchObject({ paused: true, frequency: 'instant' });
    expect((await call('PATCH', `/alerts/mine/${storeAlert.id}/${q}`, { frequency: 'weekly' })).status).toBe(400);
    expect((await call('PATCH', `/alerts/mine/${storeAlert.id}/${q}`, {})).status).toBe(400);

    // Someone else's alert is not this address's to change or stop.
    const [otherAlert] = await alertRows('tom@example.be');
    expect((await call('PATCH', `/alerts/mine/${otherAlert.id}/${q}`, { paused: true })).status).toBe(404);
    expect((await call('DELETE', `/alerts/mine/${otherAlert.id}/${q}`)).status).toBe(404);
    expect((await alertRows('tom@example.be'))[0].paused).toBe(false);

    expect((await call('DELETE', `/alerts/mine/${categoryAlert.id}/${q}`)).status).toBe(204);
    expect((await alertRows('manon@example.be')).map((a) => a.id)).toEqual([storeAlert.id, queryAlert.id]);
    expect((await call('DELETE', `/alerts/mine/${categoryAlert.id}/${q}`)).status).toBe(404);

    expect((await call('DELETE', `/alerts/mine/${q}`)).status).toBe(204);
    expect(await alertRows('manon@example.be')).toHaveLength(0);
    expect((await subscriberRow('manon@example.be')).status).toBe('confirmed');
    expect((await api.get(`/alerts/mine/${q}`)).body.alerts).toEqual([]);

    // Forget: the address, its alerts and what it was sent all go; the link then names nobody.
    await follow({ email: 'manon@example.be', store: shops[1].id });
    const subscriber = await subscriberRow('manon@example.be');
    await api.db.insert(alertSent).values({ subscriberId: subscriber.id, promotionId: 1 });
    const forgotten = await post('/alerts/forget/?language=fr-be', { token });
    expect(forgotten.status).toBe(200);
    expect(await subscriberRow('manon@example.be')).toBeUndefined();
    expect(await api.db.select().from(alerts).where(eq(alerts.subscriberId, subscriber.id))).toHaveLength(0);
    expect(await api.db.select().from(alertSent).where(eq(alertSent.subscriberId, subscriber.id))).toHaveLength(0);
    // Its alerts' mails still waiting go too.
    expect(await mailsTo('manon@example.be')).toHaveLength(0);
    const gone = await api.get(`/alerts/mine/${q}`);
    expect(gone.status).toBe(404);
    expect(gone.body.status).toBe('gone');
  });

  it('refuses a missing or forged manage link, and never caches the answers', async () => {
    expect((await api.get('/alerts/mine/?language=fr-be')).status).toBe(400);
    const forged = await api.get('/alerts/mine/?language=fr-be&token=forged');
    expect(forged.status).toBe(400);
    expect(forged.body.status).toBe('invalid');
    const token = await linkToken('tom@example.be', 'token');
    const res = await api.request(`/alerts/mine/?language=fr-be&token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await res.json()).status).toBe('pending');
  });
});

describe('the editions kept apart', () => {
  it('one address is two subscribers on two editions, and a link of one does nothing on the other', async () => {
    const frToken = await confirmedAddress('both@example.be', { store: shops[0].id });
    expect((await follow({ email: 'both@example.be', store: nlShop.id }, 'nl-be')).status).toBe(202);
    expect((await subscriberRow('both@example.be', 'nl-be')).status).toBe('pending');
    expect(await alertRows('both@example.be', 'nl-be')).toMatchObject([{ storeId: nlShop.id }]);
    expect((await mailsTo('both@example.be'))[0]).toMatchObject({ edition: 'nl-be', purpose: 'alert_confirm' });
    expect((await mailsTo('both@example.be'))[0].text).toContain('https://vakanties.be/mijn-meldingen?confirm=');

    const q = `?language=nl-be&token=${encodeURIComponent(frToken)}`;
    expect((await api.get(`/alerts/mine/${q}`)).status).toBe(404);
    const [frAlert] = await alertRows('both@example.be');
    expect((await call('DELETE', `/alerts/mine/${frAlert.id}/${q}`)).status).toBe(404);
    expect((await call('DELETE', `/alerts/mine/${q}`)).status).toBe(404);
    expect((await post('/alerts/forget/?language=nl-be', { token: frToken })).status).toBe(404);

    // The fr-be confirmation and one-click links do nothing on nl-be either.
    await follow({ email: 'later@example.be', store: shops[0].id });
    expect((await post('/alerts/confirm/?language=nl-be', { token: await linkToken('later@example.be', 'confirm') })).status).toBe(400);
    expect((await subscriberRow('later@example.be')).status).toBe('pending');
    const oneClick = new URL((await mailsTo('later@example.be'))[0].headers['List-Unsubscribe'].slice(1, -1));
    const token = oneClick.searchParams.get('token')!;
    const elsewhere = await api.request(`/alerts/unsubscribe/?language=nl-be&token=${encodeURIComponent(token)}`, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(elsewhere.status).toBe(400);
    expect(await alertRows('later@example.be')).toHaveLength(1);
    expect(await alertRows('both@example.be')).toHaveLength(1);
    expect(await subscriberRow('both@example.be')).toBeDefined();
  });
});

describe('refusals', () => {
  it('answers each bad field in French and in Dutch', async () => {
    const refused = async (body: Record<string, unknown>, language: Edition = 'fr-be') => {
      const res = await follow({ email: 'field@example.be', ...body }, language);
      expect(res.status, JSON.stringify(body)).toBe(400);
      return res.json();
    };
    const both = await refused({ store: shops[0].id, query: 'ski' });
    expect(both.store[0]).toMatch(/une seule chose à la fois/);
    expect(both.query[0]).toMatch(/une seule chose à la fois/);
    expect((await refused({ store: 2_000_000_000 })).store).toEqual(['Cette boutique n’existe pas (ou plus) sur ce site.']);
    expect((await refused({ store: nlShop.id })).store[0]).toMatch(/n’existe pas/);
    expect((await refused({ store: draftShop })).store[0]).toMatch(/n’existe pas/);
    expect((await refused({ category: 2_000_000_000 })).category[0]).toMatch(/catégorie n’existe pas/);
    expect((await refused({ store: 'abc' })).store).toEqual(['Cette valeur n’est pas valable.']);
    expect((await refused({ query: '   ', source: 'search' })).query).toEqual(['Ce champ est obligatoire.']);
    expect((await refused({})).query[0]).toMatch(/Choisissez une boutique, une catégorie ou des mots/);
    expect((await refused({ query: 'x'.repeat(101) })).query).toEqual(['Écrivez au plus 100 caractères.']);
    expect((await refused({ query: 'ski', email: 'field@' })).email[0]).toMatch(/adresse e-mail valable/);
    expect((await refused({ query: 'ski', frequency: 'weekly' })).frequency).toEqual(['Cette valeur n’est pas valable.']);
    expect((await refused({ query: 'ski', source: 'popup' })).source).toEqual(['Cette valeur n’est pas valable.']);

    const nlBoth = await refused({ store: nlShop.id, query: 'ski' }, 'nl-be');
    expect(nlBoth.store[0]).toMatch(/Volg één ding tegelijk/);
    expect((await refused({ store: shops[0].id }, 'nl-be')).store).toEqual(['Deze webshop bestaat niet (meer) op deze site.']);
    expect((await refused({ query: ' ', source: 'search' }, 'nl-be')).query).toEqual(['Dit veld is verplicht.']);
    expect((await refused({ query: 'ski', email: 'nope' }, 'nl-be')).email[0]).toMatch(/geldig e-mailadres/);
    expect((await refused({ query: 'ski', frequency: 'weekly' }, 'nl-be')).frequency).toEqual(['Deze waarde is niet geldig.']);

    expect(await subscriberRow('field@example.be')).toBeUndefined();
    expect(await subscriberRow('field@example.be', 'nl-be')).toBeUndefined();
  });

  it('thanks a bot that filled the honeypot, and keeps nothing of it', async () => {
    const human = await (await follow({ email: 'human@example.be', store: shops[0].id })).json();
    const res = await follow({ email: 'bot@example.be', store: shops[0].id, website: 'http://spam.example' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual(human);
    expect(await subscriberRow('bot@example.be')).toBeUndefined();
    expect(await mailsTo('bot@example.be')).toHaveLength(0);
  });

  it('answers 429 with Retry-After past the address’s allowance, and keeps nothing more', async () => {
    const address = '203.0.113.50';
    for (let i = 0; i < ALLOWANCES.alert; i++) {
      expect((await follow({ email: `flood${i}@example.be`, query: `flot ${i}` }, 'fr-be', address)).status).toBe(202);
    }
    const refused = await follow({ email: 'flood-over@example.be', query: 'flot de trop' }, 'fr-be', address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).detail).toMatch(/Réessayez dans/);
    expect(await subscriberRow('flood-over@example.be')).toBeUndefined();
    // Another address is not held back by this one.
    expect((await follow({ email: 'flood-over@example.be', query: 'flot de trop' })).status).toBe(202);
  });
});
