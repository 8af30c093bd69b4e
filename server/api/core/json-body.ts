import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from '@/lib/schemas/zod';
import { answerEdition, apiWords } from './api-words';
import { refusal } from './errors';
import { parseWith } from './validation';

/** The refusal of a body that is not a JSON object. */
export const notJson = () => refusal(400, { key: 'notJson' });

/**
 * The request's JSON body checked against `schema`: 400 for a body that is not JSON, and field by field; `params`
 * may word the messages (the editors' language, see `editorJsonBody`).
 */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S, params?: z.core.ParseContext<z.core.$ZodIssue>): Promise<z.output<S>> {
  let input: unknown;
  try {
    input = await c.req.json();
  } catch {
    throw notJson();
  }
  return parseWith(schema, input, params);
}

/** Refuses a body over `bytes` before reading it whole. */
export const limitBody = (bytes: number) => bodyLimit({ maxSize: bytes, onError: (c) => c.json({ detail: apiWords(answerEdition(c))('tooLarge') }, 413) });

/** Like `jsonBody`, for calls whose body may be left out: no body at all is `{}`. */
export async function optionalJsonBody<S extends z.ZodType>(c: Context, schema: S, params?: z.core.ParseContext<z.core.$ZodIssue>): Promise<z.output<S>> {
  const raw = await c.req.text();
  if (!raw.trim()) return parseWith(schema, {}, params);
  let input: unknown;
  try {
    input = JSON.parse(raw);
  } catch {
    throw notJson();
  }
  return parseWith(schema, input, params);
}
