/**
 * Builders of query parameters: what a value given in a URL (one string, or several for a repeated key) must
 * be, with DRF-style messages. Pure zod, for the API and the forms alike.
 */
import { z } from './zod';
import { FALSY_VALUES, splitList, TRUTHY_VALUES } from '@/lib/search-params';
import { isSlug } from '@/lib/slug';

/** The last value of a repeated key. */
const single = (message: string) =>
  z.union([z.string(), z.array(z.string())], { error: message }).transform((v) => (Array.isArray(v) ? v[v.length - 1] : v));

/** A whole number given in the query, within bounds. */
export function intParam(opts: { min?: number; max?: number } = {}) {
  const { min, max } = opts;
  return single('A whole number is required.').pipe(
    z
      .string()
      .trim()
      .regex(/^-?\d+$/, { error: 'A valid integer is required.' })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(min ?? Number.MIN_SAFE_INTEGER, { error: `Ensure this value is greater than or equal to ${min}.` })
          .max(max ?? Number.MAX_SAFE_INTEGER, { error: `Ensure this value is less than or equal to ${max}.` }),
      ),
  );
}

const truthy: readonly string[] = TRUTHY_VALUES;
const falsy: readonly string[] = FALSY_VALUES;

export function boolParam() {
  return single('Must be a boolean.').pipe(
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => truthy.includes(v) || falsy.includes(v), { error: 'Must be a valid boolean (true or false).' })
      .transform((v) => truthy.includes(v)),
  );
}

const notAChoice = (values: readonly string[]) => (issue: { input?: unknown }) =>
  `"${String(issue.input)}" is not a valid choice. Choices: ${values.join(', ')}.`;

/** One of the given values. */
export function choiceParam<const T extends readonly [string, ...string[]]>(values: T) {
  return single('A single value is required.').pipe(z.enum(values, { error: notAChoice(values) }));
}

/** One of the given values, surrounding white space ignored. */
export function trimmedChoiceParam<const T extends readonly [string, ...string[]]>(values: T) {
  return single('A single value is required.')
    .transform((v) => v.trim())
    .pipe(z.enum(values, { error: notAChoice(values) }));
}

/** Text parameter (trimmed, bounded); empty text is refused when `required`. */
export function textParam(opts: { max?: number; required?: boolean } = {}) {
  const max = opts.max ?? 200;
  const base = single('A text value is required.').pipe(
    z.string().trim().max(max, { error: `Ensure this value has at most ${max} characters.` }),
  );
  return opts.required ? base.pipe(z.string().min(1, { error: 'This field may not be blank.' })) : base;
}

/** Ids are int4 in the database: a longer number would make the query fail (500), not match nothing. */
export const ID_PATTERN = /^\d{1,9}$/;

/** A list of whole numbers, given repeated (`a=1&a=2`) or comma-separated (`a=1,2`). */
export function intListParam() {
  return z
    .union([z.string(), z.array(z.string())], { error: 'A list of whole numbers is required.' })
    .transform(splitList)
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d+$/, { error: 'Each value must be a whole number.' })
            // At most 9 digits, as ID_PATTERN says.
            .max(9, { error: 'Ensure each value has at most 9 digits.' })
            .transform(Number),
        )
        .max(50),
    );
}

export const MAX_PAGE_SIZE = 100;

/** Query shape of a paginated list; `defaultSize` is the list's own page size. */
export function pageParams(defaultSize: number, maxSize = MAX_PAGE_SIZE) {
  return {
    page: intParam({ min: 1 }).default(1),
    size: intParam({ min: 1, max: maxSize }).default(defaultSize),
  };
}

/** The query of a list that takes nothing but its page. */
export const pageQuery = (defaultSize: number, maxSize = MAX_PAGE_SIZE) => z.object(pageParams(defaultSize, maxSize));

/** An object named by the client: by slug, or by its numeric id. */
export type EntityRef = { id: number } | { slug: string };

/** Digits → an id, a slug (in any case) → that slug, anything else → undefined. */
export function refOf(value: string): EntityRef | undefined {
  if (ID_PATTERN.test(value)) return { id: Number(value) };
  const slug = value.toLowerCase();
  return isSlug(slug) ? { slug } : undefined;
}

/** A query parameter naming an object by id or slug; malformed values are a 400. */
export function refParam() {
  return textParam({ max: 200, required: true }).transform((value, ctx): EntityRef => {
    const ref = refOf(value);
    if (ref) return ref;
    ctx.addIssue({ code: 'custom', message: 'Enter an id or a valid slug.' });
    return z.NEVER;
  });
}

/**
 * A filter naming an object by id or slug, where `null` (or an empty value) means "no filter": clients send
 * `parent=null` for "any parent". Malformed values are a 400.
 */
export function nullableRefParam() {
  return textParam({ max: 200 }).transform((value, ctx): EntityRef | undefined => {
    const text = value.toLowerCase();
    if (text === '' || text === 'null') return undefined;
    const ref = refOf(text);
    if (ref) return ref;
    ctx.addIssue({ code: 'custom', message: 'Enter an id or a valid slug.' });
    return z.NEVER;
  });
}
