import { notFound } from '../core/errors';
import { newRouter } from '../core/router';
import { parseQuery, textParam } from '../core/validation';
import { resolveSlug } from '../resolution/resolve-slug';

export const slugsRoutes = newRouter();

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `{entity, id, slug}`: which kind of page a free slug (`/{slug}`) denotes in the edition. */
slugsRoutes.get('/', async (c) => {
  const { slug } = parseQuery(c, { slug: textParam({ max: 200, required: true }) });
  const value = slug.toLowerCase();
  // A malformed value cannot be anyone's slug: not found, like an unknown one.
  const found = SLUG.test(value) ? await resolveSlug(c.get('db'), c.get('edition'), value) : undefined;
  if (!found) throw notFound('No entity has this slug.');
  return c.json(found);
});
