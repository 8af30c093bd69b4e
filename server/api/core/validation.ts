import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError } from './errors';

/** The query as an object: one value → string, repeated key → string[] (arrays are serialised by repetition). */
export function rawQuery(c: Context): Record<string, string | string[]> {
  const all = c.req.queries();
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(all)) {
    // `key[]=` is a common spelling of repeated keys
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    const list = values.flatMap((v) => v);
    const prev = out[name];
    const merged = prev === undefined ? list : [...(Array.isArray(prev) ? prev : [prev]), ...list];
    out[name] = merged.length === 1 ? merged[0] : merged;
  }
  return out;
}

/** `{field: [messages]}` from a zod error, DRF-style; errors without a path go under `non_field_errors`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'non_field_errors';
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(400, fieldErrors(result.error));
  return result.data;
}

/** Validates the query string against `shape`; unknown keys are ignored. */
export function parseQuery<S extends z.ZodRawShape>(c: Context, shape: S): z.output<z.ZodObject<S>> {
  return parseWith(z.object(shape), rawQuery(c));
}

const single = (message: string) =>
  z.union([z.string(), z.array(z.string())], { error: message }).transform((v) => (Array.isArray(v) ? v[v.length - 1] : v));

/** A whole number given in the query, within bounds. */
export function intParam(opts: { min?: number; max?: number; label?: string } = {}) {
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

const truthy = ['true', '1', 'yes', 'on'];
const falsy = ['false', '0', 'no', 'off'];

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

/** One of the given values. */
export function choiceParam<const T extends readonly [string, ...string[]]>(values: T) {
  return single('A single value is required.').pipe(
    z.enum(values, { error: (issue) => `"${String(issue.input)}" is not a valid choice. Choices: ${values.join(', ')}.` }),
  );
}

/** Text parameter (trimmed, bounded); empty text is refused when `required`. */
export function textParam(opts: { max?: number; required?: boolean } = {}) {
  const base = single('A text value is required.').pipe(
    z
      .string()
      .trim()
      .max(opts.max ?? 200, { error: `Ensure this value has at most ${opts.max ?? 200} characters.` }),
  );
  return opts.required ? base.pipe(z.string().min(1, { error: 'This field may not be blank.' })) : base;
}

/** A list of whole numbers, given repeated (`a=1&a=2`) or comma-separated (`a=1,2`). */
export function intListParam() {
  return z
    .union([z.string(), z.array(z.string())], { error: 'A list of whole numbers is required.' })
    .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d+$/, { error: 'Each value must be a whole number.' })
            // Ids are int4 in the database: a longer number would make the query fail (500), not match nothing.
            .max(9, { error: 'Ensure each value has at most 9 digits.' })
            .transform(Number),
        )
        .max(50),
    );
}

export function pathInt(c: Context, name = 'id'): number {
  const value = c.req.param(name) ?? '';
  if (!/^\d{1,9}$/.test(value)) throw new ApiError(400, { [name]: ['A valid integer is required.'] });
  return Number(value);
}

/** Hono has decoded params already; a leftover `%` (e.g. from `%25`) must not make decoding throw (500). */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A path slug: lower-case words; anything else cannot name an entity. */
export function pathSlug(c: Context, name = 'id'): string {
  const value = safeDecode(c.req.param(name) ?? '');
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) || value.length > 200) throw new ApiError(404, { detail: 'Not found.' });
  return value;
}
