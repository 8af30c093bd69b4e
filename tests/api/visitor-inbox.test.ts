import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions } from '@/lib/editions';
import { PEER_ADDRESS_HEADER } from '@/lib/security/client-address';
import { readEditablePromotion } from '@/server/api/promotions/editing';
import { readEditableStore } from '@/server/api/stores/editing';
import { auditLog, emailOutbox, formSubmissions, stores } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let auth: { authorization: string };
let shop: { id: number; name: string };
let visitors = 0;

beforeAll(async () => {
  api = await createTestApi();
  auth = (await editorWithToken(api, { editions: ['fr-be'] })).auth;
  [shop] = await api.db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.edition, 'fr-be')).orderBy(asc(stores.id)).limit(1);
});
afterAll(async () => api.handle.close());

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = auth) =>
  api.request(path, { method, body: body === undefined ? undefined : JSON.stringify(body), headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: `198.51.100.${++visitors}`, ...headers } });

async function submitted(path: string, body: Record<string, unknown>) {
  expect((await send('POST', path, body, {})).status).toBe(201);
  const [row] = await api.db.select().from(formSubmissions).orderBy(asc(formSubmissions.id)).limit(1).offset((await api.db.select().from(formSubmissions)).length - 1);
  return row;
}

const auditOf = (entityType: string, id: number) =>
  api.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))));

describe('the editors’ inbox of contact messages', () => {
  it('lists, reads, marks handled and deletes, each in the audit log', async () => {
    const message = await submitted('/pages/send_email/?language=fr-be', { name: 'Marc', email: 'marc@example.be', subject: 'Question', message: 'Vos codes sont-ils vérifiés ?', privacy: true });
    expect((await send('GET', '/inbox/?language=fr-be', undefined, {})).status).toBe(401);
    const list = await (await send('GET', '/inbox/?language=fr-be&status=new')).json();
    expect(list.results.map((r: { id: number }) => r.id)).toContain(message.id);
    expect(list.results[0]).toMatchObject({ kind: 'contact', name: 'Marc', subject: 'Question', status: 'new' });

    const read = await (await send('GET', `/inbox/${message.id}/?language=fr-be`)).json();
    expect(read.message).toBe('Vos codes sont-ils vérifiés ?');
    expect((await send('GET', `/inbox/${message.id}/?language=nl-be`)).status).toBe(403);

    const handled = await (await send('PATCH', `/inbox/${message.id}/?language=fr-be`, { status: 'handled' })).json();
    expect(handled).toMatchObject({ status: 'handled', handled_by: expect.stringContaining('@') });
    expect((await (await send('GET', '/inbox/?language=fr-be&status=new')).json()).count).toBe(0);
    expect((await send('PATCH', `/inbox/${message.id}/?language=fr-be`, { status: 'done' })).status).toBe(400);

    expect((await send('DELETE', `/inbox/${message.id}/?language=fr-be`)).status).toBe(204);
    expect((await send('GET', `/inbox/${message.id}/?language=fr-be`)).status).toBe(404);
    expect((await auditOf('contact_message', message.id)).map((a) => a.action)).toEqual(expect.arrayContaining(['handle', 'delete']));
  });
});

