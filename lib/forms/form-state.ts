/**
 * Where a visitor's form stands after a try, as the page shows it: nothing sent yet, sent (with the thanks), fields
 * to correct (each with its messages), the address's allowance used up (and for how long), or a failure on the way.
 * The values typed come back with it, so a page rendered without JavaScript shows them again.
 */
export type FormState =
  | { status: 'idle' }
  | { status: 'sent'; message: string }
  | { status: 'invalid'; fieldErrors: Record<string, string[]>; values: Record<string, string> }
  | { status: 'limited'; retryMinutes: number; values: Record<string, string> }
  | { status: 'failed'; values: Record<string, string> };

export const idleForm: FormState = { status: 'idle' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field messages of a 400 answer, `{field: [messages]}`; anything else in it is left out. */
function fieldErrorsOf(body: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!isRecord(body)) return out;
  for (const [field, messages] of Object.entries(body)) {
    if (Array.isArray(messages) && messages.every((m) => typeof m === 'string') && messages.length) out[field] = messages;
  }
  return out;
}

/** The form's state after the API answered `status` with `body` to the `values` sent. */
export function formStateOf(status: number, body: unknown, values: Record<string, string>): FormState {
  if (status >= 200 && status < 300) return { status: 'sent', message: isRecord(body) && typeof body.detail === 'string' ? body.detail : '' };
  if (status === 429) {
    const seconds = isRecord(body) && typeof body.retry_after === 'number' ? body.retry_after : 3600;
    return { status: 'limited', retryMinutes: Math.max(1, Math.ceil(seconds / 60)), values };
  }
  if (status === 400) {
    const fieldErrors = fieldErrorsOf(body);
    if (Object.keys(fieldErrors).length) return { status: 'invalid', fieldErrors, values };
  }
  return { status: 'failed', values };
}
