import { entityKinds } from '@/lib/routing';
import { notFound } from '../core/errors';
import { newRouter } from '../core/router';
import { choiceParam, parseQuery, textParam } from '../core/validation';
import { breadcrumbChain, linkCrumbs } from '../resolution/breadcrumbs';

export const breadcrumbsRoutes = newRouter();

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The chain root → entity `[{name, url, parent}]`, as one page of the list convention. */
breadcrumbsRoutes.get('/', async (c) => {
  const q = parseQuery(c, { slug: textParam({ max: 200, required: true }), entity_type: choiceParam(entityKinds) });
  const slug = q.slug.toLowerCase();
  const chain = SLUG.test(slug) ? await breadcrumbChain(c.get('db'), c.get('edition'), q.entity_type, slug) : undefined;
  if (!chain) throw notFound('No entity of this type has this slug.');
  const results = linkCrumbs(chain);
  return c.json({ count: results.length, next: null, previous: null, results });
});
