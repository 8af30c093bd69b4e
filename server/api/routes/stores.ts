import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ratingBody, storesListQuery, topStoresQuery } from '@/lib/schemas/stores';
import { stores } from '@/server/db/schema';
import type { ApiEnv } from '../core/env';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { refusal } from '../core/errors';
import { parseQuery } from '../core/validation';
import { pathRef } from '../shared/refs';
import { serializeStoreCard, storeCardColumns } from '../shared/stores';
import { storeCounts } from '../stores/counts';
import { storeCountersChanged } from '../stores/counters-changed';
import { storeIdOrNotFound, storeNameOrder, storeOrNotFound } from '../stores/find';
import { storePage } from '../stores/page';
import { castVote } from '../stores/rating';
import { limitVisitorBody, visitorBody } from '../core/visitor-body';
import { visitorOf } from '../visitors/visitor-id';
import { consumeAllowance, oncePerAddressADay } from '../core/address-limits';
import { hasRated } from '../visitors/standing-votes';
import { publicStoresOf } from '../shared/stores';
import { apiWords } from '../core/api-words';

export const storesRoutes = newRouter();

/** A page of store cards with their `coupon_counts` and `offer_counts` (one grouped query for the page). */
async function storeCardsPage(c: Context<ApiEnv>, where: SQL, orderBy: (SQL | PgColumn)[], q: { page: number; size: number }) {
  const db = c.get('db');
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(stores).where(where),
    db
      .select(storeCardColumns)
      .from(stores)
      .where(where)
      .orderBy(...orderBy)
      .limit(q.size)
      .offset(offsetOf(q.page, q.size)),
  ]);
  const counts = await storeCounts(db, c.get('edition'), rows.map((r) => r.id));
  const results = rows.map((row) => {
    const { coupon_counts, offer_counts } = counts.get(row.id)!;
    return { ...serializeStoreCard(row), coupon_counts, offer_counts };
  });
  return pageOf(c, { ...q, count: n, results });
}

storesRoutes.get('/', async (c) => {
  const q = parseQuery(c, storesListQuery);
  const where = and(publicStoresOf(c.get('edition')), q.in_menu === undefined ? undefined : eq(stores.inMenu, q.in_menu))!;
  return c.json(await storeCardsPage(c, where, storeNameOrder, q));
});

storesRoutes.get('/top', async (c) => {
  const q = parseQuery(c, topStoresQuery);
  const where = and(publicStoresOf(c.get('edition')), eq(stores.isTop, true))!;
  return c.json(await storeCardsPage(c, where, [stores.position, stores.id], q));
});

storesRoutes.get('/:id', async (c) => c.json(await storePage(c.get('db'), c.get('edition'), pathRef(c))));

storesRoutes.get('/:id/promotions_counts', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const storeId = await storeIdOrNotFound(db, edition, pathRef(c));
  const counts = await storeCounts(db, edition, [storeId]);
  return c.json(counts.get(storeId)!);
});

/**
 * A visitor's 1–5 star vote. Deliberately NOT behind the JWT that guards the other writes: visitors are
 * anonymous and rating is theirs to do. What holds it in check instead: one vote per visitor cookie
 * and store (unique in the database), the address's hourly allowance and its one new vote per shop a day (a fresh
 * cookie costs nothing, an address does), strict validation, a tiny body limit, and totals moved in SQL.
 */
storesRoutes.post(
  '/:id/update_rating',
  limitVisitorBody(),
  async (c) => {
    const db = c.get('db');
    const store = await storeOrNotFound(db, c.get('edition'), pathRef(c));
    const storeId = store.id;
    const body = await visitorBody(c, ratingBody);
    if (body.storeId !== undefined && body.storeId !== storeId) {
      throw refusal(400, { key: 'storeMismatch', field: 'storeId' });
    }
    await consumeAllowance(c, 'rating');
    const voter = await visitorOf(c);
    const cast = () => castVote(db, storeId, voter, body.rating);
    // A visitor who rated the shop already is told so (409), whatever their address did since; anyone else's vote is
    // a new one, and an address casts one new rating per shop a day. It counts only if cast: should the visitor's
    // own vote land meanwhile by another of their requests, they get their 409 and the address its vote back.
    const vote = (await hasRated(db, storeId, voter)) ? await cast() : await oncePerAddressADay(c, 'rating', storeId, cast, (outcome) => outcome.kind === 'voted');
    if (vote.kind === 'already') {
      return c.json({ detail: apiWords(c.get('edition'))('alreadyRated'), rating: vote.rating, votes: vote.votes, your_rating: vote.yourRating }, 409);
    }
    storeCountersChanged(c, store);
    return c.json({ id: storeId, rating: vote.rating, votes: vote.votes, your_rating: vote.yourRating });
  },
);
