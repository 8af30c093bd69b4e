import { z } from 'zod';
import { choiceParam, intParam, pageParams, textParam } from './params';

/** Search texts are 1 to 100 characters, trimmed (the site search and the promotion searches alike). */
export const SEARCH_TEXT_MAX = 100;

/** What the site search finds, in the order its answer lists them. */
export const searchKinds = ['stores', 'promotions', 'destinations', 'categories', 'posts'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Results of one kind a page; without `kind`, the preview of each kind. */
export const KIND_PAGE_SIZE = 20;
export const PREVIEW_SIZE = 6;

/** The searched text. */
export const searchTextParam = () => textParam({ max: SEARCH_TEXT_MAX, required: true });

/** `GET /search/?name=…[&kind=…][&page=N][&size=N]`; without `size`, the kind's page or the preview. */
export const siteSearchQuery = z.object({
  name: searchTextParam(),
  kind: choiceParam(searchKinds).optional(),
  page: pageParams(KIND_PAGE_SIZE).page,
  size: intParam({ min: 1, max: 50 }).optional(),
});
