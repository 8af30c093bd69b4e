import type { Context } from 'hono';
import { visitorIssueMessage, type ErrorTranslator } from '@/lib/forms/issue-message';
import type { z } from '@/lib/schemas/zod';
import type { ApiEnv } from '../core/env';
import { refusal } from '../core/errors';
import { notJson } from '../core/json-body';
import { parseWith } from '../core/validation';
import { visitorWords } from '@/lib/forms/visitor-words';

/**
 * A visitor form's fields as sent: a JSON object, or a plain form post (urlencoded or multipart, as a browser sends
 * it without JavaScript). Anything else is not a form: 415.
 */
export async function rawFormFields(c: Context<ApiEnv>): Promise<Record<string, unknown>> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw notJson();
    return body as Record<string, unknown>;
  }
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    const form = await c.req.formData().catch(() => null);
    if (!form) throw refusal(400, { key: 'unreadableForm' });
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form) if (typeof value === 'string') fields[key] = value;
    return fields;
  }
  throw refusal(415, { key: 'unsupportedType' });
}

/** The fields checked against the form's schema; a refusal answers 400 with each field's message in the visitor's language. */
export function parseVisitorForm<S extends z.ZodType>(c: Context<ApiEnv>, schema: S, fields: Record<string, unknown>): z.output<S> {
  const t = visitorWords(c.get('edition'), 'forms.errors') as unknown as ErrorTranslator;
  return parseWith(schema, fields, { error: visitorIssueMessage(t) });
}
