import type { EditionId } from '@/lib/editions';

import { ApiRequestError, apiPath, type QueryValue } from './path';

export { ApiRequestError, apiPath, type QueryValue };

/**
 * A GET on the API as a raw Response. In the same process (the default) the Hono app answers the Request
 * directly, without a network hop; with API_BASE_URL set, an external backend speaking the same contract
 * answers over HTTP.
 */
export async function apiResponse(path: string, edition: EditionId, query: Record<string, QueryValue> = {}, accept = 'application/json'): Promise<Response> {
  const target = apiPath(path, edition, query);
  const base = process.env.API_BASE_URL?.replace(/\/$/, '');
  const init: RequestInit = { headers: { accept } };
  if (base) return fetch(`${base}${target.replace(/^\/api/, '')}`, init);
  const { api } = await import('@/server/api');
  return api.request(`http://internal${target}`, init);
}

/** Answers a request made to this site's `/api` with the in-process Hono app (the route `app/api/[[...route]]` mounts it). */
export async function serveApiRequest(request: Request): Promise<Response> {
  const { api } = await import('@/server/api');
  return api.fetch(request);
}

/** GET on the API, parsed as JSON; anything but 2xx throws ApiRequestError. */
export async function apiGet<T>(path: string, edition: EditionId, query: Record<string, QueryValue> = {}): Promise<T> {
  const res = await apiResponse(path, edition, query);
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new ApiRequestError(res.status, apiPath(path, edition, query), body);
  return body as T;
}
