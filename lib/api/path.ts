/** What the server transport and the browser client share: the path of a call and its error. No server imports here. */
import type { EditionId } from '@/lib/editions';
import { paramsOfRecord } from '@/lib/search-params';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** An answer of the API other than 2xx. */
export class ApiRequestError extends Error {
  constructor(
    public readonly status: number,
    public readonly path: string,
    public readonly body: unknown,
  ) {
    super(`API ${status} on ${path}`);
    this.name = 'ApiRequestError';
  }
}

/** `/api/x/?language=…&k=v`: `language` on every call, arrays by repetition. */
export function apiPath(path: string, edition: EditionId, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams({ language: edition });
  for (const [key, value] of paramsOfRecord(query)) params.append(key, value);
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `/api${clean}?${params.toString()}`;
}
