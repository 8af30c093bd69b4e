import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import { formStateOf } from '@/lib/forms/form-state';
import { visitorIssueMessage, type ErrorTranslator } from '@/lib/forms/issue-message';
import { ratingBody } from '@/lib/schemas/stores';
import { contactMessageBody, newsletterSubscribeBody, sharedCodeBody, suggestedShopBody } from '@/lib/schemas/visitor-forms';
import { dedupePart } from '@/server/api/visitor-forms/submissions';
import { messagesFor } from '@/messages';

const words = (edition: 'fr-be' | 'nl-be') =>
  visitorIssueMessage(createTranslator({ locale: edition === 'fr-be' ? 'fr-BE' : 'nl-BE', messages: messagesFor(edition), namespace: 'forms.errors' }) as unknown as ErrorTranslator);

/** The first message of each field, in the edition's words. */
function messages(schema: { safeParse: (input: unknown, params: { error: ReturnType<typeof words> }) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, input: unknown, edition: 'fr-be' | 'nl-be' = 'fr-be') {
  const result = schema.safeParse(input, { error: words(edition) });
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('the visitor forms’ schemas and their words', () => {
  it('says what is missing, too short or too long, in French and in Dutch', () => {
    expect(messages(contactMessageBody, {})).toEqual({
      name: 'Ce champ est obligatoire.',
      email: 'Ce champ est obligatoire.',
      subject: 'Ce champ est obligatoire.',
      message: 'Ce champ est obligatoire.',
      privacy: 'Cochez cette case pour que nous puissions vous répondre.',
    });
    expect(messages(contactMessageBody, { name: 'x'.repeat(121), email: 'a@b', subject: 's', message: 'court', privacy: 'on' }, 'nl-be')).toEqual({
      name: 'Schrijf hoogstens 120 tekens.',
      email: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.',
      message: 'Schrijf minstens 10 tekens.',
    });
  });

  it('calls an empty field missing, not malformed', () => {
    expect(messages(contactMessageBody, { name: 'Anne', email: '', subject: 'x', message: 'Un message assez long', privacy: true })).toEqual({ email: 'Ce champ est obligatoire.' });
    expect(messages(suggestedShopBody, { store: 'X', site: '  ' }, 'nl-be')).toEqual({ site: 'Dit veld is verplicht.' });
  });

  it('reads a plain form post: a ticked box is "on", an empty field is not given', () => {
    const parsed = sharedCodeBody.parse({ store: 'Booking.com', code: '', no_code: 'on', offer: 'Petit-déjeuner offert', expires_at: '', link: '', email: '' });
    expect(parsed).toMatchObject({ no_code: true, code: undefined, expires_at: undefined, link: undefined, email: undefined });
    expect(newsletterSubscribeBody.parse({ email: ' lea@example.be ', source: '' })).toMatchObject({ email: 'lea@example.be', source: 'page' });
  });

  it('ties the code to "no code needed", and refuses codes with spaces and dates gone by', () => {
    expect(messages(sharedCodeBody, { store: 'X', offer: 'Une offre' })).toEqual({ code: 'Indiquez le code, ou cochez « Pas besoin de code ».' });
    expect(messages(sharedCodeBody, { store: 'X', offer: 'Une offre', code: 'ETE 2027', expires_at: '2020-01-01' })).toEqual({
      code: 'Un code promo ne contient pas d’espace.',
      expires_at: 'Cette date est déjà passée : le code a expiré.',
    });
  });

  it('tells a number out of its range by its bound, and a number past any bound as not valid', () => {
    expect(messages(ratingBody, { rating: 0 })).toEqual({ rating: 'Choisissez une valeur d’au moins 1.' });
    expect(messages(ratingBody, { rating: 6 }, 'nl-be')).toEqual({ rating: 'Kies een waarde van hoogstens 5.' });
    expect(messages(ratingBody, { rating: 1e300 })).toEqual({ rating: 'Cette valeur n’est pas valable.' });
    expect(messages(ratingBody, {})).toEqual({ rating: 'Ce champ est obligatoire.' });
  });

  it('takes only http(s) sites', () => {
    expect(messages(suggestedShopBody, { store: 'X', site: 'javascript:alert(1)' }).site).toMatch(/https:\/\//);
    expect(suggestedShopBody.parse({ store: 'X', site: 'https://Example.be' }).site).toBe('https://example.be/');
  });
});

describe('formStateOf', () => {
  const values = { name: 'Anne' };
  it('turns the API’s answers into what the form shows', () => {
    expect(formStateOf(201, { detail: 'Merci' }, values)).toEqual({ status: 'sent', message: 'Merci' });
    expect(formStateOf(400, { email: ['Adresse invalide'], detail: 'x' }, values)).toEqual({ status: 'invalid', fieldErrors: { email: ['Adresse invalide'] }, values });
    expect(formStateOf(429, { retry_after: 61 }, values)).toEqual({ status: 'limited', retryMinutes: 2, values });
    expect(formStateOf(400, { detail: 'JSON parse error' }, values)).toEqual({ status: 'failed', values });
    expect(formStateOf(503, null, values)).toEqual({ status: 'failed', values });
  });
});

describe('dedupePart', () => {
  it('makes one key of the same shop or code written differently', () => {
    expect(dedupePart(' Booking.com ')).toBe(dedupePart('booking.COM'));
    expect(dedupePart('Été 2027')).toBe(dedupePart('ete2027'));
    expect(dedupePart('ETE2027')).not.toBe(dedupePart('ETE2028'));
  });
});
