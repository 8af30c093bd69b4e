import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let auth: { authorization: string };
let png: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  api = await createTestApi();
  auth = (await editorWithToken(api)).auth;
  png = new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#2e86de' } }).png().toBuffer());
});
afterAll(async () => api.handle.close());

const uploadIcon = async (name: string): Promise<{ id: number; url: string }> => {
  const body = new FormData();
  body.append('file', new File([png], name, { type: 'image/png' }));
  const res = await api.request('/media_storage/upload_icon/', { method: 'POST', body, headers: auth });
  expect(res.status).toBe(201);
  return res.json();
};

describe('the usage of a file, asked before deleting it', () => {
  it('answers no entity for a new file, then the shop that shows it, without deleting anything', async () => {
    const stored = await uploadIcon('logo-usage.png');
    const unused = await api.request(`/media_storage/${stored.id}/usage/`, { headers: auth });
    expect(unused.status).toBe(200);
    expect(await unused.json()).toEqual({ used_by: [] });

    const [store] = await api.db.select({ id: stores.id, edition: stores.edition }).from(stores).limit(1);
    await api.db.update(stores).set({ icon: stored.url }).where(eq(stores.id, store.id));
    const used = await api.request(`/media_storage/${stored.id}/usage/`, { headers: auth });
    expect(await used.json()).toEqual({ used_by: [{ entity: 'store', id: store.id, edition: store.edition }] });
    // A share picture chosen in the SEO panel is a use too, and the shop showing it twice is one use.
    await api.db.update(stores).set({ ogImage: stored.url }).where(eq(stores.id, store.id));
    expect(await (await api.request(`/media_storage/${stored.id}/usage/`, { headers: auth })).json()).toEqual({ used_by: [{ entity: 'store', id: store.id, edition: store.edition }] });
    expect((await api.request(stored.url)).status).toBe(200);
  });

  it('answers 401 without a token, 404 for an unknown file and 400 for an id that is not a number', async () => {
    const stored = await uploadIcon('logo-private.png');
    expect((await api.request(`/media_storage/${stored.id}/usage/`)).status).toBe(401);
    expect((await api.request('/media_storage/999999/usage/', { headers: auth })).status).toBe(404);
    expect((await api.request('/media_storage/abc/usage/', { headers: auth })).status).toBe(400);
  });
});
