import type { Context } from 'hono';
import { editions } from '@/lib/editions';
import { CAPTCHA_FIELD, HONEYPOT_FIELD } from '@/lib/schemas/visitor-forms';
import { ALLOWANCES, consumeAllowance } from '../core/address-limits';
import type { ApiEnv } from '../core/env';
import { ApiError } from '../core/errors';
import { requestAddress } from '../core/request-address';
import { visitorWords } from '@/lib/forms/visitor-words';

/** The forms a visitor sends, each with its own allowance. */
export type VisitorFormKind = 'contact' | 'share_code' | 'suggest_shop' | 'newsletter';

/** Submissions one address may make per hour, by form. */
export const SUBMISSIONS_PER_HOUR: Record<VisitorFormKind, number> = {
  contact: ALLOWANCES.contact,
  share_code: ALLOWANCES.share_code,
  suggest_shop: ALLOWANCES.suggest_shop,
  newsletter: ALLOWANCES.newsletter,
};

/** A bot filled the field people never see. */
export const isHoneypotHit = (fields: Record<string, unknown>) => typeof fields[HONEYPOT_FIELD] === 'string' && fields[HONEYPOT_FIELD].trim() !== '';

/** Counts a submission from the request's address; past the allowance, 429 with `Retry-After` and the wait in words. */
export const countSubmission = (c: Context<ApiEnv>, kind: VisitorFormKind): Promise<void> => consumeAllowance(c, kind);

const DEFAULT_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Whether the edition asks for the captcha: it has a site key and the server its secret. */
export const captchaRequired = (c: Context<ApiEnv>) => Boolean(editions[c.get('edition')].thirdParty.captcha.key && process.env.CAPTCHA_SECRET_KEY?.trim());

/**
 * With a captcha configured, the answer the widget put in the form must be confirmed by the provider's verify URL
 * (`CAPTCHA_VERIFY_URL`, for tests); a missing, refused or unverifiable answer is the field's error.
 */
export async function checkCaptcha(c: Context<ApiEnv>, fields: Record<string, unknown>): Promise<void> {
  if (!captchaRequired(c)) return;
  const answer = typeof fields[CAPTCHA_FIELD] === 'string' ? fields[CAPTCHA_FIELD].trim() : '';
  let passed = false;
  if (answer) {
    const params = new URLSearchParams({ secret: process.env.CAPTCHA_SECRET_KEY!.trim(), response: answer });
    const address = requestAddress(c);
    if (address) params.set('remoteip', address);
    try {
      const res = await fetch(process.env.CAPTCHA_VERIFY_URL?.trim() || DEFAULT_VERIFY_URL, { method: 'POST', body: params, signal: AbortSignal.timeout(5000) });
      const verdict = (await res.json().catch(() => null)) as { success?: unknown } | null;
      passed = res.ok && verdict?.success === true;
    } catch {
      passed = false;
    }
  }
  if (!passed) throw new ApiError(400, { [CAPTCHA_FIELD]: [visitorWords(c.get('edition'), 'forms.errors')('captcha')] });
}
