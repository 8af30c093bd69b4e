import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, stores } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let auth: { authorization: string };
let store: { id: number; slug: string };
let otherStore: { id: number; slug: string };
let category: { id: number; slug: string };
let dutchStoreId: number;

beforeAll(async () => {
  api = await createTestApi();
  auth = (await editorWithToken(api, { editions: ['fr-be'] })).auth;
  const frStores = await api.db.select({ id: stores.id, slug: stores.slug }).from(stores).where(eq(stores.edition, 'fr-be')).orderBy(stores.id).limit(2);
  [store, otherStore] = frStores;
  [category] = await api.db.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.edition, 'fr-be')).orderBy(categories.id).limit(1);
  [{ id: dutchStoreId }] = await api.db.select({ id: stores.id }).from(stores).where(eq(stores.edition, 'nl-be')).limit(1);
});
afterAll(async () => api.handle.close());

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = auth) =>
  api.request(path, { method, body: body === undefined ? undefined : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

const valid = (patch: Record<string, unknown> = {}) => ({
  title: '-25 % sur les séjours en Crète',
  link: 'https://www.example-voyages.be/crete',
  kind: 'code',
  code: 'CRETE25',
  store: store.id,
  categories: [category.id],
  offer: '-25 %',
  status: 'published',
  ...patch,
});

async function create(patch: Record<string, unknown> = {}) {
  const res = await send('POST', '/promotions/?language=fr-be', valid(patch));
  expect(res.status).toBe(201);
  return res.json();
}

/** Whether visitors find the promotion: its own read, its shop's list, the site search. */
async function publiclyVisible(id: number, title: string) {
  const detail = await api.get(`/promotions/${id}/?language=fr-be`);
  const byStore = await api.get(`/promotions/${store.id}/by_store/?language=fr-be&size=100`);
  const search = await api.get(`/promotions/search_by_name/?language=fr-be&name=${encodeURIComponent(title)}`);
  const inList = byStore.body.results.some((p: { id: number }) => p.id === id);
  const inSearch = search.body.results.some((p: { id: number }) => p.id === id);
  expect(new Set([detail.status === 200, inList, inSearch]).size).toBe(1);
  return inList;
}

describe('promotion writes: who may', () => {
  it('answers 401 without a token on every write', async () => {
    for (const [method, path] of [
      ['POST', '/promotions/'],
      ['PUT', '/promotions/1/'],
      ['PATCH', '/promotions/1/'],
      ['DELETE', '/promotions/1/'],
      ['POST', '/promotions/bulk_destroy/'],
      ['POST', '/promotions/1/restore/'],
      ['GET', '/promotions/trash/'],
      ['GET', '/promotions/1/editable/'],
    ]) {
      expect((await send(method, path, method === 'GET' ? undefined : valid(), {})).status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 403 to an account limited to another edition, and stores nothing', async () => {
    const dutch = await editorWithToken(api, { editions: ['nl-be'] });
    const res = await send('POST', '/promotions/?language=fr-be', valid({ title: 'Ne doit pas exister' }), dutch.auth);
    expect(res.status).toBe(403);
    const search = await api.get('/promotions/search_by_name/?language=fr-be&name=exister');
    expect(search.body.results.map((p: { title: string }) => p.title)).not.toContain('Ne doit pas exister');
  });
});

describe('promotion writes: what is refused', () => {
  it('answers 400 field by field: required fields, a bad link, an unknown field', async () => {
    const res = await send('POST', '/promotions/?language=fr-be', { link: 'javascript:alert(1)', colour: 'red' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['kind', 'link', 'non_field_errors', 'store', 'title']);
    expect(body.link).toEqual([expect.stringMatching(/https:\/\//)]);
    expect(body.non_field_errors[0]).toMatch(/colour/);
  });

  it('answers 400 when the fields disagree: a code promotion without code, an end before the start, a schedule without time', async () => {
    const res = await send(
      'POST',
      '/promotions/?language=fr-be',
      valid({ code: null, starts_at: '2027-01-10T00:00:00Z', expires_at: '2027-01-01T00:00:00Z', status: 'scheduled' }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(await res.json()).sort()).toEqual(['code', 'expires_at', 'publish_at']);
  });

  it('answers 400 for a shop of another edition and an unknown category', async () => {
    const res = await send('POST', '/promotions/?language=fr-be', valid({ store: dutchStoreId, categories: [category.id, 999_999] }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.store[0]).toMatch(String(dutchStoreId));
    expect(body.categories[0]).toMatch('999999');
  });

  it('answers 400 for a body that is not JSON and 404 for an unknown promotion', async () => {
    const res = await api.request('/promotions/?language=fr-be', { method: 'POST', body: 'title=x', headers: { ...auth, 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect((await send('PATCH', '/promotions/999999/?language=fr-be', { title: 'x' })).status).toBe(404);
  });
});

describe('promotion writes: their effect', () => {
  it('creates a published promotion that visitors see at once, tells the cache, and logs it', async () => {
    api.changes.length = 0;
    const created = await create({ title: 'Hôtels crétois : le code du printemps', description: '<p>Valable <script>alert(1)</script>en mai.</p>' });
    expect(created).toMatchObject({ status: 'published', code: 'CRETE25', store: store.id, categories: [category.id], coupon: { code: 'CRETE25' } });
    expect(created.description).toBe('<p>Valable en mai.</p>');
    expect(await publiclyVisible(created.id, 'printemps')).toBe(true);
    expect(api.changes).toEqual([
      {
        freshness: 'now',
        change: {
          edition: 'fr-be',
          families: ['promotions', 'stores'],
          entities: [
            { entity: 'store', id: store.id, slugs: [store.slug] },
            { entity: 'category', id: category.id, slugs: [category.slug] },
          ],
        },
      },
    ]);
    const [entry] = await api.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'promotion'), eq(auditLog.entityId, String(created.id))));
    expect(entry).toMatchObject({ action: 'create', edition: 'fr-be', before: null, after: { id: created.id, title: created.title } });
  });

  it('keeps a draft from visitors (its read, lists, search, slider, use) but shows it in an editor’s preview', async () => {
    const draft = await create({ title: 'Brouillon secret du Péloponnèse', status: 'draft', in_slider: true, kind: 'offer', code: null });
    expect(draft.status).toBe('draft');
    expect(await publiclyVisible(draft.id, 'Péloponnèse')).toBe(false);
    const slider = await api.get('/promotions/slider_promotions/?language=fr-be&size=100');
    expect(slider.body.results.map((p: { id: number }) => p.id)).not.toContain(draft.id);
    expect((await api.get(`/promotions/${draft.id}/use_offer/?language=fr-be`)).status).toBe(404);

    expect((await api.request(`/promotions/${draft.id}/?language=fr-be&preview=1`)).status).toBe(401);
    const preview = await api.request(`/promotions/${draft.id}/?language=fr-be&preview=1`, { headers: auth });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    const list = await api.request(`/promotions/slider_promotions/?language=fr-be&size=100&preview=1`, { headers: auth });
    expect((await list.json()).results.map((p: { id: number }) => p.id)).toContain(draft.id);
  });

  it('publishes a scheduled promotion at its time, with no editor action', async () => {
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const scheduled = await create({ title: 'Programmé pour Santorin', status: 'scheduled', publish_at: publishAt });
    expect(scheduled).toMatchObject({ status: 'scheduled', publish_at: publishAt });
    expect(await publiclyVisible(scheduled.id, 'Santorin')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(await publiclyVisible(scheduled.id, 'Santorin')).toBe(true);
    expect((await (await send('GET', `/promotions/${scheduled.id}/editable/?language=fr-be`)).json()).status).toBe('published');
  });

  it('PATCH changes only what it names; PUT replaces the whole promotion', async () => {
    const p = await create({ title: 'Rhodes en famille', is_exclusive: true, condition: 'Hors vacances scolaires.' });
    const patched = await (await send('PATCH', `/promotions/${p.id}/?language=fr-be`, { code: 'RHODES30', store: otherStore.id })).json();
    expect(patched).toMatchObject({ title: 'Rhodes en famille', is_exclusive: true, condition: 'Hors vacances scolaires.', code: 'RHODES30', store: otherStore.id });
    const put = await send('PUT', `/promotions/${p.id}/?language=fr-be`, { title: 'Rhodes, tout compris', link: 'https://rhodes.example/', kind: 'offer', store: store.id });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ title: 'Rhodes, tout compris', is_exclusive: false, condition: '', code: null, coupon: null, categories: [], status: 'draft' });
  });

  it('moves promotions to the trash and restores them; an unknown id changes nothing', async () => {
    const a = await create({ title: 'Corfou à la corbeille' });
    const b = await create({ title: 'Zante à la corbeille' });
    const refused = await send('POST', '/promotions/bulk_destroy/?language=fr-be', { promotions: [a.id, 999_999] });
    expect(refused.status).toBe(400);
    expect(await publiclyVisible(a.id, 'Corfou')).toBe(true);

    const res = await send('POST', '/promotions/bulk_destroy/?language=fr-be', { promotions: [a.id, b.id] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ trashed: [a.id, b.id], restorable_for_days: 30 });
    expect(await publiclyVisible(a.id, 'Corfou')).toBe(false);
    const trash = await (await send('GET', '/promotions/trash/?language=fr-be')).json();
    expect(trash.results.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await send('PATCH', `/promotions/${a.id}/?language=fr-be`, { title: 'x' })).status).toBe(404);

    const restored = await send('POST', `/promotions/${a.id}/restore/?language=fr-be`);
    expect(restored.status).toBe(200);
    expect((await restored.json()).deleted_at).toBeNull();
    expect(await publiclyVisible(a.id, 'Corfou')).toBe(true);
    expect((await send('POST', `/promotions/${a.id}/restore/?language=fr-be`)).status).toBe(404);
    const actions = await api.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'promotion'), eq(auditLog.entityId, String(a.id))))
      .orderBy(auditLog.id);
    expect(actions.map((row) => row.action)).toEqual(['create', 'trash', 'restore']);
  });
});
