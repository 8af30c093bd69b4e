import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '@/lib/security/client-address';
import { stores } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let auth: { authorization: string };

beforeAll(async () => {
  api = await createTestApi();
  auth = (await editorWithToken(api, { editions: ['nl-be'] })).auth;
});
afterAll(async () => api.handle.close());

const dashboard = async () => (await api.request('/editor_dashboard/?language=nl-be', { headers: auth })).json();
let visitor = 0;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: `203.0.113.${++visitor}`, ...headers } });

describe('GET /editor_dashboard/', () => {
  it('is for the edition’s editors only', async () => {
    expect((await api.request('/editor_dashboard/?language=nl-be')).status).toBe(401);
    expect((await api.request('/editor_dashboard/?language=fr-be', { headers: auth })).status).toBe(403);
  });

  it('counts what waits: shared codes, suggested shops, unread messages, drafts, scheduled and expiring promotions', async () => {
    const before = await dashboard();
    expect(before).toMatchObject({ shared_codes_waiting: 0, suggested_shops_waiting: 0, unread_messages: 0 });
    await post('/promotions/share_promotion/?language=nl-be', { store: 'Nieuwe Winkel', code: 'ZOMER', offer: 'Tien procent korting' });
    await post('/stores/share/?language=nl-be', { store: 'Reizen Peeters', site: 'https://reizen-peeters.example' });
    await post('/pages/send_email/?language=nl-be', { name: 'Jan', email: 'jan@example.be', subject: 'Vraag', message: 'Een vraag over een code.', privacy: true });
    const [shop] = await api.db.select({ id: stores.id }).from(stores).where(and(eq(stores.edition, 'nl-be'))).orderBy(asc(stores.id)).limit(1);
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const write = (body: Record<string, unknown>) => post('/promotions/?language=nl-be', { title: 'Test', link: 'https://example.be', kind: 'offer', store: shop.id, ...body }, auth);
    expect((await write({ status: 'draft' })).status).toBe(201);
    expect((await write({ status: 'scheduled', publish_at: later })).status).toBe(201);
    expect((await write({ status: 'published', expires_at: soon })).status).toBe(201);
    const after = await dashboard();
    expect(after.shared_codes_waiting).toBe(1);
    expect(after.suggested_shops_waiting).toBe(1);
    expect(after.unread_messages).toBe(1);
    expect(after.drafts.promotions).toBe(before.drafts.promotions + 1);
    expect(after.scheduled.promotions).toBe(before.scheduled.promotions + 1);
    expect(after.promotions_expiring_soon).toBe(before.promotions_expiring_soon + 1);
  });
});
