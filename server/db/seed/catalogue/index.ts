import * as schema from '../../schema';
import { bulkInsert } from '../bulk';
import type { SeedContext } from '../context';
import type { CatalogueSeed } from '../types';
import { buildCatalogue, catalogueSeed } from './build';

/** Stores, the category tree, promotions, their coupons and visitors' votes on them, for the three editions. */
export async function seedCatalogue(ctx: SeedContext): Promise<CatalogueSeed> {
  const catalogue = buildCatalogue(ctx);
  const parts = Object.values(catalogue);
  await bulkInsert(ctx.db, schema.stores, parts.flatMap((p) => p.stores.map((s) => s.row)));
  await bulkInsert(ctx.db, schema.categories, parts.flatMap((p) => p.categories.map((c) => c.row)));
  await bulkInsert(ctx.db, schema.categoryStores, parts.flatMap((p) => p.categoryStores));
  // Each promotion carries its code's rank as the coupons' triggers would copy it (one write instead of two).
  await bulkInsert(ctx.db, schema.promotions, parts.flatMap((p) => p.promotions.map((x) => ({ ...x.row, feedbackRank: x.coupon?.feedbackRank ?? null }))));
  await bulkInsert(ctx.db, schema.coupons, parts.flatMap((p) => p.promotions.flatMap((x) => (x.coupon ? [x.coupon] : []))));
  await bulkInsert(ctx.db, schema.promotionCategories, parts.flatMap((p) => p.promotionCategories));
  await bulkInsert(ctx.db, schema.codeVotes, parts.flatMap((p) => p.codeVotes));
  return catalogueSeed(catalogue);
}
