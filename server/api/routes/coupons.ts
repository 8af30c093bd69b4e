import { notFound } from '../core/errors';
import { newRouter } from '../core/router';
import { pathInt } from '../core/validation';
import { consumeAllowance, firstWithin } from '../core/address-limits';
import { couponUsage, useCoupon, USE_COUNTED_ONCE_SECONDS } from '../promotions/usage';
import { visitorOf } from '../visitors/visitor-id';
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
