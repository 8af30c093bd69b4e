import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeTags } from '@/lib/cache/tags';
import { PEER_ADDRESS_HEADER } from '@/lib/security/client-address';
import { createTestApi, type TestApi } from './harness';
import { addCatalogueFixtures, type CatalogueFixtures } from './catalogue-fixtures';

let api: TestApi;
let fx: CatalogueFixtures;

beforeAll(async () => {
  api = await createTestApi();
  fx = await addCatalogueFixtures(api.db);
});
afterAll(async () => api.handle.close());
beforeEach(() => {
  api.changes.length = 0;
});

const tagsTold = () => api.changes.map(({ change, freshness }) => ({ tags: changeTags(change).sort(), freshness }));
const storeATags = () => [`fr-be:store:${fx.storeA}`, 'fr-be:store:zz-evasion-soleil'].sort();

describe('what the writes invalidate', () => {
  it("a vote invalidates its shop's page, by id and by slug, as a counter", async () => {
    const res = await api.request(`/stores/${fx.storeA}/update_rating/`, { method: 'POST', headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: '198.51.100.61' }, body: '{"rating":4}' });
    expect(res.status).toBe(200);
    expect(tagsTold()).toEqual([{ tags: storeATags(), freshness: 'counter' }]);
  });

  it('a vote refused (already voted, bad input, unknown shop) invalidates nothing', async () => {
    const first = await api.request(`/stores/${fx.storeA}/update_rating/`, { method: 'POST', headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: '198.51.100.62' }, body: '{"rating":5}' });
    const voter = /visitor=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
    api.changes.length = 0;
    const again = await api.request(`/stores/${fx.storeA}/update_rating/`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: `visitor=${voter}` }, body: '{"rating":1}' });
    expect(again.status).toBe(409);
    const bad = await api.request(`/stores/${fx.storeA}/update_rating/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"rating":9}' });
    expect(bad.status).toBe(400);
    const unknown = await api.request('/stores/999999/update_rating/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"rating":3}' });
    expect(unknown.status).toBe(404);
    expect(api.changes).toEqual([]);
  });

  it("a coupon's use and an offer's use invalidate the shop of their promotion", async () => {
    expect((await api.get(`/coupons/${fx.couponA1}/use_coupon/`)).status).toBe(200);
    expect((await api.get(`/promotions/${fx.a2}/use_offer/`)).status).toBe(200);
    expect(tagsTold()).toEqual([
      { tags: storeATags(), freshness: 'counter' },
      { tags: storeATags(), freshness: 'counter' },
    ]);
  });

  it('a read or a use of nothing invalidates nothing', async () => {
    await api.get(`/stores/zz-evasion-soleil/`);
    await api.get('/coupons/999999999/use_coupon/');
    expect(api.changes).toEqual([]);
  });
});

describe("the API's paging links", () => {
  it("are built on the edition's configured origin, never on the request's Host or X-Forwarded-* headers", async () => {
    const res = await api.request('/stores/?language=nl-be&size=1&page=2', {
      headers: { host: 'evil.example:666', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' },
    });
    const body = (await res.json()) as { next: string | null; previous: string | null };
    expect(body.previous).toBe('https://vakanties.be/api/stores/?language=nl-be&size=1');
    expect(body.next).toBe('https://vakanties.be/api/stores/?language=nl-be&size=1&page=3');
  });
});

describe('POST /cache/invalidate/ (operators, after a change made outside the API)', () => {
  const token = 'op-'.padEnd(40, 'x');
  const post = (body: unknown, auth?: string, language = 'fr-be') =>
    api.request(`/cache/invalidate/?language=${language}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  afterEach(() => vi.unstubAllEnvs());

  it('does not exist without a configured token', async () => {
    vi.stubEnv('CACHE_INVALIDATION_TOKEN', '');
    expect((await post({ everything: true }, `Bearer ${token}`)).status).toBe(404);
    vi.stubEnv('CACHE_INVALIDATION_TOKEN', 'too-short');
    expect((await post({ everything: true }, 'Bearer too-short')).status).toBe(404);
    expect(api.changes).toEqual([]);
  });

  it('refuses a missing or wrong token', async () => {
    vi.stubEnv('CACHE_INVALIDATION_TOKEN', token);
    expect((await post({ everything: true })).status).toBe(401);
    const wrong = await post({ everything: true }, `Bearer ${token.slice(0, -1)}y`);
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
    expect(api.changes).toEqual([]);
  });

  it('answers 400 with per-field messages for a body naming nothing or naming it wrong', async () => {
    vi.stubEnv('CACHE_INVALIDATION_TOKEN', token);
    const empty = await post({}, `Bearer ${token}`);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ non_field_errors: ['Name the entities, the families or everything to invalidate.'] });
    const wrong = await post({ entities: [{ entity: 'shop', id: -1 }], families: ['everything'] }, `Bearer ${token}`);
    expect(wrong.status).toBe(400);
    expect(Object.keys((await wrong.json()) as object).sort()).toEqual(['entities', 'families']);
    expect((await post('{not json', `Bearer ${token}`)).status).toBe(400);
    expect(api.changes).toEqual([]);
  });

  it("invalidates what it names, for the edition of the call, at once", async () => {
    vi.stubEnv('CACHE_INVALIDATION_TOKEN', token);
    const res = await post({ entities: [{ entity: 'store', id: 5, slugs: ['zalando'] }], families: ['promotions'] }, `Bearer ${token}`, 'nl-be');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { tags: string[] }).tags.sort()).toEqual(['nl-be:promotions', 'nl-be:store:5', 'nl-be:store:zalando']);
    expect(api.changes).toEqual([{ change: { edition: 'nl-be', entities: [{ entity: 'store', id: 5, slugs: ['zalando'] }], families: ['promotions'] }, freshness: 'now' }]);
  });
});
