import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, formSubmissions, stores } from '@/server/db/schema';
import { SUBMISSIONS_PER_HOUR } from '@/server/api/visitor-forms/abuse-guard';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let shop: { id: number; name: string };

beforeAll(async () => {
  api = await createTestApi();
  [shop] = await api.db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.edition, 'fr-be')).orderBy(asc(stores.id)).limit(1);
});
afterAll(async () => api.handle.close());

const postJson = (path: string, body: unknown) => api.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const postForm = (path: string, fields: Record<string, string>) =>
  api.request(path, { method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

const contact = { name: 'Claire Dubois', email: 'claire@example.be', subject: 'Un code expiré', message: 'Le code ETE2027 ne fonctionne plus chez ce voyagiste.', privacy: true };

describe('POST /pages/send_email/', () => {
  it('stores the message and queues its mail to the edition’s address before thanking the visitor', async () => {
    const res = await postJson('/pages/send_email/?language=fr-be', contact);
    expect(res.status).toBe(201);
    expect((await res.json()).detail).toMatch(/enregistré/);
    const [row] = await api.db.select().from(formSubmissions).where(and(eq(formSubmissions.kind, 'contact'), eq(formSubmissions.email, contact.email)));
    expect(row.payload).toMatchObject({ name: contact.name, subject: contact.subject, message: contact.message });
    expect(row.status).toBe('new');
    const [mail] = await api.db.select().from(emailOutbox).where(and(eq(emailOutbox.purpose, 'contact'), eq(emailOutbox.replyTo, contact.email)));
    expect(mail).toMatchObject({ to: 'contact@vacances.be', status: 'pending', edition: 'fr-be' });
    expect(mail.subject).toContain(contact.subject);
    expect(mail.text).toContain(contact.message);
  });

  it('keeps the mail subject on one line, whatever the visitor typed', async () => {
    expect((await postJson('/pages/send_email/?language=fr-be', { ...contact, email: 'crlf@example.be', subject: 'Bonjour\r\nBcc: victim@example.com' })).status).toBe(201);
    const [mail] = await api.db.select().from(emailOutbox).where(eq(emailOutbox.replyTo, 'crlf@example.be'));
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain('Bonjour Bcc: victim@example.com');
  });

  it('takes a plain form post, as a browser without JavaScript sends it', async () => {
    const res = await postForm('/pages/send_email/?language=nl-be', { ...contact, email: 'jan@example.be', privacy: 'on', website: '' });
    expect(res.status).toBe(201);
    expect((await res.json()).detail).toMatch(/bewaard/);
    const [mail] = await api.db.select().from(emailOutbox).where(eq(emailOutbox.replyTo, 'jan@example.be'));
    expect(mail.to).toBe('contact@vakanties.be');
  });

  it('answers each bad field with its message in the edition’s language', async () => {
    const res = await postJson('/pages/send_email/?language=fr-be', { name: ' ', email: 'claire@', subject: 'x'.repeat(151), message: 'court', privacy: false });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.name).toEqual(['Ce champ est obligatoire.']);
    expect(body.email[0]).toMatch(/adresse e-mail valable/);
    expect(body.subject).toEqual(['Écrivez au plus 150 caractères.']);
    expect(body.message).toEqual(['Écrivez au moins 10 caractères.']);
    expect(body.privacy[0]).toMatch(/Cochez cette case/);
    const nl = await (await postJson('/pages/send_email/?language=nl-be', { ...contact, email: 'nope' })).json();
    expect(nl.email[0]).toMatch(/geldig e-mailadres/);
  });

  it('refuses what is not a form', async () => {
    expect((await api.request('/pages/send_email/?language=fr-be', { method: 'POST', body: 'hello', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await api.request('/pages/send_email/?language=fr-be', { method: 'POST', body: '[1]', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('thanks a bot that filled the honeypot, and stores nothing', async () => {
    const res = await postJson('/pages/send_email/?language=fr-be', { ...contact, email: 'bot@example.be', website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(await api.db.select().from(formSubmissions).where(eq(formSubmissions.email, 'bot@example.be'))).toHaveLength(0);
    expect(await api.db.select().from(emailOutbox).where(eq(emailOutbox.replyTo, 'bot@example.be'))).toHaveLength(0);
  });
});

describe('the per-address limit', () => {
  it('answers 429 with Retry-After past the allowance, and stores nothing more', async () => {
    const own = await createTestApi();
    try {
      const send = (i: number) =>
        own.request('/stores/share/?language=fr-be', { method: 'POST', body: JSON.stringify({ store: `Boutique ${i}`, site: `https://boutique-${i}.example` }), headers: { 'content-type': 'application/json' } });
      for (let i = 0; i < SUBMISSIONS_PER_HOUR.suggest_shop; i++) expect((await send(i)).status).toBe(201);
      const refused = await send(99);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()).detail).toMatch(/Réessayez dans \d+ minutes?/);
      const rows = await own.db.select().from(formSubmissions).where(eq(formSubmissions.kind, 'suggest_shop'));
      expect(rows).toHaveLength(SUBMISSIONS_PER_HOUR.suggest_shop);
    } finally {
      await own.handle.close();
    }
  });
});

describe('POST /promotions/share_promotion/', () => {
  const shared = () => ({ store: shop.name, code: 'NOEL2026', offer: '15 % sur les city-trips', expires_at: '2099-12-31', link: 'https://example.be/offre' });

  it('queues the code for moderation, under the shop its name matches', async () => {
    expect((await postForm('/promotions/share_promotion/?language=fr-be', shared())).status).toBe(201);
    const [row] = await api.db.select().from(formSubmissions).where(eq(formSubmissions.kind, 'share_code'));
    expect(row.payload).toMatchObject({ store: shop.name, store_id: shop.id, code: 'NOEL2026', offer: '15 % sur les city-trips', expires_at: '2099-12-31' });
    expect(row.count).toBe(1);
  });

  it('counts the same code for the same shop once, with a count', async () => {
    expect((await postJson('/promotions/share_promotion/?language=fr-be', { ...shared(), store: ` ${shop.name.toUpperCase()} `, code: 'noel2026' })).status).toBe(201);
    const rows = await api.db.select().from(formSubmissions).where(eq(formSubmissions.kind, 'share_code'));
    expect(rows).toHaveLength(1);
    expect(rows[0].count).toBe(2);
  });

  it('needs a code or "no code needed", and a date still to come', async () => {
    const res = await postJson('/promotions/share_promotion/?language=fr-be', { ...shared(), code: '', expires_at: '2001-01-01' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code[0]).toMatch(/Pas besoin de code/);
    expect(body.expires_at[0]).toMatch(/déjà passée/);
    const both = await (await postJson('/promotions/share_promotion/?language=nl-be', { ...shared(), no_code: true })).json();
    expect(both.code[0]).toMatch(/Geen code nodig/);
    expect((await postJson('/promotions/share_promotion/?language=fr-be', { ...shared(), code: '', no_code: true, store: 'Nouvelle boutique' })).status).toBe(201);
  });
});

describe('POST /stores/share/', () => {
  it('queues the suggested shop, once per site', async () => {
    for (const site of ['https://www.voyages-lambert.example/', 'https://voyages-lambert.example/promos']) {
      expect((await postJson('/stores/share/?language=fr-be', { store: 'Voyages Lambert', site })).status).toBe(201);
    }
    const rows = await api.db.select().from(formSubmissions).where(eq(formSubmissions.kind, 'suggest_shop'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 2, payload: { store: 'Voyages Lambert' } });
    const bad = await (await postJson('/stores/share/?language=fr-be', { store: 'X', site: 'javascript:alert(1)' })).json();
    expect(bad.site[0]).toMatch(/https:\/\//);
  });
});
