import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, promotions, stores } from '@/server/db/schema';
import { createTestApi, type TestApi } from './harness';

/**
 * Lists sort on each promotion's copy of its code's rank (so that an index can serve them in their order): the copy
 * follows the coupon whoever writes it, and a shop's lists stay in the order visitors' votes give.
 */
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => api.handle.close());

const rankOf = async (promotionId: number) =>
  (await api.db.select({ rank: promotions.feedbackRank }).from(promotions).where(eq(promotions.id, promotionId)))[0].rank;

describe("the promotion's copy of its code's rank", () => {
  it('holds the seeded ranks', async () => {
    const [row] = await api.db
      .select({ differing: sql<number>`count(*)::int` })
      .from(promotions)
      .leftJoin(coupons, eq(coupons.promotionId, promotions.id))
      .where(sql`${promotions.feedbackRank} is distinct from ${coupons.feedbackRank}`);
    expect(row.differing).toBe(0);
  });

  it('follows a change of the rank, a deleted coupon and a new one', async () => {
    const [coupon] = await api.db.select({ id: coupons.id, promotionId: coupons.promotionId }).from(coupons).where(isNotNull(coupons.feedbackRank)).limit(1);
    await api.db.update(coupons).set({ feedbackRank: 0.93 }).where(eq(coupons.id, coupon.id));
    expect(await rankOf(coupon.promotionId)).toBe(0.93);
    await api.db.delete(coupons).where(eq(coupons.id, coupon.id));
    expect(await rankOf(coupon.promotionId)).toBeNull();
    await api.db.insert(coupons).values({ promotionId: coupon.promotionId, code: 'RETOUR10', feedbackRank: 0.12 });
    expect(await rankOf(coupon.promotionId)).toBe(0.12);
    await api.db.update(coupons).set({ feedbackRank: null }).where(eq(coupons.promotionId, coupon.promotionId));
    expect(await rankOf(coupon.promotionId)).toBeNull();
  });

  it("orders a shop's deals by the votes: a code that works first, one that fails last", async () => {
    const [store] = await api.db.select({ id: stores.id, slug: stores.slug }).from(stores).where(eq(stores.edition, 'fr-be')).orderBy(stores.id).limit(1);
    const codes = await api.db
      .select({ id: coupons.id, promotionId: coupons.promotionId })
      .from(coupons)
      .innerJoin(promotions, eq(promotions.id, coupons.promotionId))
      .where(and(eq(promotions.storeId, store.id), sql`(${promotions.expiresAt} is null or ${promotions.expiresAt} > now() + interval '1 day')`))
      .orderBy(coupons.id)
      .limit(2);
    expect(codes).toHaveLength(2);
    await api.db.update(promotions).set({ position: 1 }).where(eq(promotions.storeId, store.id));
    const own = sql`${coupons.promotionId} in (select ${promotions.id} from ${promotions} where ${promotions.storeId} = ${store.id})`;
    await api.db.update(coupons).set({ feedbackRank: null }).where(own);
    await api.db.update(coupons).set({ feedbackRank: 0.99 }).where(eq(coupons.id, codes[0].id));
    await api.db.update(coupons).set({ feedbackRank: 0.01 }).where(eq(coupons.id, codes[1].id));
    const { body } = await api.get(`/promotions/${store.slug}/by_store/?size=100`);
    const ids = (body.results as { id: number }[]).map((p) => p.id);
    expect(ids[0]).toBe(codes[0].promotionId);
    expect(ids[ids.length - 1]).toBe(codes[1].promotionId);
  });
});
