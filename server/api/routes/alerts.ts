import type { Context } from 'hono';
import type { EditionId } from '@/lib/editions';
import { visitorIssueMessage, type ErrorTranslator } from '@/lib/forms/issue-message';
import { visitorWords } from '@/lib/forms/visitor-words';
import { alertIssueKeys, alertPatchBody, alertSubscribeBody, alertTokenBody } from '@/lib/schemas/alerts';
import type { z } from '@/lib/schemas/zod';
import { alertsOf, changeAlert, forgetSubscriber, removeAlert, removeAllAlerts, subscriberOfManageToken } from '@/server/alerts/my-alerts';
import { confirmAddress, follow, stopOneAlert } from '@/server/alerts/subscriptions';
import { consumeAllowance } from '../core/address-limits';
import type { ApiEnv } from '../core/env';
import { ApiError } from '../core/errors';
import { limitBody } from '../core/json-body';
import { newRouter } from '../core/router';
import { parseWith, pathInt } from '../core/validation';
import { checkCaptcha, isHoneypotHit } from '../visitor-forms/abuse-guard';
import { rawFormFields } from '../visitor-forms/form-body';

/**
 * The visitors' alerts: `subscribe/` (follow a shop, a category or a search; double opt-in, one neutral answer),
 * `confirm/` (the confirmation mail's link), `mine/` (the manage link: list, pause, frequency, stop one or all),
 * `forget/` (the address and all it left), `unsubscribe/` (a mail's one-click removal of its alert, RFC 8058).
 */
export const alertsRoutes = newRouter();

/** A visitor's form is a few kilobytes; more is not a person writing. */
const BODY_LIMIT = 32 * 1024;

/** What the visitor sends checked against `schema`, each refusal in the edition's words (the alerts' own, or the forms'). */
function parseAlertFields<S extends z.ZodType>(edition: EditionId, schema: S, fields: Record<string, unknown>): z.output<S> {
  const forms = visitorWords(edition, 'forms.errors') as unknown as ErrorTranslator;
  const own = visitorWords(edition, 'alerts.errors') as unknown as ErrorTranslator;
  const ownKeys: readonly string[] = alertIssueKeys;
  const t: ErrorTranslator = (key, values) => (ownKeys.includes(key) ? own(key, values) : forms(key, values));
  return parseWith(schema, fields, { error: visitorIssueMessage(t) });
}

/** Answers about the address are the visitor's alone: no cache keeps them. */
const privateAnswer = (c: Context<ApiEnv>) => c.header('Cache-Control', 'private, no-store');

const answers = (c: Context<ApiEnv>) => visitorWords(c.get('edition'), 'alerts.answers');
const refusals = (c: Context<ApiEnv>) => visitorWords(c.get('edition'), 'alerts.errors');

/** The same words for a new, a pending and a confirmed address, and for a bot caught by the honeypot. */
const followReceived = (c: Context<ApiEnv>) => c.json({ detail: answers(c)('followSent') }, 202);

/**
 * `POST /alerts/subscribe/`: the steps of every visitor form (honeypot, fields, captcha, the address's allowance),
 * then the follow, written with its mail before the visitor is answered. JSON or a plain form post alike.
 */
alertsRoutes.post('/subscribe', limitBody(BODY_LIMIT), async (c) => {
  privateAnswer(c);
  const fields = await rawFormFields(c);
  if (isHoneypotHit(fields)) return followReceived(c);
  const edition = c.get('edition');
  const request = parseAlertFields(edition, alertSubscribeBody, fields);
  await checkCaptcha(c, fields);
  await consumeAllowance(c, 'alert');
  const outcome = await follow(c.get('db'), edition, request);
  if (outcome !== 'followed') throw new ApiError(400, { [outcome === 'unknownStore' ? 'store' : 'category']: [refusals(c)(outcome)] });
  c.get('wakeBackgroundWork')();
  return followReceived(c);
});

/** A mail link's token: from the query (a mail client's one-click POST, the manage page's calls) or from the body. */
async function linkToken(c: Context<ApiEnv>, fromBody: boolean): Promise<string> {
  const query = c.req.query('token');
  const fields = query !== undefined || !fromBody ? { token: query } : await rawFormFields(c);
  return parseAlertFields(c.get('edition'), alertTokenBody, fields).token;
}

