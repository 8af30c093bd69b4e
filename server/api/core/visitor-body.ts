import type { Context } from 'hono';
import type { z } from '@/lib/schemas/zod';
import type { ApiEnv } from './env';
import { visitorIssueMessage, type ErrorTranslator } from '@/lib/forms/issue-message';
import { visitorWords } from '@/lib/forms/visitor-words';
import { refusal } from './errors';
import { limitBody } from './json-body';
import { parseWith } from './validation';

/** A visitor's vote is a few bytes; anything much larger is not a vote and is refused before it is read. */
export const VISITOR_BODY_LIMIT = 4 * 1024;

export const limitVisitorBody = () => limitBody(VISITOR_BODY_LIMIT);

/**
 * A visitor's vote body as `schema` reads it: JSON (also when the client sent no or a text/plain content type, as
 * a bare `fetch(url, {body: string})` does) or a form. Never throws anything but a 400/415 ApiError, told field by
 * field in the visitor's language.
 */
export async function visitorBody<S extends z.ZodType>(c: Context<ApiEnv>, schema: S): Promise<z.output<S>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  let input: unknown;
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
    try {
      input = await c.req.parseBody();
    } catch {
      throw refusal(400, { key: 'unreadableForm' });
    }
  } else if (type === '' || type === 'application/json' || type === 'text/plain' || type.endsWith('+json')) {
    const text = await c.req.text();
    try {
      input = JSON.parse(text);
    } catch {
      throw refusal(400, { key: 'notJson' });
    }
  } else {
    throw refusal(415, { key: 'unsupportedType' });
  }
  const t = visitorWords(c.get('edition'), 'forms.errors') as unknown as ErrorTranslator;
  return parseWith(schema, input, { error: visitorIssueMessage(t) });
}
