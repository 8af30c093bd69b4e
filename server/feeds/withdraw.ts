import { inArray, sql } from 'drizzle-orm';
import type { ContentChange } from '@/lib/cache/tags';
import type { EditionId } from '@/lib/editions';
import { feedOffers, promotionCategories, promotions, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { storePromotionsChange } from './content-change';

/**
 * Withdraws promotions whose offer left their feed: each ends now (or keeps an earlier end), shows nowhere public,
 * and stays in the editors' lists with its source. Answers how many were withdrawn and what the cache must forget.
 */
export async function withdrawPromotions(db: Db, edition: EditionId, promotionIds: number[]): Promise<{ count: number; change: ContentChange | null }> {
  if (promotionIds.length === 0) return { count: 0, change: null };
  const rows = await db.transaction(async (tx) => {
    const done = await tx
      .update(promotions)
      .set({ withdrawnAt: sql`now()`, expiresAt: sql`least(coalesce(${promotions.expiresAt}, now()), now())`, updatedAt: sql`now()` })
      .where(sql`${inArray(promotions.id, promotionIds)} and ${promotions.withdrawnAt} is null`)
      .returning({ id: promotions.id, storeId: promotions.storeId, status: promotions.status });
    await tx.update(feedOffers).set({ state: 'withdrawn', updatedAt: sql`now()` }).where(inArray(feedOffers.promotionId, promotionIds));
    return done;
  });
  const visible = rows.filter((row) => row.status !== 'draft');
  const ids = visible.map((row) => row.id);
  // A withdrawn draft was shown nowhere: nothing cached changes.
  if (ids.length === 0) return { count: rows.length, change: null };
  const [shops, categories] = await Promise.all([
    db.select({ id: stores.id, slug: stores.slug }).from(stores).where(inArray(stores.id, [...new Set(visible.map((row) => row.storeId))])),
    db.select({ id: promotionCategories.categoryId }).from(promotionCategories).where(inArray(promotionCategories.promotionId, ids)),
  ]);
  return {
    count: rows.length,
    change: storePromotionsChange(
      edition,
      shops.map((shop) => [shop.id, shop.slug]),
      categories.map((row) => row.id),
    ),
  };
}
