import { and, asc, eq, ne } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { categories, categoryStores, promotions, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import type { EntityRef } from '@/lib/schemas/params';
import { PROMOTIONS_PAGE_SIZE } from '@/lib/list-sizes';
import { notFound } from '../core/errors';
import { refCondition } from '../shared/refs';
import { activeOrder, isActive, selectPromotionCards, serializePromotion } from '../shared/promotions';
import { serializeStoreCard, storeCardColumns } from '../shared/stores';
import { storeCounts } from './counts';
import { seoFields } from '../shared/seo';
import { publicStoresOf } from '../shared/stores';

/** The "top stores" block of a store page. */
const TOP_STORES_ON_PAGE = 10;

/** The other top stores by position, as cards. */
async function otherTopStoreCards(db: Db, edition: EditionId, exceptId: number) {
  const rows = await db
    .select(storeCardColumns)
    .from(stores)
    .where(and(publicStoresOf(edition), eq(stores.isTop, true), ne(stores.id, exceptId)))
    .orderBy(stores.position, stores.id)
    .limit(TOP_STORES_ON_PAGE);
  return rows.map(serializeStoreCard);
}

/** The store page: the store, its counts, categories, active promotions and other top stores. */
export async function storePage(db: Db, edition: EditionId, ref: EntityRef) {
  const [store] = await db
    .select()
    .from(stores)
    .where(and(publicStoresOf(edition), refCondition(stores, ref)))
    .limit(1);
  if (!store) throw notFound();
  const [counts, categoryRows, promotionRows, topStores] = await Promise.all([
    storeCounts(db, edition, [store.id]),
    db
      .selectDistinct({ id: categories.id, name: categories.name, slug: categories.slug, position: categories.position })
      .from(categoryStores)
      .innerJoin(categories, eq(categories.id, categoryStores.categoryId))
      .where(and(eq(categoryStores.storeId, store.id), eq(categories.edition, edition)))
      .orderBy(asc(categories.position), categories.name, categories.id),
    // The first page of its active deals, as `/promotions/{id}/by_store/` lists them: a shop with hundreds of codes
    // must not cost its page more than one with a few (the counts say how many there are, by_store pages the rest).
    selectPromotionCards(db)
      .where(and(eq(promotions.edition, edition), eq(promotions.storeId, store.id), isActive()))
      .orderBy(...activeOrder)
      .limit(PROMOTIONS_PAGE_SIZE),
    otherTopStoreCards(db, edition, store.id),
  ]);
  const { coupon_counts, offer_counts, expired_counts } = counts.get(store.id)!;
  const now = new Date();
  return {
    id: store.id,
    name: store.name,
    slug: store.slug,
    icon: store.icon,
    description: store.description,
    header_1: store.header1,
    website_url: store.websiteUrl,
    rating: Number(store.rating),
    votes: store.ratingCount,
    ...seoFields(store),
    coupon_counts,
    offer_counts,
    expired_counts,
    categories: categoryRows.map(({ id, name, slug }) => ({ id, name, slug })),
    promotions: promotionRows.map((row) => serializePromotion(row, now)),
    top_stores: topStores,
  };
}
