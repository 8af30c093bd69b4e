import { codeVoteBody } from '@/lib/schemas/code-votes';
import { notFound } from '../core/errors';
import { newRouter } from '../core/router';
import { pathInt } from '../core/validation';
import { consumeAllowance, firstWithin, oncePerAddressADay } from '../core/address-limits';
import { couponUsage, useCoupon, USE_COUNTED_ONCE_SECONDS } from '../promotions/usage';
import { castCodeVote } from '../promotions/code-votes';
import { limitVisitorBody, visitorBody } from '../core/visitor-body';
import { visitorOf } from '../visitors/visitor-id';
import { hasVotedOnCode } from '../visitors/standing-votes';
import { storeCountersChanged } from '../stores/counters-changed';

export const couponsRoutes = newRouter();

/** A GET (the code modal calls it when the code is revealed); POST is accepted too. */
couponsRoutes.on(['GET', 'POST'], '/:id/use_coupon', async (c) => {
  const id = pathInt(c);
  await consumeAllowance(c, 'use');
  // One visitor's uses of one code count once an hour; the code is revealed every time all the same.
  const counts = await firstWithin(c, 'coupon-use', `${id}:${await visitorOf(c)}`, USE_COUNTED_ONCE_SECONDS);
  const used = counts ? await useCoupon(c.get('db'), c.get('edition'), id) : await couponUsage(c.get('db'), c.get('edition'), id);
  if (!used) throw notFound();
  storeCountersChanged(c, used.store);
  return c.json(used.answer);
});

/**
 * A visitor's "it worked / it didn't work" about a code. Like ratings, it is the visitors' own to do, with no
 * editor token: one standing answer per signed visitor id and code, changeable, within the address's hourly
 * allowance and its one new answer per code a day.
 */
couponsRoutes.post('/:id/vote', limitVisitorBody(), async (c) => {
  const id = pathInt(c);
  const body = await visitorBody(c, codeVoteBody);
  await consumeAllowance(c, 'code_vote');
  const db = c.get('db');
  const voter = await visitorOf(c);
  const cast = () => castCodeVote(db, c.get('edition'), id, voter, body.vote);
  // A visitor's standing answer stays theirs to change; a new visitor's first answer is a new vote, and an address
  // casts one new vote per code a day (none counted when there is no such code).
  const vote = (await hasVotedOnCode(db, id, voter)) ? await cast() : await oncePerAddressADay(c, 'code_vote', id, cast, (outcome) => outcome !== undefined);
  if (!vote) throw notFound();
  if (vote.changed) storeCountersChanged(c, vote.store);
  return c.json(vote.answer);
});
