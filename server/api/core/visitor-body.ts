import type { Context } from 'hono';
import type { z } from '@/lib/schemas/zod';
import type { ApiEnv } from './env';
import { ApiError } from './errors';
import { limitBody } from './json-body';
import { parseWith } from './validation';

/** A visitor's vote is a few bytes; anything much larger is not a vote and is refused before it is read. */
export const VISITOR_BODY_LIMIT = 4 * 1024;

export const limitVisitorBody = () => limitBody(VISITOR_BODY_LIMIT);

/**
 * A visitor's vote body as `schema` reads it: JSON (also when the client sent no or a text/plain content type, as
 * a bare `fetch(url, {body: string})` does) or a form. Never throws anything but a 400/415 ApiError.
 */
export async function visitorBody<S extends z.ZodType>(c: Context<ApiEnv>, schema: S): Promise<z.output<S>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  let input: unknown;
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
    try {
      input = await c.req.parseBody();
    } catch {
      throw new ApiError(400, { detail: 'Malformed form body.' });
    }
  } else if (type === '' || type === 'application/json' || type === 'text/plain' || type.endsWith('+json')) {
    const text = await c.req.text();
    try {
      input = JSON.parse(text);
    } catch (error) {
      throw new ApiError(400, { detail: `JSON parse error - ${error instanceof Error ? error.message : 'invalid JSON'}` });
    }
  } else {
    throw new ApiError(415, { detail: `Unsupported media type "${type}" in request.` });
  }
  return parseWith(schema, input);
}
