import { KIND_PAGE_SIZE, PREVIEW_SIZE, siteSearchQuery } from '@/lib/schemas/search';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';
import { siteSearch } from '../search/site-search';

export const searchRoutes = newRouter();

/**
 * `GET /search/?name=…[&kind=stores|promotions|destinations|categories|posts][&page=N][&size=N]`: the site search
 * of the edition, every kind the search page shows (the promotion searches only look through promotions).
 */
searchRoutes.get('/', async (c) => {
  const q = parseQuery(c, siteSearchQuery);
  const size = q.size ?? (q.kind ? KIND_PAGE_SIZE : PREVIEW_SIZE);
  return c.json(await siteSearch(c.get('db'), c.get('edition'), q.name, { kind: q.kind, page: q.page, size }));
});
