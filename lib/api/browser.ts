/**
 * The browser's side of the `/api` contract (client components: code modal, use counters, rating). Same paths
 * and `language` rule as the server transport; errors carry the API's status and body so a component can
 * tell a 400 or 409 from a network failure (which rejects with the fetch TypeError).
 */
import type { EditionId } from '@/lib/editions';
import { ApiRequestError, apiPath, type QueryValue } from './path';

export interface BrowserCall {
  method?: 'GET' | 'POST';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

export async function browserApi<T>(path: string, edition: EditionId, call: BrowserCall = {}): Promise<T> {
  const target = apiPath(path, edition, call.query);
  const res = await fetch(target, {
    method: call.method ?? 'GET',
    headers: { accept: 'application/json', ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    credentials: 'same-origin',
    signal: call.signal,
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new ApiRequestError(res.status, target, body);
  return body as T;
}
