import { rule } from '@/lib/forms/editor-issue-message';
import { SLUG_MAX, SLUG_PATTERN } from '@/lib/slug';
import { z } from './zod';

/**
 * The field types of the editors' write bodies. They carry no words: `editorIssueMessage` says each refusal in the
 * edition's language, in the API's answer and beside the field on the editor screens alike.
 */

export const requiredText = (max: number) => z.string().trim().min(1).max(max);

export const optionalText = (max: number) => z.string().trim().max(max);

/** An http(s) address: the shops' and partners' sites. */
export const httpUrl = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .pipe(z.url({ protocol: /^https?$/ }));

const PICTURE = /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/;

/** A picture: a path on the site (`/media/…`, `/images/…`) or an https address. */
export const picture = () =>
  z
    .string()
    .trim()
    .max(500)
    .refine((value) => PICTURE.test(value), rule('picture'));

/** An instant with its time zone (`2026-12-01T09:00:00+01:00` or `…Z`). */
export const instant = () => z.iso.datetime({ offset: true }).transform((value) => new Date(value));

/** Ids are int4 in the database. */
const ID_MAX = 999_999_999;

/** Another object of the API named by its id (`store: 5`). */
export const idRef = () =>
  z
    .number()
    .int()
    .refine((id) => id >= 1 && id <= ID_MAX, rule('id'));

export const idList = (max: number) => z.array(idRef()).max(max);

export const flag = () => z.boolean();

/** A whole number an editor sets: a position in a list, a reading time. */
export const wholeNumber = (min: number, max: number) => z.number().int().min(min).max(max);

/** An address segment an editor chooses (`example` shows one in the message). */
export const slugField = (example: string) =>
  z
    .string()
    .trim()
    .max(SLUG_MAX)
    .refine((slug) => SLUG_PATTERN.test(slug), rule('slug', { example }));
