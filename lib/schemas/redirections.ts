import { rule } from '@/lib/forms/editor-issue-message';
import { pageParams, textParam } from './params';
import { z } from './zod';

/** Where no redirection may start: the API, Next's files, and the root (the home page is never moved). */
const RESERVED = /^\/(api|_next|media)(\/|$)/;

const SITE_PATH = /^\/(?!\/)[^\s?#]*$/;
const PATH_OR_ADDRESS = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s/]+[^\s]*)$/;

/** `POST /seo/redirections/`, `PUT /seo/redirections/{id}/`: from a path of the edition to a path or another site. */
export const redirectionBody = z.strictObject({
  old_path: z
    .string()
    .trim()
    .max(2000)
    .refine((path) => SITE_PATH.test(path), rule('sitePath'))
    .refine((path) => path !== '/' && !RESERVED.test(path), rule('pathReserved')),
  new_path: z
    .string()
    .trim()
    .max(2000)
    .refine((path) => PATH_OR_ADDRESS.test(path), rule('pathOrAddress')),
  status_code: z.literal([301, 302]).default(301),
});

export const redirectionListQuery = z.object(pageParams(50, 500));

/** `GET /seo/redirections/search/?q=`: redirections whose source or target contains the text. */
export const redirectionSearchQuery = z.object({ ...pageParams(50, 500), q: textParam({ max: 200, required: true }) });
