import type { EditionId } from '@/lib/editions';

import { ApiRequestError, apiPath, type QueryValue } from './path';

export { ApiRequestError, apiPath, type QueryValue };

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
