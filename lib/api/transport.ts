import type { EditionId } from '@/lib/editions';

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

/** `/api/x/?language=…&k=v`: `language` on every call, arrays by repetition (spec §7). */
export function apiPath(path: string, edition: EditionId, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams({ language: edition });
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `/api${clean}?${params.toString()}`;
}

/**
 * GET on the API. In the same process (the default) the Hono app answers the Request directly, without a
 * network hop; with API_BASE_URL set, an external backend speaking the same contract answers over HTTP.
 */
export async function apiGet<T>(path: string, edition: EditionId, query: Record<string, QueryValue> = {}): Promise<T> {
  const target = apiPath(path, edition, query);
  const base = process.env.API_BASE_URL?.replace(/\/$/, '');
  const init: RequestInit = { headers: { accept: 'application/json' } };
  let res: Response;
  if (base) {
    res = await fetch(`${base}${target.replace(/^\/api/, '')}`, init);
  } else {
    const { api } = await import('@/server/api');
    res = await api.request(`http://internal${target}`, init);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new ApiRequestError(res.status, target, body);
  return body as T;
}
