import { unstable_cache } from 'next/cache';
import { readTags } from '@/lib/cache/tags';
import type { EditionId } from '@/lib/editions';

import { PEER_ADDRESS_HEADER } from '@/lib/security/client-address';
import { INTERNAL_CALL_HEADER, internalCallSecret } from './internal-call';
import { ApiRequestError, apiPath, type QueryValue } from './path';

export { ApiRequestError, apiPath, type QueryValue };

/**
 * A GET on the API as a raw Response. In the same process (the default) the Hono app answers the Request
 * directly, without a network hop; with API_BASE_URL set, an external backend speaking the same contract
 * answers over HTTP.
 */
export async function apiResponse(path: string, edition: EditionId, query: Record<string, QueryValue> = {}, accept = 'application/json'): Promise<Response> {
  return dispatch(apiPath(path, edition, query), { headers: { accept } });
}

/**
 * Where a call of the API goes: to the in-process Hono app, or to the external backend of API_BASE_URL.
 * `inProcessHeaders` only travel to the app of this process, which alone trusts them (the visitor's address).
 */
async function dispatch(target: string, init: RequestInit, inProcessHeaders: Record<string, string> = {}): Promise<Response> {
  const base = process.env.API_BASE_URL?.replace(/\/$/, '');
  if (base) return fetch(`${base}${target.replace(/^\/api/, '')}`, init);
  const { api } = await import('@/server/api');
  return api.request(`http://internal${target}`, { ...init, headers: { ...(init.headers as Record<string, string>), ...inProcessHeaders } });
}

/**
 * A visitor's request handed on to the API as it came: its method and the named headers, plus, in this process only,
 * the visitor's address. For the calls that answer the visitor themselves (the `/go/` exits).
 */
export async function forwardToApi(path: string, edition: EditionId, request: Request, headerNames: readonly string[]): Promise<Response> {
  const headers: Record<string, string> = {};
  for (const name of headerNames) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const peer: Record<string, string> = {};
  for (const name of [PEER_ADDRESS_HEADER, 'x-forwarded-for']) {
    const value = request.headers.get(name);
    if (value !== null) peer[name] = value;
  }
  return dispatch(apiPath(path, edition), { method: request.method, headers, redirect: 'manual' }, peer);
}

/**
 * A read of the API's internal calls (`/seo/redirections/table/`), which answer only this process's own code;
 * null when the API is an external backend, which has no such calls.
 */
export async function internalApiJson<T>(path: string): Promise<T | null> {
  if (process.env.API_BASE_URL) return null;
  const { api } = await import('@/server/api');
  const res = await api.request(`http://internal/api${path}`, { headers: { accept: 'application/json', [INTERNAL_CALL_HEADER]: internalCallSecret() } });
  if (!res.ok) throw new ApiRequestError(res.status, path, await res.json().catch(() => null));
  return (await res.json()) as T;
}

/** Answers a request made to this site's `/api` with the in-process Hono app (the route `app/api/[[...route]]` mounts it). */
export async function serveApiRequest(request: Request): Promise<Response> {
  const { api } = await import('@/server/api');
  return api.fetch(request);
}

/** How long a read is reused before it is made again; the pages that show it live as long (see the root layout). */
export const READ_LIFE_SECONDS = 30;

async function readJson<T>(path: string, edition: EditionId, query: Record<string, QueryValue>): Promise<T> {
  const res = await apiResponse(path, edition, query);
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new ApiRequestError(res.status, apiPath(path, edition, query), body);
  return body as T;
}

/** One call, one key: the query's keys sorted, so `?a=1&b=2` and `?b=2&a=1` share their answer. */
export function readKey(path: string, edition: EditionId, query: Record<string, QueryValue>): string {
  const [base, search = ''] = apiPath(path, edition, query).split('?');
  const params = new URLSearchParams(search);
  params.sort();
  return `${base}?${params.toString()}`;
}

/**
 * GET on the API, parsed as JSON; anything but 2xx throws ApiRequestError (and is never kept). In the Next
 * server, answers are kept READ_LIFE_SECONDS under the tags of `readTags`, so the page that used them is thrown
 * away with them when a write invalidates one; outside it (tests, scripts) every call is made afresh.
 */
export async function apiGet<T>(path: string, edition: EditionId, query: Record<string, QueryValue> = {}): Promise<T> {
  if (!process.env.NEXT_RUNTIME) return readJson<T>(path, edition, query);
  const { previewToken } = await import('./preview-read');
  const token = await previewToken();
  if (token) return previewJson<T>(path, edition, query, token);
  const read = unstable_cache(() => readJson<T>(path, edition, query), [readKey(path, edition, query)], {
    tags: readTags(edition, path),
    revalidate: READ_LIFE_SECONDS,
  });
  return read();
}

/**
 * An editor's preview read: drafts and scheduled content as visitors will see them, never cached. A token the API no
 * longer takes (expired, revoked) reads what visitors see, rather than breaking the page.
 */
async function previewJson<T>(path: string, edition: EditionId, query: Record<string, QueryValue>, token: string): Promise<T> {
  const res = await editorApiResponse(path, edition, token, { ...query, preview: 1 });
  if (res.status === 401 || res.status === 403) return readJson<T>(path, edition, query);
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new ApiRequestError(res.status, apiPath(path, edition, query), body);
  return body as T;
}

/** Where a visitor's submission came from, as the site's server saw it: the API limits and logs by it. */
export interface SubmittingClient {
  peerAddress?: string | null;
  forwardedFor?: string | null;
}

/**
 * A POST of a visitor's form to the API, as JSON, answered with its status and body whatever they are: the form
 * shows a 400's field messages and a 429's wait. In the same process the visitor's address is handed on in the
 * header the API reads it from; an external backend sees the site's server instead.
 */
export async function apiSubmit(path: string, edition: EditionId, fields: Record<string, unknown>, client: SubmittingClient = {}): Promise<{ status: number; body: unknown }> {
  const forwarded: Record<string, string> = {};
  if (client.peerAddress) forwarded[PEER_ADDRESS_HEADER] = client.peerAddress;
  if (client.forwardedFor) forwarded['x-forwarded-for'] = client.forwardedFor;
  const init = { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body: JSON.stringify(fields) };
  const res = await dispatch(apiPath(path, edition), init, forwarded);
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Starts what the API runs beside requests (the outbox worker) when the server starts; nothing with an external API. */
export async function startApiBackgroundWork(): Promise<void> {
  if (process.env.API_BASE_URL) return;
  const { startBackgroundWork } = await import('@/server/api');
  startBackgroundWork();
}

/**
 * A GET of the editors' API for the editors' pages, with the editor's token: never cached, since what an editor
 * reads (drafts, queues) is theirs alone.
 */
export async function editorApiResponse(path: string, edition: EditionId, token: string, query: Record<string, QueryValue> = {}): Promise<Response> {
  return dispatch(apiPath(path, edition, query), { headers: { accept: 'application/json', authorization: `Bearer ${token}` }, cache: 'no-store' });
}

/** A write of the editors' API from the site's server (the preview route checking a link), with the editor's token. */
export async function editorApiSubmit(path: string, edition: EditionId, token: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const init = { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body), cache: 'no-store' as const };
  const res = await dispatch(apiPath(path, edition), init);
  return { status: res.status, body: await res.json().catch(() => null) };
}