describe('the moderation queue', () => {
  it('approving a shared code makes a draft promotion prefilled from it; visitors do not see it', async () => {
    const shared = await submitted('/promotions/share_promotion/?language=fr-be', { store: shop.name, code: 'HIVER27', offer: '20 € sur un week-end à la mer', expires_at: '2099-02-28', email: 'ines@example.be' });
    const queue = await (await send('GET', '/moderation/?language=fr-be&kind=share_code&status=new')).json();
    expect(queue.results[0]).toMatchObject({ id: shared.id, code: 'HIVER27', store: shop.name, count: 1 });

    const res = await send('POST', `/moderation/${shared.id}/approve/?language=fr-be`);
    expect(res.status).toBe(200);
    const approved = await res.json();
    expect(approved).toMatchObject({ status: 'approved', draft: { entity: 'promotion' } });
    const draft = await readEditablePromotion(api.db, 'fr-be', approved.draft.id);
    expect(draft).toMatchObject({ status: 'draft', code: 'HIVER27', kind: 'code', title: '20 € sur un week-end à la mer', store: shop.id, is_verified: false });
    expect(draft!.expires_at).toBe('2099-02-28T22:59:59.000Z');
    expect((await api.get(`/promotions/${approved.draft.id}/?language=fr-be`)).status).toBe(404);
    expect(api.changes.length).toBeGreaterThan(0);

    expect((await send('POST', `/moderation/${shared.id}/approve/?language=fr-be`)).status).toBe(409);
    expect((await auditOf('share_code', shared.id)).map((a) => a.action)).toEqual(['approve']);
    const [thanks] = await api.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ines@example.be'));
    expect(thanks).toMatchObject({ purpose: 'shared_code_thanks', subject: `Merci pour votre code ${shop.name}` });
    expect((await auditOf('promotion', approved.draft.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('asks for the shop of a code whose shop the site does not know, and rejects', async () => {
    const shared = await submitted('/promotions/share_promotion/?language=fr-be', { store: 'Agence Inconnue', no_code: true, offer: 'Petit-déjeuner offert' });
    const missing = await send('POST', `/moderation/${shared.id}/approve/?language=fr-be`, {});
    expect(missing.status).toBe(400);
    expect(Object.keys(await missing.json())).toEqual(['store']);
    const approved = await (await send('POST', `/moderation/${shared.id}/approve/?language=fr-be`, { store: shop.id })).json();
    expect(await readEditablePromotion(api.db, 'fr-be', approved.draft.id)).toMatchObject({ kind: 'offer', code: null, store: shop.id, status: 'draft' });

    const other = await submitted('/promotions/share_promotion/?language=fr-be', { store: shop.name, code: 'FAUX', offer: 'Un code inventé' });
    expect(await (await send('POST', `/moderation/${other.id}/reject/?language=fr-be`)).json()).toMatchObject({ status: 'rejected' });
    expect((await send('POST', `/moderation/${other.id}/approve/?language=fr-be`)).status).toBe(409);
  });

  it('approving a suggested shop makes a draft shop', async () => {
    const suggested = await submitted('/stores/share/?language=fr-be', { store: 'Voyages Lambert', site: 'https://www.voyages-lambert.example/' });
    const approved = await (await send('POST', `/moderation/${suggested.id}/approve/?language=fr-be`)).json();
    expect(approved.draft.entity).toBe('store');
    expect(await readEditableStore(api.db, 'fr-be', approved.draft.id)).toMatchObject({ name: 'Voyages Lambert', status: 'draft' });
  });
});

describe('the captcha', () => {
  it('is checked with the provider when the edition has a key, and not otherwise', async () => {
    const verifier = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const params = new URLSearchParams(body);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: params.get('secret') === 'test-secret' && params.get('response') === 'human' }));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const captcha = editions['fr-be'].thirdParty.captcha;
    Object.assign(process.env, { CAPTCHA_SECRET_KEY: 'test-secret', CAPTCHA_VERIFY_URL: `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/verify` });
    captcha.key = 'site-key';
    try {
      const body = { store: 'Boutique Robot', site: 'https://robot.example' };
      const refused = await send('POST', '/stores/share/?language=fr-be', body, {});
      expect(refused.status).toBe(400);
      expect((await refused.json())['g-recaptcha-response'][0]).toMatch(/pas un robot/);
      expect((await send('POST', '/stores/share/?language=fr-be', { ...body, 'g-recaptcha-response': 'bot' }, {})).status).toBe(400);
      expect((await send('POST', '/stores/share/?language=fr-be', { ...body, 'g-recaptcha-response': 'human' }, {})).status).toBe(201);
      // Another edition without a key takes the form without it.
      expect((await send('POST', '/stores/share/?language=nl-be', body, {})).status).toBe(201);
    } finally {
      captcha.key = '';
      delete process.env.CAPTCHA_SECRET_KEY;
      delete process.env.CAPTCHA_VERIFY_URL;
      await new Promise<void>((resolve) => verifier.close(() => resolve()));
    }
  });
});
