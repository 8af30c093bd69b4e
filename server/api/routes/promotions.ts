import type { Context } from 'hono';
import { and, eq, type SQL } from 'drizzle-orm';
import { refOf } from '@/lib/schemas/params';
import {
  latestByStoreQuery,
  promotionBlockQuery,
  promotionListQuery,
  promotionSearchQuery,
  promotionsListQuery,
  SEARCH_PAGE_SIZE,
  storeSearchQuery,
  suggestionsQuery,
  typedListQuery,
} from '@/lib/schemas/promotions';
import { coupons, promotions, stores } from '@/server/db/schema';
import type { ApiEnv } from '../core/env';
import { notFound } from '../core/errors';
import { newRouter } from '../core/router';
import { parseQuery, pathInt } from '../core/validation';
import { pathRef } from '../shared/refs';
import { cardColumns, isActive, isExpired, isPublicPromotion, selectPromotionCards, serializePromotion } from '../shared/promotions';
import { serializeStoreCard } from '../shared/stores';
import { activeOrder, expiredOrder, newestOrder, promotionCardsInOrder, promotionCardsPage, type Order } from '../promotions/list';
import { categoryTreeOrBadChoice, categoryTreeOrNotFound } from '../promotions/scopes';
import { inCategories, listedInCategories } from '../categories/tree';
import { relatedOffers } from '../promotions/related';
import { offsetOf, pageOf } from '../core/pagination';
import { kindSearches, promotionMatches, promotionOfStoreNamed, promotionSearchOrder } from '../search/kinds';
import { chooseMatcher } from '../search/site-search';
import { allOf, typeCondition } from '../promotions/conditions';
import { consumeAllowance, firstWithin } from '../core/address-limits';
import { offerUsage, useOffer, USE_COUNTED_ONCE_SECONDS } from '../promotions/usage';
import { visitorOf } from '../visitors/visitor-id';
import { findStoreId, storeIdOrBadChoice, storeIdOrNotFound } from '../stores/find';
import { storeCountersChanged } from '../stores/counters-changed';

export const promotionsRoutes = newRouter();

const ofEdition = (c: Context<ApiEnv>) => eq(promotions.edition, c.get('edition'));

type PageQuery = { page: number; size: number };

/** A page of the edition's promotions matching `conditions` (undefined ones are ignored). */
async function listPage(c: Context<ApiEnv>, q: PageQuery, orderBy: Order, ...conditions: (SQL | undefined)[]) {
  return c.json(await promotionCardsPage(c, { where: allOf(ofEdition(c), ...conditions), orderBy, page: q.page, size: q.size }));
}

/** A page of the edition's promotions listed in a category tree and matching `conditions`. */
async function categoryListPage(c: Context<ApiEnv>, q: PageQuery, orderBy: Order, tree: number[], ...conditions: (SQL | undefined)[]) {
  const where = allOf(ofEdition(c), inCategories(tree), ...conditions);
  const rowsWhere = allOf(ofEdition(c), listedInCategories(tree), ...conditions);
  return c.json(await promotionCardsPage(c, { where, rowsWhere, orderBy, page: q.page, size: q.size }));
}

promotionsRoutes.get('/', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const q = parseQuery(c, promotionsListQuery);
  const [storeId, categoryTree] = await Promise.all([
    q.store && storeIdOrBadChoice(db, edition, q.store, 'store'),
    q.category && categoryTreeOrBadChoice(db, edition, q.category, 'category'),
  ]);
  const conditions = [q.expired ? isExpired() : isActive(), storeId ? eq(promotions.storeId, storeId) : undefined, typeCondition(q.type)];
  const orderBy = q.expired ? expiredOrder : activeOrder;
  return categoryTree ? categoryListPage(c, q, orderBy, categoryTree, ...conditions) : listPage(c, q, orderBy, ...conditions);
});

promotionsRoutes.get('/search_by_name', async (c) => {
  const q = parseQuery(c, promotionSearchQuery);
  const { matcher } = await chooseMatcher(c.get('db'), c.get('edition'), q.name, ['promotions']);
  return listPage(c, q, promotionSearchOrder(matcher), promotionMatches(c.get('edition'), matcher));
});

/**
 * Active promotions of a store named by id or slug; when no store has that id or slug, `store` is read as a name
 * and the promotions of the shops the site search finds for it are listed (none: an empty list).
 */
promotionsRoutes.get('/search_by_store', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const q = parseQuery(c, storeSearchQuery);
  const ref = refOf(q.store);
  const storeId = ref ? await findStoreId(db, edition, ref) : undefined;
  if (storeId !== undefined) return listPage(c, q, activeOrder, isActive(), eq(promotions.storeId, storeId));
  const { matcher } = await chooseMatcher(db, edition, q.store, ['stores']);
  return listPage(c, q, activeOrder, isActive(), promotionOfStoreNamed(edition, matcher));
});

/** The header's suggestions: a few stores and promotions matching the text, as the site search ranks them. */
promotionsRoutes.get('/search_promotions_stores_by_name', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const { name } = parseQuery(c, suggestionsQuery);
  const { matcher, counts } = await chooseMatcher(db, edition, name, ['stores', 'promotions']);
  const [storeCards, promotionCards] = await Promise.all([
    counts.stores ? kindSearches.stores.page(db, edition, matcher, SEARCH_PAGE_SIZE, 0) : [],
    counts.promotions ? kindSearches.promotions.page(db, edition, matcher, SEARCH_PAGE_SIZE, 0) : [],
  ]);
  return c.json({ stores: storeCards, promotions: promotionCards });
});

