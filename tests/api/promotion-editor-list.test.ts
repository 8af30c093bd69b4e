import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, stores } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let auth: { authorization: string };
let shop: { id: number; name: string };
const stamp = `zq${Date.now().toString(36)}`;

beforeAll(async () => {
  api = await createTestApi();
  auth = (await editorWithToken(api, { editions: ['fr-be'] })).auth;
  [shop] = await api.db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.edition, 'fr-be')).orderBy(stores.id).limit(1);
});
afterAll(async () => api.handle.close());

const create = async (body: Record<string, unknown>) => {
  const res = await api.request('/promotions/?language=fr-be', {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ link: 'https://example.be', kind: 'offer', store: shop.id, ...body }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
};
const list = async (query: string) => {
  const res = await api.request(`/promotions/editable/?language=fr-be&${query}`, { headers: auth });
  expect(res.status).toBe(200);
  return (await res.json()) as { count: number; results: { id: number; status: string; code: string | null; store: { name: string } }[] };
};

describe('GET /promotions/editable/', () => {
  it('is for the edition’s editors only', async () => {
    expect((await api.request('/promotions/editable/?language=fr-be')).status).toBe(401);
    expect((await api.request('/promotions/editable/?language=nl-be', { headers: auth })).status).toBe(403);
    expect((await api.request('/promotions/editable/?language=fr-be&status=gone', { headers: auth })).status).toBe(400);
  });

  it('finds drafts, scheduled and published promotions by title or code, each status apart, and the trash apart', async () => {
    const draft = await create({ title: `Brouillon ${stamp}`, status: 'draft' });
    const scheduled = await create({ title: `Programmé ${stamp}`, status: 'scheduled', publish_at: new Date(Date.now() + 86_400_000).toISOString() });
    const published = await create({ title: `Publié ${stamp}`, status: 'published', kind: 'code', code: `CODE${stamp.toUpperCase()}` });
    const trashed = await create({ title: `Corbeille ${stamp}`, status: 'published' });
    await api.request(`/promotions/${trashed.id}/?language=fr-be`, { method: 'DELETE', headers: auth });

    const all = await list(`q=${stamp}`);
    expect(all.results.map((r) => r.id).sort()).toEqual([draft.id, scheduled.id, published.id].sort());
    expect((await list(`q=${stamp}&status=draft`)).results.map((r) => r.id)).toEqual([draft.id]);
    expect((await list(`q=${stamp}&status=scheduled`)).results.map((r) => r.id)).toEqual([scheduled.id]);
    expect((await list(`q=${stamp}&status=published`)).results.map((r) => r.id)).toEqual([published.id]);
    expect((await list(`q=${stamp}&status=trash`)).results.map((r) => r.id)).toEqual([trashed.id]);
    expect((await list(`q=code${stamp}`)).results.map((r) => r.id)).toEqual([published.id]);
    expect((await list(`q=${stamp}&kind=code`)).results.map((r) => r.id)).toEqual([published.id]);
    expect((await list(`q=${encodeURIComponent(shop.name)}&size=1`)).count).toBeGreaterThan(3);
  });

  it('sorts by title and tells expired promotions apart', async () => {
    const past = await create({ title: `A expiré ${stamp}`, starts_at: '2020-01-01T00:00:00Z', expires_at: '2020-02-01T00:00:00Z', status: 'published' });
    expect((await list(`q=${stamp}&expired=true`)).results.map((r) => r.id)).toEqual([past.id]);
    expect((await list(`q=${stamp}&expired=false`)).results.map((r) => r.id)).not.toContain(past.id);
    const titles = (await list(`q=${stamp}&ordering=title`)).results.map((r) => r.id);
    expect(titles[0]).toBe(past.id);
  });

  it('lists the published promotions ending within the week, as the dashboard counts them', async () => {
    const soon = await create({ title: `Bientôt fini ${stamp}`, status: 'published', expires_at: new Date(Date.now() + 3 * 86_400_000).toISOString() });
    await create({ title: `Plus tard ${stamp}`, status: 'published', expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString() });
    expect((await list(`q=${stamp}&status=published&ending_soon=true`)).results.map((r) => r.id)).toEqual([soon.id]);
  });

  it('filters by category, its own promotions only', async () => {
    const [category] = await api.db.select({ id: categories.id }).from(categories).where(eq(categories.edition, 'fr-be')).orderBy(categories.id).limit(1);
    const inside = await create({ title: `Catégorie ${stamp}`, status: 'published', categories: [category.id] });
    const outside = await create({ title: `Hors catégorie ${stamp}`, status: 'published' });
    const ids = (await list(`q=${stamp}&category=${category.id}`)).results.map((r) => r.id);
    expect(ids).toContain(inside.id);
    expect(ids).not.toContain(outside.id);
  });

  it('gives every matching id for “select all matching”', async () => {
    const res = await api.request(`/promotions/editable/ids/?language=fr-be&q=${stamp}`, { headers: auth });
    const body = (await res.json()) as { count: number; ids: number[]; capped: boolean };
    expect(body.count).toBe(body.ids.length);
    expect(body.ids.length).toBeGreaterThanOrEqual(4);
    expect(body.capped).toBe(false);
  });
});

describe('GET /stores/editable/', () => {
  it('finds the edition’s shops by name, drafts included, for editors only', async () => {
    expect((await api.request('/stores/editable/?language=fr-be')).status).toBe(401);
    const res = await api.request('/stores/?language=fr-be', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: `Atelier ${stamp}`, website_url: 'https://atelier.example', status: 'draft' }) });
    expect(res.status).toBe(201);
    const found = await api.request(`/stores/editable/?language=fr-be&q=${stamp}`, { headers: auth });
    const body = (await found.json()) as { count: number; results: { name: string; status: string }[] };
    expect(body.results).toEqual([expect.objectContaining({ name: `Atelier ${stamp}`, status: 'draft' })]);
    const published = await api.request(`/stores/editable/?language=fr-be&q=${stamp}&status=published`, { headers: auth });
    expect(((await published.json()) as { count: number }).count).toBe(0);
  });
});
