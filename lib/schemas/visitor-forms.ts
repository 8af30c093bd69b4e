import { z } from './zod';

/**
 * The bodies of the forms visitors send: contact, share a code, suggest a shop, subscribe to the newsletter. The
 * API validates with them and the forms in the browser with the very same schemas. No message is written here:
 * each issue is put into words in the visitor's language by `visitorIssueMessage`, on either side.
 *
 * Every form may also carry the honeypot field (`HONEYPOT_FIELD`, hidden from people, filled by bots) and the
 * captcha's answer (`CAPTCHA_FIELD`). Values arrive as JSON or as a plain form post (`on` for a ticked box).
 */

import { CAPTCHA_FIELD, HONEYPOT_FIELD } from '@/lib/forms/field-names';

export { CAPTCHA_FIELD, HONEYPOT_FIELD };

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/** Empty means "not given": a plain form post sends every field, filled or not. */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsMissing, schema.optional());

/** A ticked box: `true` from JSON, `on` (or `true`, `1`) from a form post; anything else is unticked. */
const checkbox = () => z.preprocess((value) => value === true || value === 'on' || value === 'true' || value === '1', z.boolean());

const email = () => z.string().trim().max(254).pipe(z.email());
const siteUrl = () => z.string().trim().max(500).pipe(z.url({ protocol: /^https?$/, normalize: true }));

const antiAbuse = {
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
  [CAPTCHA_FIELD]: z.string().max(10_000).optional(),
};

export const contactMessageBody = z.object({
  name: text(1, 120),
  email: email(),
  subject: text(1, 150),
  message: text(10, 5000),
  privacy: checkbox().refine(Boolean, { params: { key: 'privacy' } }),
  ...antiAbuse,
});

/** Today as `YYYY-MM-DD` a day ago: an expiry date is refused only when it has passed everywhere in Europe. */
const yesterday = (now: Date) => new Date(now.getTime() - 24 * 3600 * 1000).toISOString().slice(0, 10);

export const sharedCodeBody = z
  .object({
    store: text(1, 120),
    code: optional(z.string().trim().max(64).refine((code) => /^\S+$/.test(code), { params: { key: 'codeSpaces' } })),
    no_code: checkbox(),
    offer: text(3, 200),
    expires_at: optional(z.iso.date()),
    link: optional(siteUrl()),
    email: optional(email()),
    ...antiAbuse,
  })
  .superRefine((body, ctx) => {
    if (!body.no_code && !body.code) ctx.addIssue({ code: 'custom', path: ['code'], params: { key: 'codeOrNoCode' }, input: body.code });
    if (body.no_code && body.code) ctx.addIssue({ code: 'custom', path: ['code'], params: { key: 'codeWithNoCode' }, input: body.code });
    if (body.expires_at && body.expires_at < yesterday(new Date())) {
      ctx.addIssue({ code: 'custom', path: ['expires_at'], params: { key: 'datePast' }, input: body.expires_at });
    }
  });

export const suggestedShopBody = z.object({
  store: text(1, 120),
  site: siteUrl(),
  email: optional(email()),
  ...antiAbuse,
});

/** Where a subscriber gave their consent, kept with it. */
export const subscriptionSources = ['footer', 'popup', 'page'] as const;

export const newsletterSubscribeBody = z.object({
  email: email(),
  source: z.preprocess(blankAsMissing, z.enum(subscriptionSources).default('page')),
  ...antiAbuse,
});

/** The signed token of a confirmation or unsubscribe link. */
export const newsletterTokenBody = z.object({ token: z.string().trim().min(1).max(2000) });

export type ContactMessage = z.output<typeof contactMessageBody>;
export type SharedCode = z.output<typeof sharedCodeBody>;
export type SuggestedShop = z.output<typeof suggestedShopBody>;
export type NewsletterSubscription = z.output<typeof newsletterSubscribeBody>;

/** The forms, by the name the site and the API give them. */
export const visitorFormSchemas = {
  contact: contactMessageBody,
  shareCode: sharedCodeBody,
  suggestShop: suggestedShopBody,
  newsletter: newsletterSubscribeBody,
} as const;
export type VisitorFormName = keyof typeof visitorFormSchemas;
