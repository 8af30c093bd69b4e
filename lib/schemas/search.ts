import { z } from './zod';
import { SEARCH_TEXT_MAX, searchKinds } from '@/lib/search/contract';
import { choiceParam, intParam, pageParams, textParam } from './params';

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
