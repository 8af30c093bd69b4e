import { breadcrumbsQuery } from '@/lib/schemas/slugs';
import { isSlug } from '@/lib/slug';
import { notFound } from '../core/errors';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';
import { breadcrumbChain, linkCrumbs } from '../resolution/breadcrumbs';

export const breadcrumbsRoutes = newRouter();

/** The chain root → entity `[{name, url, parent}]`, as one page of the list convention. */
breadcrumbsRoutes.get('/', async (c) => {
  const q = parseQuery(c, breadcrumbsQuery);
  const slug = q.slug.toLowerCase();
  const chain = isSlug(slug) ? await breadcrumbChain(c.get('db'), c.get('edition'), q.entity_type, slug) : undefined;
  if (!chain) throw notFound('noSuchEntity');
  const results = linkCrumbs(chain);
  return c.json({ count: results.length, next: null, previous: null, results });
});
