/**
 * The editors' screens' calls from the browser: same-origin, with the HttpOnly cookie the API set at login (the API
 * checks the Origin of every write). The answer comes back whatever its status, or `network` when none came.
 */
import type { EditionId } from '@/lib/editions';
import { apiPath, type QueryValue } from './path';

export type EditorCallResult = { status: number; body: unknown } | { status: 'network' };

export async function editorCall(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  edition: EditionId,
  body?: unknown,
  query: Record<string, QueryValue> = {},
): Promise<EditorCallResult> {
  try {
    const res = await fetch(apiPath(path, edition, query), {
      method,
      // A file (robots.txt, a CSV) travels as itself, under its own type; anything else as JSON.
      headers: { accept: 'application/json', ...(body === undefined || body instanceof Blob ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : body instanceof Blob ? body : JSON.stringify(body),
      credentials: 'same-origin',
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  } catch {
    return { status: 'network' };
  }
}

/** The first message of an API refusal: its `detail`, else the first field's first message. */
export function refusalOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string') return record.detail;
  for (const value of Object.values(record)) if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return '';
}
