import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '@/server/db/schema';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let shop: { id: number; ratingCount: number };

beforeAll(async () => {
  api = await createTestApi();
  [shop] = await api.db.select({ id: stores.id, ratingCount: stores.ratingCount }).from(stores).where(eq(stores.edition, 'fr-be')).orderBy(stores.id).limit(1);
});
afterAll(async () => api.handle.close());

const rate = (headers: Record<string, string>) =>
  api.request(`/stores/${shop.id}/update_rating/?language=fr-be`, { method: 'POST', body: JSON.stringify({ rating: 1 }), headers: { 'content-type': 'application/json', ...headers } });
const votes = async () => (await api.db.select({ n: stores.ratingCount }).from(stores).where(eq(stores.id, shop.id)))[0].n;

describe('writes from another site', () => {
  it('are refused with 403 and move nothing, whether the browser says so or its Origin does', async () => {
    const before = await votes();
    const refused: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, { origin: 'null' }];
    for (const headers of refused) {
      const res = await rate(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect((await api.request('/contact/?language=fr-be', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect(await votes()).toBe(before);
  });

  it('are let through from the site’s own pages, and reads from anywhere', async () => {
    expect((await rate({ 'sec-fetch-site': 'same-origin', origin: 'https://vacances.be' })).status).toBe(200);
    expect((await api.request('/stores/top/?language=fr-be', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
  });
});