/** A link that names nobody: forged, of another kind, or (for a confirmation) past its 48 hours. */
function badLink(c: Context<ApiEnv>, outcome: 'expired' | 'invalid'): never {
  throw new ApiError(400, { status: outcome, token: [refusals(c)(outcome === 'expired' ? 'expired' : 'invalidLink')] });
}

/** `POST /alerts/confirm/ {token}`: the confirmation mail's link; following it again changes nothing. */
alertsRoutes.post('/confirm', limitBody(BODY_LIMIT), async (c) => {
  privateAnswer(c);
  const outcome = await confirmAddress(c.get('db'), c.get('edition'), await linkToken(c, true));
  if (typeof outcome === 'string') badLink(c, outcome);
  return c.json({ status: outcome.status, detail: answers(c)('confirmed'), manage_token: outcome.manageToken });
});

/**
 * `POST /alerts/unsubscribe/?token=`: a mail's one-click removal of its alert (body `List-Unsubscribe=One-Click`),
 * without a cookie or a script; the address's other alerts stay. Already gone is removed all the same.
 */
alertsRoutes.post('/unsubscribe', limitBody(BODY_LIMIT), async (c) => {
  privateAnswer(c);
  const outcome = await stopOneAlert(c.get('db'), c.get('edition'), await linkToken(c, true));
  if (outcome === 'invalid') badLink(c, outcome);
  return c.json({ status: outcome, detail: answers(c)('unsubscribed') });
});

/** The address of the manage link in the query (or the body), or the refusal: 400 for a forged link, 404 once forgotten or on another edition. */
async function manager(c: Context<ApiEnv>, fromBody = false) {
  privateAnswer(c);
  const subscriber = await subscriberOfManageToken(c.get('db'), c.get('edition'), await linkToken(c, fromBody));
  if (subscriber === 'invalid') badLink(c, subscriber);
  if (subscriber === 'gone') throw new ApiError(404, { status: 'gone', detail: refusals(c)('gone') });
  return subscriber;
}

const noSuchAlert = (c: Context<ApiEnv>) => new ApiError(404, { detail: refusals(c)('alertNotFound') });

/** `GET /alerts/mine/?token=`: the address, its state, and what it follows. */
alertsRoutes.get('/mine', async (c) => {
  const subscriber = await manager(c);
  return c.json({ email: subscriber.email, status: subscriber.status, alerts: await alertsOf(c.get('db'), subscriber) });
});

/** `DELETE /alerts/mine/?token=`: stops every alert; the address stays, to follow something else later. */
alertsRoutes.delete('/mine', async (c) => {
  const subscriber = await manager(c);
  await removeAllAlerts(c.get('db'), subscriber);
  return c.body(null, 204);
});

/** `PATCH /alerts/mine/{id}/?token= {paused?, frequency?}`: pauses, resumes, or changes how often it mails. */
alertsRoutes.patch('/mine/:id', limitBody(BODY_LIMIT), async (c) => {
  const subscriber = await manager(c);
  const id = pathInt(c);
  const patch = parseAlertFields(c.get('edition'), alertPatchBody, await rawFormFields(c));
  const changed = await changeAlert(c.get('db'), subscriber, id, patch);
  if (!changed) throw noSuchAlert(c);
  return c.json(changed);
});

/** `DELETE /alerts/mine/{id}/?token=`: stops that alert, if it is the address's. */
alertsRoutes.delete('/mine/:id', async (c) => {
  const subscriber = await manager(c);
  if (!(await removeAlert(c.get('db'), subscriber, pathInt(c)))) throw noSuchAlert(c);
  return c.body(null, 204);
});

/** `POST /alerts/forget/ {token}`: the address and everything it left go. */
alertsRoutes.post('/forget', limitBody(BODY_LIMIT), async (c) => {
  const subscriber = await manager(c, true);
  await forgetSubscriber(c.get('db'), subscriber);
  return c.json({ status: 'forgotten', detail: answers(c)('forgotten') });
});
