import { rule, type FieldRefusals, type Wording } from '@/lib/forms/editor-issue-message';
import { promotionKinds } from '@/lib/promotions/kinds';
import { contentStatuses, scheduleErrors } from './content-status';
import { flag, httpUrl, idList, idRef, instant, optionalText, picture, requiredText, wholeNumber } from './write-fields';
import { z } from './zod';

/**
 * The body of `POST /promotions/`, `PUT` and `PATCH /promotions/{id}/`: the fields of the promotion's GET, related
 * objects by id (`store`, `categories`), the coupon's `code`, and where it stands (`status`, `publish_at`).
 * `description` is HTML, sanitised on write. PATCH takes any part of it.
 */
const shape = {
  title: requiredText(200),
  link: httpUrl(),
  offer: optionalText(40),
  description: optionalText(20_000),
  condition: optionalText(1000),
  kind: z.enum(promotionKinds),
  is_exclusive: flag(),
  is_verified: flag(),
  slider_image: picture().nullable(),
  starts_at: instant().nullable(),
  expires_at: instant().nullable(),
  store: idRef(),
  categories: idList(20),
  code: requiredText(64)
    .refine((code) => !/\s/.test(code), rule('codeSpaces'))
    .nullable(),
  status: z.enum(contentStatuses),
  publish_at: instant().nullable(),
  in_slider: flag(),
  on_homepage: flag(),
  is_deal_of_month: flag(),
  position: wholeNumber(0, 100_000),
};

export const promotionPatch = z.strictObject(shape).partial();

/** POST and PUT: the four fields without a default are required; the others take their defaults. */
export const promotionBody = promotionPatch.required({ title: true, link: true, kind: true, store: true });

export type PromotionPatch = z.output<typeof promotionPatch>;
export type PromotionInput = Required<PromotionPatch>;

/** What an omitted field of a POST or PUT body is. */
export const promotionDefaults: Omit<PromotionInput, 'title' | 'link' | 'kind' | 'store'> = {
  offer: '',
  description: '',
  condition: '',
  is_exclusive: false,
  is_verified: true,
  slider_image: null,
  starts_at: null,
  expires_at: null,
  categories: [],
  code: null,
  status: 'draft',
  publish_at: null,
  in_slider: false,
  on_homepage: false,
  is_deal_of_month: false,
  position: 0,
};

/**
 * The rules that tie fields together, on the promotion as it will be stored (a PATCH merged with what it changes):
 * a code promotion has a code and the others none; it ends after it starts; a scheduled one has a future
 * `publish_at`, and only a scheduled one has any. Answers what is wrong per field, empty when all hold.
 */
export function promotionRuleErrors(p: Pick<PromotionInput, 'kind' | 'code' | 'starts_at' | 'expires_at' | 'status' | 'publish_at'>, now: Date): FieldRefusals {
  const errors: FieldRefusals = {};
  const add = (field: string, wording: Wording) => (errors[field] ??= []).push(wording);
  if (p.kind === 'code' && !p.code) add('code', { key: 'codeMissing' });
  if (p.kind !== 'code' && p.code) add('code', { key: 'codeNotAllowed', values: { kind: p.kind } });
  if (p.expires_at && p.starts_at && p.expires_at.getTime() <= p.starts_at.getTime()) add('expires_at', { key: 'endBeforeStart' });
  for (const wording of scheduleErrors(p.status, p.publish_at, now, 'promotion')) add('publish_at', wording);
  return errors;
}
