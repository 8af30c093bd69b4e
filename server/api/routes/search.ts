import { newRouter } from '../core/router';
import { pageParams } from '../core/pagination';
import { choiceParam, intParam, parseQuery, textParam } from '../core/validation';
import { searchKinds } from '../search/kinds';
import { siteSearch } from '../search/site-search';

export const searchRoutes = newRouter();

/** Spec §7: search texts are 1 to 100 characters (the promotion searches take the same). */
export const SEARCH_TEXT_MAX = 100;
/** Results of one kind a page; without `kind`, the preview of each kind. */
const KIND_PAGE_SIZE = 20;
const PREVIEW_SIZE = 6;

/**
 * `GET /search/?name=…[&kind=stores|promotions|destinations|categories|posts][&page=N][&size=N]`: the site search
 * of the edition. Not in spec §7, which only names the promotion searches; the search page of §2 needs the other
 * kinds too.
 */
searchRoutes.get('/', async (c) => {
  const q = parseQuery(c, {
    name: textParam({ max: SEARCH_TEXT_MAX, required: true }),
    kind: choiceParam(searchKinds).optional(),
    page: pageParams(KIND_PAGE_SIZE).page,
    size: intParam({ min: 1, max: 50 }).optional(),
  });
  const size = q.size ?? (q.kind ? KIND_PAGE_SIZE : PREVIEW_SIZE);
  return c.json(await siteSearch(c.get('db'), c.get('edition'), q.name, { kind: q.kind, page: q.page, size }));
});
