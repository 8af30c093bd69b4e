import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { EditorCallResult } from '@/lib/api/editor-browser';
import { refusalFor, type FormRefusal } from '@/lib/admin/refusal';

/** What a form does with the API's answer to a write. */
export type WriteAnswer = { kind: 'done'; body: unknown } | { kind: 'refused'; refusal: FormRefusal } | { kind: 'signedOut' } | { kind: 'failed'; reason: Failure };

/** The answers the screens word themselves: the API's own words only come field by field. */
export type Failure = 'network' | 'forbidden' | 'gone' | 'conflict' | 'tooLarge' | 'failed';

export function answerOf(result: EditorCallResult, fieldNames: readonly string[]): WriteAnswer {
  if (result.status === 'network') return { kind: 'failed', reason: 'network' };
  if (result.status >= 200 && result.status < 300) return { kind: 'done', body: result.body };
  if (result.status === 401) return { kind: 'signedOut' };
  if (result.status === 400) return { kind: 'refused', refusal: refusalFor(result.body, fieldNames) };
  const reasons: Record<number, Failure> = { 403: 'forbidden', 404: 'gone', 409: 'conflict', 413: 'tooLarge' };
  return { kind: 'failed', reason: reasons[result.status] ?? 'failed' };
}

/** Puts each field's message beside it, in the form's order, and takes the editor to the first one. */
export function showRefusal<T extends FieldValues>(methods: UseFormReturn<T>, refusal: FormRefusal, order: readonly Path<T>[]): void {
  for (const name of order) if (refusal.fields[name]) methods.setError(name, { type: 'server', message: refusal.fields[name] });
  const first = order.find((name) => refusal.fields[name]);
  if (first) methods.setFocus(first);
}
