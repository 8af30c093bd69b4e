import { SLUG_MAX, SLUG_PATTERN } from '@/lib/slug';
import { z } from './zod';

/**
 * The field types of the editors' write bodies, with their messages: the API answers them field by field, and
 * the editor screens show the same ones beside their fields.
 */

export const requiredText = (max: number) =>
  z
    .string({ error: 'This field is required.' })
    .trim()
    .min(1, { error: 'This field may not be blank.' })
    .max(max, { error: `Ensure this field has no more than ${max} characters.` });

export const optionalText = (max: number) =>
  z.string({ error: 'Not a valid string.' }).trim().max(max, { error: `Ensure this field has no more than ${max} characters.` });

/** An http(s) address: the shops' and partners' sites. */
export const httpUrl = (max = 2000) =>
  z
    .string({ error: 'This field is required.' })
    .trim()
    .max(max, { error: `Ensure this field has no more than ${max} characters.` })
    .pipe(z.url({ protocol: /^https?$/, error: 'Enter a valid URL starting with http:// or https://.' }));

/** A picture: a path on the site (`/media/…`, `/images/…`) or an https address. */
export const picture = () =>
  z
    .string({ error: 'Not a valid string.' })
    .trim()
    .max(500, { error: 'Ensure this field has no more than 500 characters.' })
    .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, { error: 'Enter a path on the site (starting with /) or an https:// address.' });

/** An instant with its time zone (`2026-12-01T09:00:00+01:00` or `…Z`). */
export const instant = () =>
  z
    .string({ error: 'Enter a date and time.' })
    .pipe(z.iso.datetime({ offset: true, error: 'Enter a date and time with its time zone, e.g. 2026-12-01T09:00:00+01:00.' }))
    .transform((value) => new Date(value));

/** Another object of the API named by its id (`store: 5`). */
export const idRef = () => z.number({ error: 'A valid integer is required.' }).int({ error: 'A valid integer is required.' }).positive({ error: 'A valid integer is required.' }).max(999_999_999, { error: 'A valid integer is required.' });

export const idList = (max: number) => z.array(idRef(), { error: 'Expected a list of ids.' }).max(max, { error: `Ensure this field has no more than ${max} elements.` });

export const flag = () => z.boolean({ error: 'Must be a valid boolean.' });

/** An address segment an editor chooses (`example` shows one in the message). */
export const slugField = (example: string) =>
  z
    .string({ error: 'Not a valid string.' })
    .trim()
    .max(SLUG_MAX, { error: `Ensure this field has no more than ${SLUG_MAX} characters.` })
    .regex(SLUG_PATTERN, { error: `Enter a slug of lower-case letters, digits and hyphens, e.g. ${example}.` });
