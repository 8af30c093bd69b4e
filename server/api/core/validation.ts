import type { Context } from 'hono';
import { z } from '@/lib/schemas/zod';
import { ID_PATTERN } from '@/lib/schemas/params';
import { isSlug } from '@/lib/slug';
import { ApiError, notFound, refusal } from './errors';

/** The query as an object: one value → string, repeated key → string[] (arrays are serialised by repetition). */
function rawQuery(c: Context): Record<string, string | string[]> {
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
function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'non_field_errors';
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

/** `input` checked against `schema`; `params` may word the messages (the visitor forms' own language). */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>): z.output<S> {
  const result = schema.safeParse(input, params);
  if (!result.success) throw new ApiError(400, fieldErrors(result.error));
  return result.data;
}

/** Validates the query string against `schema` (an object schema of `lib/schemas`); unknown keys are ignored. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, rawQuery(c));
}

export function pathInt(c: Context, name = 'id'): number {
  const value = c.req.param(name) ?? '';
  if (!ID_PATTERN.test(value)) throw refusal(400, { key: 'invalidInteger', field: name });
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
  if (!isSlug(value)) throw notFound();
  return value;
}
