import { pageParams, textParam } from './params';
import { z } from './zod';

/** Where no redirection may start: the API, Next's files, and the root (the home page is never moved). */
const RESERVED = /^\/(api|_next|media)(\/|$)/;

/** `POST /seo/redirections/`, `PUT /seo/redirections/{id}/`: from a path of the edition to a path or another site. */
export const redirectionBody = z.strictObject({
  old_path: z
    .string({ error: 'This field is required.' })
    .trim()
    .max(2000, { error: 'Ensure this field has no more than 2000 characters.' })
    .regex(/^\/(?!\/)[^\s?#]*$/, { error: 'Enter a path of the site starting with /, without ? or #.' })
    .refine((path) => path !== '/' && !RESERVED.test(path), { error: 'The home page, /api, /_next and /media cannot be redirected.' }),
  new_path: z
    .string({ error: 'This field is required.' })
    .trim()
    .max(2000, { error: 'Ensure this field has no more than 2000 characters.' })
    .regex(/^(\/(?!\/)[^\s]*|https?:\/\/[^\s/]+[^\s]*)$/, { error: 'Enter a path of the site starting with /, or an http(s):// address.' }),
  status_code: z.union([z.literal(301), z.literal(302)], { error: 'Choose 301 (permanent) or 302 (temporary).' }).default(301),
});

export const redirectionListQuery = z.object(pageParams(50, 500));

/** `GET /seo/redirections/search/?q=`: redirections whose source or target contains the text. */
export const redirectionSearchQuery = z.object({ ...pageParams(50, 500), q: textParam({ max: 200, required: true }) });
