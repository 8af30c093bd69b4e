'use server';

import { headers } from 'next/headers';
import { apiSubmit } from '@/lib/api/transport';
import { isEditionId } from '@/lib/editions';
import { PEER_ADDRESS_HEADER } from '@/lib/security/client-address';
import { CAPTCHA_FIELD, HONEYPOT_FIELD } from '@/lib/forms/field-names';
import { formStateOf, type FormState } from './form-state';

/** The API call behind each visitor form. */
const endpoints = {
  contact: '/pages/send_email/',
  shareCode: '/promotions/share_promotion/',
  suggestShop: '/stores/share/',
  newsletter: '/newsletter/subscribe/',
  unsubscribe: '/newsletter/unsubscribe/',
} as const;
export type SubmittableForm = keyof typeof endpoints;

/** What the visitor typed, as the form sent it; React's own fields and what must never be shown again are left out. */
function typedValues(data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of data) {
    if (typeof value !== 'string' || key.startsWith('$ACTION') || key === CAPTCHA_FIELD) continue;
    values[key] = value;
  }
  return values;
}

/**
 * Sends a visitor's form to the API, with and without JavaScript alike: the browser's script calls it once the
 * fields pass the same schema, and a plain form post reaches it through the page, which renders again with the
 * answer. `form` and `edition` are bound by the page; being a public endpoint, this checks them all the same.
 */
export async function submitVisitorForm(form: SubmittableForm, edition: string, _previous: FormState, data: FormData): Promise<FormState> {
  if (!(form in endpoints) || !isEditionId(edition)) return { status: 'failed', values: {} };
  const values = typedValues(data);
  const captcha = data.get(CAPTCHA_FIELD);
  const fields: Record<string, string> = { ...values, ...(typeof captcha === 'string' ? { [CAPTCHA_FIELD]: captcha } : {}) };
  try {
    const incoming = await headers();
    const { status, body } = await apiSubmit(endpoints[form], edition, fields, {
      peerAddress: incoming.get(PEER_ADDRESS_HEADER),
      forwardedFor: incoming.get('x-forwarded-for'),
    });
    // The honeypot's content never comes back: a person never typed it.
    delete values[HONEYPOT_FIELD];
    return formStateOf(status, body, values);
  } catch (error) {
    console.error('[forms] a submission could not reach the API', form, error instanceof Error ? error.message : error);
    return { status: 'failed', values };
  }
}
