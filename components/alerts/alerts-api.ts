/**
 * The browser's calls of the alerts' API, for the follow form and "Mes alertes". Each answers the API's status
 * and body as they came, refusals included, so the screen can tell a refused link from a refused value; only a
 * network failure rejects (with fetch's TypeError). The `language` rule is the one of every API call.
 */
import type { AlertFrequency } from '@/lib/alerts/constants';
import { apiPath } from '@/lib/api/path';
import type { EditionId } from '@/lib/editions';

/** The API's answer: its status and its JSON body (null when there is none). */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, edition: EditionId, query: Record<string, string>, body?: unknown): Promise<ApiAnswer> {
  const res = await fetch(apiPath(path, edition, query), {
    method,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    // Each answer is the address's own: never one a cache kept.
    cache: 'no-store',
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Follow a shop, a category or some words: `POST /alerts/subscribe/`. */
export const subscribeAlert = (edition: EditionId, body: Record<string, unknown>) => call('POST', '/alerts/subscribe/', edition, {}, body);

/** The confirmation mail's link: `POST /alerts/confirm/`. */
export const confirmAlerts = (edition: EditionId, token: string) => call('POST', '/alerts/confirm/', edition, {}, { token });

/** The address's alerts, through the manage link's token: `GET /alerts/mine/`. */
export const readMyAlerts = (edition: EditionId, token: string) => call('GET', '/alerts/mine/', edition, { token });

/** A change to one alert (how often it mails, or its pause): `PATCH /alerts/mine/{id}/`. */
export const changeAlert = (edition: EditionId, token: string, id: number, change: { frequency: AlertFrequency } | { paused: boolean }) =>
  call('PATCH', `/alerts/mine/${id}/`, edition, { token }, change);

/** One alert less: `DELETE /alerts/mine/{id}/`. */
export const removeAlert = (edition: EditionId, token: string, id: number) => call('DELETE', `/alerts/mine/${id}/`, edition, { token });

/** Every alert of the address: `DELETE /alerts/mine/`. */
export const removeAllAlerts = (edition: EditionId, token: string) => call('DELETE', '/alerts/mine/', edition, { token });

/** The address and its alerts erased: `POST /alerts/forget/`. */
export const forgetAddress = (edition: EditionId, token: string) => call('POST', '/alerts/forget/', edition, {}, { token });

/** Stop the one alert a mail's section names (its one-click token), after the visitor said so on the page. */
export const stopAlert = (edition: EditionId, token: string) => call('POST', '/alerts/unsubscribe/', edition, { token }, {});
