import { exitRefOf } from '@/lib/clicks/go-paths';
import { exitTargetOf } from '@/server/clicks/exit-targets';
import { recordExit } from '@/server/clicks/record-click';
import { notFound } from '../core/errors';
import { requestAddress } from '../core/request-address';
import { newRouter } from '../core/router';

/**
 * `/go/{promotion id}`, `/go/shop/{shop slug}`, `/go/offer/{holiday offer id}`: the way out to a merchant. Answers
 * 302 to the link stored for that item of the edition, with a click id in the network's sub-id, and counts the click;
 * no parameter of the request can choose the target. Never kept by a cache, never indexed, and the merchant learns
 * our origin only, not the page.
 */
export const goRoutes = newRouter();

export const EXIT_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'origin',
} as const;

goRoutes.on(['GET', 'HEAD'], '/*', async (c) => {
  const ref = exitRefOf(c.req.path.replace(/^\/api/, ''));
  if (!ref) throw notFound();
  const db = c.get('db');
  const edition = c.get('edition');
  const target = await exitTargetOf(db, edition, ref);
  if (!target) throw notFound();
  const location = await recordExit(db, edition, target, {
    method: c.req.method,
    userAgent: c.req.header('user-agent') ?? null,
    purpose: c.req.header('sec-purpose') ?? c.req.header('purpose') ?? c.req.header('x-moz') ?? null,
    address: requestAddress(c),
    referer: c.req.header('referer') ?? null,
  });
  return c.body(null, 302, { Location: location, ...EXIT_HEADERS });
});
