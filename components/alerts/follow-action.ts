'use server';

import { headers } from 'next/headers';
import { apiSubmit } from '@/lib/api/transport';
import { isEditionId } from '@/lib/editions';
import { CAPTCHA_FIELD, HONEYPOT_FIELD } from '@/lib/forms/field-names';
import { formStateOf, type FormState } from '@/lib/forms/form-state';
import { PEER_ADDRESS_HEADER } from '@/lib/security/client-address';

/** The fields a follow form posts; anything else in the post (React's own fields) is left out. */
const followFields = ['email', 'frequency', 'store', 'category', 'query', 'source', HONEYPOT_FIELD] as const;

/**
 * A follow form sent without JavaScript: the `<form>` posts to the page it stands on, which runs this and renders
 * again with the answer and what was typed. With JavaScript the form calls the API itself, and the same answer
 * comes back. `edition` is bound by the form; being a public endpoint, this checks it all the same.
 */
export async function followByPost(edition: string, _previous: FormState, data: FormData): Promise<FormState> {
  if (!isEditionId(edition)) return { status: 'failed', values: {} };
  const values: Record<string, string> = {};
  for (const name of followFields) {
    const value = data.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  const captcha = data.get(CAPTCHA_FIELD);
  try {
    const incoming = await headers();
    const { status, body } = await apiSubmit('/alerts/subscribe/', edition, { ...values, ...(typeof captcha === 'string' ? { [CAPTCHA_FIELD]: captcha } : {}) }, {
      peerAddress: incoming.get(PEER_ADDRESS_HEADER),
      forwardedFor: incoming.get('x-forwarded-for'),
    });
    // The honeypot's content never comes back: a person never typed it.
    delete values[HONEYPOT_FIELD];
    return formStateOf(status, body, values);
  } catch (error) {
    console.error('[alerts] a follow could not reach the API', error instanceof Error ? error.message : error);
    delete values[HONEYPOT_FIELD];
    return { status: 'failed', values };
  }
}
