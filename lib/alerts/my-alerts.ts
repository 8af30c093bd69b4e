import type { EditionId } from '@/lib/editions';
import { entityPath, staticPath } from '@/lib/routing';
import type { AlertFrequency, AlertKind, AlertSubscriberStatus } from './constants';

/**
 * What the visitor's alert screens need to know of the alerts' API: what a follow is about, the answer of
 * "Mes alertes", where each followed thing lives on the site, and how a refused link is told.
 */

/** What a follow form is about: a shop or a category (its id, and its name for the title), or a search's words. */
export type FollowTarget = { kind: 'store'; id: number; name: string } | { kind: 'category'; id: number; name: string } | { kind: 'query'; query: string };

/** The form a follow comes from, as the API keeps it with the consent. */
const sourceOf = { store: 'store', category: 'category', query: 'search' } as const satisfies Record<AlertKind, string>;

/**
 * The fields that name what is followed, as the form carries them (hidden fields, posted with or without
 * JavaScript): the shop's or category's id, or the words; and the form it comes from.
 */
export function targetFields(target: FollowTarget): { store?: string; category?: string; query?: string; source: (typeof sourceOf)[AlertKind] } {
  const source = sourceOf[target.kind];
  if (target.kind === 'query') return { query: target.query, source };
  return { [target.kind]: String(target.id), source };
}

/** A shop or a category as "Mes alertes" names and links it. */
export interface FollowedItem {
  id: number;
  name: string;
  slug: string;
}

/** One alert of the address, as `GET /alerts/mine/` answers it. */
export interface MyAlert {
  id: number;
  kind: AlertKind;
  store: FollowedItem | null;
  category: FollowedItem | null;
  query: string | null;
  frequency: AlertFrequency;
  paused: boolean;
  created_at: string;
}

/** `GET /alerts/mine/?token=`: the address the link belongs to, whether it is confirmed yet, and its alerts. */
export interface MyAlertsAnswer {
  email: string;
  status: AlertSubscriberStatus;
  alerts: MyAlert[];
}

/** What an alert follows, in words: the shop's or category's name, or the searched words. */
export function followedName(alert: MyAlert): string {
  if (alert.kind === 'store') return alert.store?.name ?? '';
  if (alert.kind === 'category') return alert.category?.name ?? '';
  return alert.query ?? '';
}

/** The search page's address for some words, as the site's search form builds it (`?str=`). */
export function searchPageFor(edition: EditionId, words: string): string {
  const path = staticPath(edition, 'search') ?? '/search';
  return `${path}?${new URLSearchParams({ str: words }).toString()}`;
}

/** Where the followed thing is on the site: the shop's page, the category's, or the search for the words; null if it is gone. */
export function followedHref(edition: EditionId, alert: MyAlert): string | null {
  if (alert.kind === 'store') return alert.store ? entityPath(edition, 'store', [alert.store.slug]) : null;
  if (alert.kind === 'category') return alert.category ? entityPath(edition, 'category', [alert.category.slug]) : null;
  return alert.query ? searchPageFor(edition, alert.query) : null;
}

/** Why a mail's link was refused: too old (a confirmation link lasts 48 hours), not ours or no longer any address's, or no answer worth the name. */
export type LinkRefusal = 'expired' | 'invalid' | 'failed';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * How a refusal of a link is told to the visitor, from the API's status and body: the body's own `status`
 * (`expired`, `invalid`, `gone`) when it gives one, else the HTTP status (410 is a link past its time; 400, 401,
 * 403 and 404 a link that names nothing). Anything else (429, 5xx) is a failure worth trying again.
 */
export function linkRefusal(status: number, body: unknown): LinkRefusal {
  const said = isRecord(body) && typeof body.status === 'string' ? body.status : '';
  if (said === 'expired') return 'expired';
  if (said === 'invalid' || said === 'gone') return 'invalid';
  if (status === 410) return 'expired';
  if (status === 400 || status === 401 || status === 403 || status === 404) return 'invalid';
  return 'failed';
}

/** The manage token a confirmation answers with (`manage_token`), so the page can list the alerts at once; empty without one. */
export function manageTokenOf(body: unknown): string {
  return isRecord(body) && typeof body.manage_token === 'string' ? body.manage_token : '';
}

/** The answer of "Mes alertes", if the body is one: a list the page can show without checking each field again. */
export function myAlertsOf(body: unknown): MyAlertsAnswer | null {
  if (!isRecord(body) || typeof body.email !== 'string' || !Array.isArray(body.alerts)) return null;
  const alerts = body.alerts.filter(
    (alert): alert is MyAlert => isRecord(alert) && typeof alert.id === 'number' && (alert.kind === 'store' || alert.kind === 'category' || alert.kind === 'query'),
  );
  return { email: body.email, status: body.status === 'pending' ? 'pending' : 'confirmed', alerts };
}

/**
 * How a refused change (a frequency, a pause, a removal) is told: the link itself when the API says it is expired,
 * invalid or its address gone (the whole page then says so); otherwise a failure of that one change, which the
 * visitor may try again.
 */
export function changeRefusal(status: number, body: unknown): LinkRefusal {
  const said = isRecord(body) ? body.status : undefined;
  const aboutTheLink = said === 'expired' || said === 'invalid' || said === 'gone';
  if (aboutTheLink || status === 401 || status === 403 || status === 410) return linkRefusal(status, body);
  return 'failed';
}
