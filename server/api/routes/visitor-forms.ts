import type { Context } from 'hono';
import { contactMessageBody, newsletterSubscribeBody, newsletterTokenBody, sharedCodeBody, suggestedShopBody } from '@/lib/schemas/visitor-forms';
import type { ApiEnv } from '../core/env';
import { ApiError } from '../core/errors';
import { limitBody } from '../core/json-body';
import { newRouter } from '../core/router';
import { confirmSubscription, requestSubscription, unsubscribe } from '../newsletter/subscriptions';
import { checkCaptcha, countSubmission, isHoneypotHit, type VisitorFormKind } from '../visitor-forms/abuse-guard';
import { parseVisitorForm, rawFormFields } from '../visitor-forms/form-body';
import { storeContactMessage, storeSharedCode, storeSuggestedShop } from '../visitor-forms/submissions';
import { visitorWords } from '@/lib/forms/visitor-words';

/** A visitor's form is a few kilobytes; more is not a person writing. */
const FORM_BODY_LIMIT = 32 * 1024;

const thanks = {
  contact: 'contact.sentBody',
  share_code: 'shareCode.sentBody',
  suggest_shop: 'suggestShop.sentBody',
  newsletter: 'newsletter.sentBody',
} as const;

/** What the visitor is told once their submission is stored: the same words whether or not it was a bot's. */
const received = (c: Context<ApiEnv>, kind: VisitorFormKind) =>
  c.json({ detail: visitorWords(c.get('edition'), 'forms')(thanks[kind]) }, kind === 'newsletter' ? 202 : 201);

/**
 * The steps every visitor form takes: the honeypot (a bot is thanked and forgotten), the fields, the captcha when one
 * is configured, the address's allowance, then `store`, which writes everything before the visitor is thanked.
 */
function visitorForm<T>(kind: VisitorFormKind, parse: (c: Context<ApiEnv>, fields: Record<string, unknown>) => T, store: (c: Context<ApiEnv>, value: T) => Promise<unknown>) {
  return [
    limitBody(FORM_BODY_LIMIT),
    async (c: Context<ApiEnv>) => {
      const fields = await rawFormFields(c);
      if (isHoneypotHit(fields)) return received(c, kind);
      const value = parse(c, fields);
      await checkCaptcha(c, fields);
      await countSubmission(c, kind);
      await store(c, value);
      c.get('wakeBackgroundWork')();
      return received(c, kind);
    },
  ] as const;
}

/** `POST /pages/send_email/`: the contact form, stored, then mailed to the edition's address. */
export const contactFormRoutes = newRouter();
contactFormRoutes.post(
  '/send_email',
  ...visitorForm(
    'contact',
    (c, fields) => parseVisitorForm(c, contactMessageBody, fields),
    (c, message) => storeContactMessage(c.get('db'), c.get('edition'), message),
  ),
);

/** `POST /promotions/share_promotion/`: a code a visitor found, into the moderation queue. */
export const sharedCodeRoutes = newRouter();
sharedCodeRoutes.post(
  '/share_promotion',
  ...visitorForm(
    'share_code',
    (c, fields) => parseVisitorForm(c, sharedCodeBody, fields),
    (c, shared) => storeSharedCode(c.get('db'), c.get('edition'), shared),
  ),
);

/** `POST /stores/share/`: a shop a visitor misses on the site, into the same queue. */
export const suggestedShopRoutes = newRouter();
suggestedShopRoutes.post(
  '/share',
  ...visitorForm(
    'suggest_shop',
    (c, fields) => parseVisitorForm(c, suggestedShopBody, fields),
    (c, suggested) => storeSuggestedShop(c.get('db'), c.get('edition'), suggested),
  ),
);

/**
 * The newsletter: `subscribe/` (double opt-in: the same neutral answer for a new, a pending or a confirmed address),
 * `confirm/` (the link of the confirmation mail) and `unsubscribe/` (the mails' link, and their one-click
 * `List-Unsubscribe-Post`, whose token comes in the query).
 */
export const newsletterRoutes = newRouter();
newsletterRoutes.post(
  '/subscribe',
  ...visitorForm(
    'newsletter',
    (c, fields) => parseVisitorForm(c, newsletterSubscribeBody, fields),
    (c, request) => requestSubscription(c.get('db'), c.get('edition'), request),
  ),
);

/** The link's token: from the body (the site's page) or from the query (a mail client's one-click POST). */
async function linkToken(c: Context<ApiEnv>): Promise<string> {
  const query = c.req.query('token');
  const fields = query ? { token: query } : await rawFormFields(c);
  return parseVisitorForm(c, newsletterTokenBody, fields).token;
}

function linkAnswer(c: Context<ApiEnv>, outcome: Awaited<ReturnType<typeof confirmSubscription>>) {
  if (outcome === 'confirmed' || outcome === 'unsubscribed') {
    // The provider's mailing list follows the site's.
    c.get('wakeBackgroundWork')();
    return c.json({ status: outcome });
  }
  const t = visitorWords(c.get('edition'), 'forms');
  throw new ApiError(400, { status: outcome, token: [t(outcome === 'expired' ? 'newsletter.expiredTitle' : 'errors.invalid')] });
}

newsletterRoutes.post('/confirm', limitBody(FORM_BODY_LIMIT), async (c) => linkAnswer(c, await confirmSubscription(c.get('db'), c.get('edition'), await linkToken(c))));
newsletterRoutes.post('/unsubscribe', limitBody(FORM_BODY_LIMIT), async (c) => linkAnswer(c, await unsubscribe(c.get('db'), c.get('edition'), await linkToken(c))));
