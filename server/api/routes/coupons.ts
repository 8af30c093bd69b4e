import { notFound } from '../core/errors';
import { newRouter } from '../core/router';
import { pathInt } from '../core/validation';
import { useCoupon } from '../promotions/usage';
import { storeCountersChanged } from '../stores/counters-changed';

export const couponsRoutes = newRouter();

/** A GET (the code modal calls it when the code is revealed); POST is accepted too. */
couponsRoutes.on(['GET', 'POST'], '/:id/use_coupon', async (c) => {
  const used = await useCoupon(c.get('db'), c.get('edition'), pathInt(c));
  if (!used) throw notFound();
  storeCountersChanged(c, used.store);
  return c.json(used.answer);
});
