import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { editorIssueMessage, wordRefusals, type EditorTranslator, type FieldRefusals } from '@/lib/forms/editor-issue-message';
import type { z } from '@/lib/schemas/zod';

interface Options<V, S extends z.ZodType> {
  schema: S;
  /** The API's body for the form's values (what the schema and the rules judge). */
  toBody: (values: V) => unknown;
  /** The rules between fields, on the parsed body, as the API applies them. */
  rules?: (parsed: z.output<S>) => FieldRefusals;
  t: EditorTranslator;
}

/**
 * react-hook-form's check of an editor form with the API's own schema and rules, in the same words: what the browser
 * refuses before sending is exactly what the API would answer.
 */
export function editorResolver<V extends FieldValues, S extends z.ZodType>({ schema, toBody, rules, t }: Options<V, S>): Resolver<V> {
  return async (values) => {
    const result = schema.safeParse(toBody(values), { error: editorIssueMessage(t) });
    const messages: Record<string, string[]> = {};
    if (!result.success) {
      for (const issue of result.error.issues) (messages[issue.path.length ? String(issue.path[0]) : 'root'] ??= []).push(issue.message);
    } else if (rules) {
      Object.assign(messages, wordRefusals(t, rules(result.data)));
    }
    const names = Object.keys(messages);
    if (names.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const name of names) errors[name] = { type: 'validate', message: messages[name].join(' ') };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
