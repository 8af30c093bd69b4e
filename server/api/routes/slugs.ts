import { slugQuery } from '@/lib/schemas/slugs';
import { isSlug } from '@/lib/slug';
import { notFound } from '../core/errors';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';
import { resolveSlug } from '../resolution/resolve-slug';

export const slugsRoutes = newRouter();

/** `{entity, id, slug}`: which kind of page a free slug (`/{slug}`) denotes in the edition. */
slugsRoutes.get('/', async (c) => {
  const { slug } = parseQuery(c, slugQuery);
  const value = slug.toLowerCase();
  // A malformed value cannot be anyone's slug: not found, like an unknown one.
  const found = isSlug(value) ? await resolveSlug(c.get('db'), c.get('edition'), value) : undefined;
  if (!found) throw notFound('noSuchSlug');
  return c.json(found);
});
