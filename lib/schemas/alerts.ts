import { ALERT_QUERY_MAX, alertFrequencies, type AlertKind } from '@/lib/alerts/constants';
import { CAPTCHA_FIELD, HONEYPOT_FIELD } from '@/lib/forms/field-names';
import { z } from './zod';

/**
 * The bodies of the visitors' alerts: follow a shop, a category or a search's words; the signed token of a mail's
 * link; a change to one alert. The API validates with them and the forms in the browser with the very same schemas.
 * Most issues are told with the words of `forms.errors`; the few of the alerts' own (`alertIssueKeys`) with those of
 * `alerts.errors`.
 */

/** The form a follow came from, kept with the address's consent. */
export const alertSources = ['store', 'category', 'search'] as const;
export type AlertSource = (typeof alertSources)[number];

/** The issues told in `alerts.errors` rather than `forms.errors`. */
export const alertIssueKeys = ['oneTarget', 'target', 'nothingToChange'] as const;

/** A search's words as they are followed: trimmed, single spaces, lower case, so `  Ski  Alpes` and `ski alpes` are one alert. */
export const normaliseAlertQuery = (words: string): string => words.trim().replace(/\s+/g, ' ').toLowerCase();

/** Empty means "not given": a plain form post sends every field, filled or not. */
const blankAsMissing = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/** The largest id the database holds: anything past it names nothing, and must not reach a query. */
const MAX_ID = 2_147_483_647;

/** The id of a shop or a category, from JSON (a number) or a form post (its digits). */
const itemId = () =>
  z.preprocess(
    blankAsMissing,
    z
      .union([z.number(), z.string().trim()])
      .transform((value) => (typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN))
      .refine((id) => Number.isInteger(id) && id > 0 && id <= MAX_ID, { params: { key: 'invalid' } })
      .optional(),
  );

/** The searched words: at most `ALERT_QUERY_MAX` characters once normalised (a pasted page is refused before that). */
const followedWords = () => z.preprocess(blankAsMissing, z.string().max(1000).transform(normaliseAlertQuery).pipe(z.string().min(1).max(ALERT_QUERY_MAX)).optional());

/** Which field a follow without anything to follow is told about: the one its form shows. */
const fieldOfSource: Record<AlertSource, 'store' | 'category' | 'query'> = { store: 'store', category: 'category', search: 'query' };

export const alertSubscribeBody = z
  .object({
    email: z.string().trim().max(254).pipe(z.email()).transform((email) => email.toLowerCase()),
    store: itemId(),
    category: itemId(),
    query: followedWords(),
    frequency: z.preprocess(blankAsMissing, z.enum(alertFrequencies).default('daily')),
    /** Left out, it is the form of what is followed (a search's words come from the search form). */
    source: z.preprocess(blankAsMissing, z.enum(alertSources).optional()),
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
    [CAPTCHA_FIELD]: z.string().max(10_000).optional(),
  })
  .superRefine((body, ctx) => {
    const given = (['store', 'category', 'query'] as const).filter((field) => body[field] !== undefined);
    if (given.length === 0) {
      const field = body.source ? fieldOfSource[body.source] : 'query';
      ctx.addIssue({ code: 'custom', path: [field], params: { key: body.source ? 'required' : 'target' }, input: undefined });
    }
    if (given.length > 1) {
      for (const field of given) ctx.addIssue({ code: 'custom', path: [field], params: { key: 'oneTarget' }, input: body[field] });
    }
  });
export type AlertSubscription = z.output<typeof alertSubscribeBody>;

/** What one follow is about, once its body has passed `alertSubscribeBody`. */
export type AlertTarget = { kind: 'store'; storeId: number } | { kind: 'category'; categoryId: number } | { kind: 'query'; query: string };

export function alertTargetOf(body: AlertSubscription): AlertTarget {
  if (body.store !== undefined) return { kind: 'store', storeId: body.store };
  if (body.category !== undefined) return { kind: 'category', categoryId: body.category };
  return { kind: 'query', query: body.query ?? '' };
}

const sourceOfKind: Record<AlertKind, AlertSource> = { store: 'store', category: 'category', query: 'search' };

/** The form the follow came from: as sent, or the one of what is followed. */
export const alertSourceOf = (body: AlertSubscription): AlertSource => body.source ?? sourceOfKind[alertTargetOf(body).kind];

/** The signed token of an alerts mail's link (confirm, manage, one-click removal). */
export const alertTokenBody = z.object({ token: z.string().trim().min(1).max(2000) });

/** A true or false from JSON, or its word from a form post. */
const flag = () => z.preprocess((value) => (value === 'true' || value === 'on' || value === '1' ? true : value === 'false' || value === '0' ? false : value), z.boolean());

/** A change to one alert: pause or resume it, or change how often it mails. */
export const alertPatchBody = z
  .object({
    paused: flag().optional(),
    frequency: z.enum(alertFrequencies).optional(),
  })
  .refine((body) => body.paused !== undefined || body.frequency !== undefined, { params: { key: 'nothingToChange' } });
export type AlertPatch = z.output<typeof alertPatchBody>;