promotionsRoutes.get('/slider_promotions', (c) =>
  listPage(c, parseQuery(c, promotionListQuery), activeOrder, isActive(), eq(promotions.inSlider, true)),
);

promotionsRoutes.get('/homepage', (c) =>
  listPage(c, parseQuery(c, promotionListQuery), activeOrder, isActive(), eq(promotions.onHomepage, true)),
);

promotionsRoutes.get('/deal_of_month', async (c) => {
  const [row] = await selectPromotionCards(c.get('db'))
    .where(and(ofEdition(c), isActive(), eq(promotions.isDealOfMonth, true)))
    .orderBy(...newestOrder)
    .limit(1);
  if (!row) throw notFound('noDealOfTheMonth');
  return c.json(serializePromotion(row));
});

/** A promotion card and its store's card: everything the code modal shows. Expired promotions too. */
promotionsRoutes.get('/:id', async (c) => {
  const id = pathInt(c);
  const [row] = await c
    .get('db')
    .select({ ...cardColumns, storeRating: stores.rating, storeVotes: stores.ratingCount, storeWebsiteUrl: stores.websiteUrl })
    .from(promotions)
    .innerJoin(stores, eq(stores.id, promotions.storeId))
    .leftJoin(coupons, eq(coupons.promotionId, promotions.id))
    .where(and(ofEdition(c), eq(promotions.id, id), isPublicPromotion()))
    .limit(1);
  if (!row) throw notFound();
  const store = serializeStoreCard({
    id: row.storeId,
    name: row.storeName,
    slug: row.storeSlug,
    icon: row.storeIcon,
    rating: row.storeRating,
    votes: row.storeVotes,
    websiteUrl: row.storeWebsiteUrl,
  });
  return c.json({ ...serializePromotion(row), store });
});

// In the `{id}` routes the query is validated before `{id}` is looked up: a malformed page is a 400 whatever the id.
promotionsRoutes.get('/:id/by_category', async (c) => {
  const q = parseQuery(c, typedListQuery);
  const tree = await categoryTreeOrNotFound(c.get('db'), c.get('edition'), pathRef(c));
  return categoryListPage(c, q, activeOrder, tree, isActive(), typeCondition(q.type));
});

/** Only a category shown on the homepage (on_homepage) has a homepage block; another one is a 404. */
promotionsRoutes.get('/:id/by_homepage_category', async (c) => {
  const q = parseQuery(c, promotionBlockQuery);
  const tree = await categoryTreeOrNotFound(c.get('db'), c.get('edition'), pathRef(c), { onHomepage: true });
  return categoryListPage(c, q, activeOrder, tree, isActive());
});

promotionsRoutes.get('/:id/latest_offers_by_category', async (c) => {
  const q = parseQuery(c, promotionBlockQuery);
  const tree = await categoryTreeOrNotFound(c.get('db'), c.get('edition'), pathRef(c));
  return categoryListPage(c, q, newestOrder, tree, isActive());
});

promotionsRoutes.get('/:id/by_store', async (c) => {
  const q = parseQuery(c, typedListQuery);
  const storeId = await storeIdOrNotFound(c.get('db'), c.get('edition'), pathRef(c));
  return listPage(c, q, activeOrder, isActive(), eq(promotions.storeId, storeId), typeCondition(q.type));
});

promotionsRoutes.get('/:id/related_offers', async (c) => {
  const q = parseQuery(c, promotionBlockQuery);
  const db = c.get('db');
  const edition = c.get('edition');
  const storeId = await storeIdOrNotFound(db, edition, pathRef(c));
  const { count, ids } = await relatedOffers(db, edition, storeId, offsetOf(q.page, q.size), q.size);
  return c.json(pageOf(c, { page: q.page, size: q.size, count, results: await promotionCardsInOrder(db, ids) }));
});

promotionsRoutes.get('/:id/expired_promotions_by_store', async (c) => {
  const q = parseQuery(c, promotionListQuery);
  const storeId = await storeIdOrNotFound(c.get('db'), c.get('edition'), pathRef(c));
  return listPage(c, q, expiredOrder, isExpired(), eq(promotions.storeId, storeId));
});

promotionsRoutes.get('/:id/latest_promotions_by_store', async (c) => {
  const q = parseQuery(c, latestByStoreQuery);
  const storeId = await storeIdOrNotFound(c.get('db'), c.get('edition'), pathRef(c));
  return listPage(c, q, newestOrder, isActive(), eq(promotions.storeId, storeId));
});

/** A GET (the code modal calls it on open); POST is accepted for clients that prefer it. */
promotionsRoutes.on(['GET', 'POST'], '/:id/use_offer', async (c) => {
  const id = pathInt(c);
  await consumeAllowance(c, 'use');
  // One visitor's uses of one offer count once an hour.
  const counts = await firstWithin(c, 'offer-use', `${id}:${await visitorOf(c)}`, USE_COUNTED_ONCE_SECONDS);
  const used = counts ? await useOffer(c.get('db'), c.get('edition'), id) : await offerUsage(c.get('db'), c.get('edition'), id);
  if (!used) throw notFound();
  storeCountersChanged(c, used.store);
  return c.json(used.answer);
});
