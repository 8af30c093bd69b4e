import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, locations } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let auth: { authorization: string };
let category: { id: number; slug: string };
let country: string;

beforeAll(async () => {
  api = await createTestApi();
  auth = (await editorWithToken(api, { editions: ['fr-be'] })).auth;
  [category] = await api.db.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.edition, 'fr-be')).orderBy(categories.id).limit(1);
  [{ slug: country }] = await api.db.select({ slug: locations.slug }).from(locations).where(eq(locations.edition, 'fr-be')).limit(1);
});
afterAll(async () => api.handle.close());

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = auth) =>
  api.request(path, { method, body: body === undefined ? undefined : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

async function create(patch: Record<string, unknown>) {
  const res = await send('POST', '/stores/?language=fr-be', { name: 'Horizon Bleu', website_url: 'https://www.horizon-bleu.example/', status: 'published', ...patch });
  expect(res.status).toBe(201);
  return res.json();
}

/** Whether visitors find the shop: its page, the shop list, the slug resolution, the search. */
async function visible(store: { slug: string; id: number; name: string }) {
  const page = await api.get(`/stores/${store.slug}/?language=fr-be`);
  const list = await api.get('/stores/?language=fr-be&size=100');
  const slug = await api.get(`/slugs/?slug=${store.slug}&language=fr-be`);
  const search = await api.get(`/search/?language=fr-be&name=${encodeURIComponent(store.name)}`);
  const inList = list.body.count > 0 && (list.body.results as { id: number }[]).some((s) => s.id === store.id);
  expect(page.status === 200).toBe(slug.status === 200);
  expect(JSON.stringify(search.body).includes(`"slug":"${store.slug}"`)).toBe(page.status === 200);
  return page.status === 200 && (inList || list.body.count >= 100);
}

describe('store writes', () => {
  it('answers 401 without a token and 403 on another edition', async () => {
    expect((await send('POST', '/stores/?language=fr-be', { name: 'x', website_url: 'https://x.example' }, {})).status).toBe(401);
    expect((await send('POST', '/stores/?language=nl-be', { name: 'x', website_url: 'https://x.example' })).status).toBe(403);
  });

  it('answers 400 field by field: required fields, a reserved or taken address, unknown categories', async () => {
    const res = await send('POST', '/stores/?language=fr-be', { website_url: 'ftp://x', categories: [999_999] });
    expect(res.status).toBe(400);
    expect(Object.keys(await res.json()).sort()).toEqual(['name', 'website_url']);
    const reserved = await send('POST', '/stores/?language=fr-be', { name: 'Blog', website_url: 'https://blog.example', slug: 'blog' });
    expect((await reserved.json()).slug[0]).toMatch(/adresse réservée du site/);
    const destination = await send('POST', '/stores/?language=fr-be', { name: 'Pays', website_url: 'https://pays.example', slug: country });
    expect((await destination.json()).slug[0]).toMatch(/déjà l’adresse d’une destination/);
    const refs = await send('POST', '/stores/?language=fr-be', { name: 'Réfs', website_url: 'https://refs.example', categories: [999_999] });
    expect(Object.keys(await refs.json())).toEqual(['categories']);
  });

  it('publishes a shop visitors find at once, with its slug from its name, told to the cache and logged', async () => {
    api.changes.length = 0;
    const store = await create({ name: 'Horizon Bleu Voyages', categories: [category.id], description: '<p>Séjours <script>x</script>balnéaires.</p>' });
    expect(store).toMatchObject({ slug: 'horizon-bleu-voyages', status: 'published', categories: [category.id], description: '<p>Séjours balnéaires.</p>' });
    expect(await visible(store)).toBe(true);
    expect(api.changes[0].change).toMatchObject({ edition: 'fr-be', entities: [{ entity: 'store', id: store.id, slugs: ['horizon-bleu-voyages'] }] });
    const [entry] = await api.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'store'), eq(auditLog.entityId, String(store.id))));
    expect(entry.action).toBe('create');
    const taken = await send('POST', '/stores/?language=fr-be', { name: 'Horizon Bleu Voyages', website_url: 'https://autre.example' });
    expect((await taken.json()).slug[0]).toMatch(/a déjà le slug « horizon-bleu-voyages »/);
  });

  it('keeps a draft shop and its promotions from visitors, and shows both in preview', async () => {
    const store = await create({ name: 'Atelier Secret', status: 'draft' });
    expect(await visible(store)).toBe(false);
    const promotion = await send('POST', '/promotions/?language=fr-be', { title: 'Code secret', link: 'https://secret.example', kind: 'offer', store: store.id, status: 'published' });
    expect(promotion.status).toBe(201);
    const { id } = await promotion.json();
    expect((await api.get(`/promotions/${id}/?language=fr-be`)).status).toBe(404);
    expect((await api.request(`/stores/${store.slug}/?language=fr-be&preview=1`, { headers: auth })).status).toBe(200);
    expect((await api.request(`/promotions/${id}/?language=fr-be&preview=1`, { headers: auth })).status).toBe(200);

    const published = await (await send('PATCH', `/stores/${store.id}/?language=fr-be`, { status: 'published' })).json();
    expect(published).toMatchObject({ status: 'published', slug: store.slug, name: 'Atelier Secret' });
    expect(await visible(store)).toBe(true);
    expect((await api.get(`/promotions/${id}/?language=fr-be`)).status).toBe(200);
  });

  it('publishes a scheduled shop at its time', async () => {
    const store = await create({ name: 'Programmé Évasion', status: 'scheduled', publish_at: new Date(Date.now() + 1200).toISOString() });
    expect(await visible(store)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1400));
    expect(await visible(store)).toBe(true);
  });

  it('PUT keeps the address unless given; PATCH changes only what it names', async () => {
    const store = await create({ name: 'Cap Soleil', is_top: true, categories: [category.id] });
    const put = await (await send('PUT', `/stores/${store.id}/?language=fr-be`, { name: 'Cap Soleil Vacances', website_url: 'https://cap.example/' })).json();
    expect(put).toMatchObject({ slug: 'cap-soleil', name: 'Cap Soleil Vacances', is_top: false, categories: [], status: 'draft' });
    const patched = await (await send('PATCH', `/stores/${store.id}/?language=fr-be`, { slug: 'cap-soleil-vacances', status: 'published' })).json();
    expect(patched).toMatchObject({ slug: 'cap-soleil-vacances', name: 'Cap Soleil Vacances', status: 'published' });
    expect((await api.get('/stores/cap-soleil/?language=fr-be')).status).toBe(404);
    expect((await api.get('/stores/cap-soleil-vacances/?language=fr-be')).status).toBe(200);
  });
});
