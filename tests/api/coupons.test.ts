import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, promotions } from '@/server/db/schema';
import { siteToday } from '@/lib/time';
import { createTestApi, type TestApi } from './harness';
import { addCatalogueFixtures, keys, type CatalogueFixtures } from './catalogue-fixtures';
import { refusalsIn } from './refusal-words';

let api: TestApi;
let fx: CatalogueFixtures;

beforeAll(async () => {
  api = await createTestApi();
  fx = await addCatalogueFixtures(api.db);
});
afterAll(async () => api.handle.close());

async function read(couponId: number) {
  const [row] = await api.db
    .select({ coupon: coupons, promotion: promotions })
    .from(coupons)
    .innerJoin(promotions, eq(promotions.id, coupons.promotionId))
    .where(eq(coupons.id, couponId));
  return row;
}

describe('/coupons/{id}/use_coupon/', () => {
  it('counts one use of the coupon and of its promotion, and answers the new figures', async () => {
    const before = await read(fx.couponA1);
    expect(before.coupon.usedCount).toBe(3);
    expect(before.promotion.usedTodayDate).not.toBe(siteToday());
    const res = await api.get(`/coupons/${fx.couponA1}/use_coupon/`);
    expect(res.status).toBe(200);
    expect(keys(res.body)).toEqual(['code', 'id', 'promotion', 'time_of_using', 'used_count', 'used_today_count']);
    expect(res.body).toMatchObject({
      id: fx.couponA1,
      code: 'ZZETE20',
      promotion: fx.a1,
      used_count: before.promotion.usedCount + 1,
      // the last use was on another day: today starts again at 1
      used_today_count: 1,
    });
    expect(Math.abs(new Date(res.body.time_of_using).getTime() - Date.now())).toBeLessThan(60_000);

    const after = await read(fx.couponA1);
    expect(after.coupon.usedCount).toBe(before.coupon.usedCount + 1);
    expect(after.promotion.usedCount).toBe(before.promotion.usedCount + 1);
    expect(after.promotion.usedTodayCount).toBe(1);
    expect(after.promotion.usedTodayDate).toBe(siteToday());
    // both rows carry the same instant, the one answered
    expect(after.coupon.timeOfUsing?.toISOString()).toBe(res.body.time_of_using);
    expect(after.promotion.timeOfUsing?.toISOString()).toBe(res.body.time_of_using);
  });

  it('adds up on the same day, by GET or POST, without the trailing slash too', async () => {
    const before = await read(fx.couponA1);
    const post = await api.request(`/coupons/${fx.couponA1}/use_coupon`, { method: 'POST' });
    expect(post.status).toBe(200);
    expect(await post.json()).toMatchObject({ used_count: before.promotion.usedCount + 1, used_today_count: before.promotion.usedTodayCount + 1 });
    const get = await api.get(`/coupons/${fx.couponA1}/use_coupon`);
    expect(get.body.used_today_count).toBe(before.promotion.usedTodayCount + 2);
    const after = await read(fx.couponA1);
    expect(after.coupon.usedCount).toBe(before.coupon.usedCount + 2);
    expect(after.promotion.usedCount).toBe(before.promotion.usedCount + 2);
    // the promotion card shows the new figures
    const card = await api.get(`/promotions/${fx.a1}/`);
    expect(card.body).toMatchObject({ used_count: after.promotion.usedCount, used_today_count: after.promotion.usedTodayCount });
  });

  it('counts the coupon of an expired promotion', async () => {
    const before = await read(fx.couponA4);
    const res = await api.get(`/coupons/${fx.couponA4}/use_coupon/`);
    expect(res.body).toMatchObject({ id: fx.couponA4, code: 'ZZOLD', promotion: fx.a4, used_count: before.promotion.usedCount + 1 });
  });

  it('answers 404 for a coupon of another edition, and changes nothing', async () => {
    const before = await read(fx.couponN1);
    expect(await api.get(`/coupons/${fx.couponN1}/use_coupon/`)).toEqual({ status: 404, body: { detail: refusalsIn().notFound } });
    const after = await read(fx.couponN1);
    expect(after.coupon.usedCount).toBe(before.coupon.usedCount);
    expect(after.promotion.usedCount).toBe(before.promotion.usedCount);
    expect(after.coupon.timeOfUsing).toBeNull();
    const nl = await api.get(`/coupons/${fx.couponN1}/use_coupon/?language=nl-be`);
    expect(nl.body).toMatchObject({ id: fx.couponN1, code: 'ZZNL10', promotion: fx.n1, used_count: 1, used_today_count: 1 });
  });

  it('answers 404 for an unknown coupon and 400 for a non-numeric id', async () => {
    expect((await api.get('/coupons/999999999/use_coupon/')).status).toBe(404);
    const bad = await api.get('/coupons/ZZETE20/use_coupon/');
    expect(bad.status).toBe(400);
    expect(bad.body.id).toHaveLength(1);
    expect((await api.get('/coupons/-1/use_coupon/')).status).toBe(400);
  });
});
