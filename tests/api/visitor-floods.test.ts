import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '@/lib/security/client-address';
import { ALLOWANCES } from '@/server/api/core/address-limits';
import { coupons, promotions, stores } from '@/server/db/schema';
import { createTestApi, type TestApi } from './harness';

/**
 * The floods measured against the site before it limited them: one client's 500 code uses, a shop's rating moved by
 * fresh cookies, all from one address. Each now moves the figures at most as far as the limits allow.
 */
let api: TestApi;
let coupon: { id: number; promotion: number };

beforeAll(async () => {
  api = await createTestApi();
  [coupon] = await api.db
    .select({ id: coupons.id, promotion: coupons.promotionId })
    .from(coupons)
    .innerJoin(promotions, eq(promotions.id, coupons.promotionId))
    .where(and(eq(promotions.edition, 'fr-be'), eq(promotions.status, 'published'), isNotNull(promotions.storeId)))
    .orderBy(coupons.id)
    .limit(1);
});
afterAll(async () => api.handle.close());

const usedCount = async () => (await api.db.select({ n: promotions.usedCount }).from(promotions).where(eq(promotions.id, coupon.promotion)))[0].n;
const cookieOf = (res: Response) => /visitor=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

describe('floods from one address', () => {
  it('one client’s 500 uses of a code count once: the code is revealed up to the address’s allowance, then 429', async () => {
    const before = await usedCount();
    const headers = { [PEER_ADDRESS_HEADER]: '198.51.100.7' };
    const first = await api.request(`/coupons/${coupon.id}/use_coupon/?language=fr-be`, { headers });
    const cookie = `visitor=${cookieOf(first)}`;
    const answers = [];
    for (let i = 0; i < 499; i++) answers.push(await api.request(`/coupons/${coupon.id}/use_coupon/?language=fr-be`, { headers: { ...headers, cookie } }));
    const statuses = [first, ...answers].map((res) => res.status);
    expect(statuses.slice(0, ALLOWANCES.use).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(ALLOWANCES.use).every((status) => status === 429)).toBe(true);
    expect(((await answers[ALLOWANCES.use - 2].json()) as { code: string }).code).toBeTruthy();
    expect(await usedCount()).toBe(before + 1);
  });

  it('fresh cookies from one address count up to its allowance, then 429 with Retry-After and nothing moves', async () => {
    const before = await usedCount();
    const statuses: number[] = [];
    let lastRefusal: Response | null = null;
    for (let i = 0; i < ALLOWANCES.use + 20; i++) {
      // Two addresses of one IPv6 /64 are one address.
      const res = await api.request(`/coupons/${coupon.id}/use_coupon/?language=fr-be`, { headers: { [PEER_ADDRESS_HEADER]: `2001:db8:7:7::${(i % 2) + 1}` } });
      statuses.push(res.status);
      if (res.status === 429) lastRefusal = res;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(ALLOWANCES.use);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(Number(lastRefusal!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await usedCount()).toBe(before + ALLOWANCES.use);
    // Another address is not held back by this one.
    expect((await api.request(`/coupons/${coupon.id}/use_coupon/?language=fr-be`, { headers: { [PEER_ADDRESS_HEADER]: '203.0.113.99' } })).status).toBe(200);
  });

  it('ratings from one address stop at its allowance, one shop after another', async () => {
    // A shop each: one address rates a shop once a day (address-daily-votes.test.ts); this is the hourly allowance.
    const shops = await api.db
      .insert(stores)
      .values(Array.from({ length: ALLOWANCES.rating + 10 }, (_, i) => ({ edition: 'fr-be' as const, name: `ZZ Flot ${i}`, slug: `zz-flot-${i}`, websiteUrl: 'https://flot.example' })))
      .returning({ id: stores.id });
    const statuses: number[] = [];
    for (const shop of shops) {
      const res = await api.request(`/stores/${shop.id}/update_rating/?language=fr-be`, {
        method: 'POST',
        body: JSON.stringify({ rating: 1 }),
        headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: '198.51.100.44' },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(ALLOWANCES.rating);
    expect(statuses.slice(ALLOWANCES.rating).every((s) => s === 429)).toBe(true);
    const counts = await api.db.select({ count: stores.ratingCount }).from(stores).where(inArray(stores.id, shops.map((shop) => shop.id)));
    expect(counts.reduce((sum, row) => sum + row.count, 0)).toBe(ALLOWANCES.rating);
  });

  it('ratings of one shop from fresh cookies at one address move it by one vote', async () => {
    const [shop] = await api.db.select({ id: stores.id, count: stores.ratingCount }).from(stores).where(eq(stores.edition, 'fr-be')).orderBy(stores.id).limit(1);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await api.request(`/stores/${shop.id}/update_rating/?language=fr-be`, {
        method: 'POST',
        body: JSON.stringify({ rating: 1 }),
        headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: '198.51.100.45' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, ...Array<number>(19).fill(429)]);
    const [after] = await api.db.select({ count: stores.ratingCount }).from(stores).where(eq(stores.id, shop.id));
    expect(after.count).toBe(shop.count + 1);
  });
});
