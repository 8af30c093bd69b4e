// The alerts' mails are the one thing the backend renders for people rather than answers in JSON: their words come
// from messages/, in the edition's language, like every screen's.
// eslint-disable-next-line no-restricted-imports -- next-intl's translator only, no UI: see the line above
import { createTranslator } from 'next-intl';
import { editions, type EditionId } from '@/lib/editions';
import { expiryOf, expiryWords } from '@/lib/format/expiry';
import { messagesFor } from '@/messages';

const translatorOf = (edition: EditionId) => createTranslator({ locale: editions[edition].htmlLang, messages: messagesFor(edition), namespace: 'alertMails' });
const expiryTranslatorOf = (edition: EditionId) => createTranslator({ locale: editions[edition].htmlLang, messages: messagesFor(edition), namespace: 'promotions.expiry' });

type AlertMailWords = ReturnType<typeof translatorOf>;
type ExpiryWords = ReturnType<typeof expiryTranslatorOf>;

// A digest run renders thousands of mails: one translator per edition serves them all.
const alertWords = new Map<EditionId, AlertMailWords>();
const expiryTranslators = new Map<EditionId, ExpiryWords>();
const longDates = new Map<EditionId, Intl.DateTimeFormat>();

/** The words of the alerts' mails (`alertMails` in messages/) in the edition's language. */
export function alertMailWords(edition: EditionId): AlertMailWords {
  let words = alertWords.get(edition);
  if (!words) alertWords.set(edition, (words = translatorOf(edition)));
  return words;
}

function longDate(edition: EditionId): Intl.DateTimeFormat {
  let format = longDates.get(edition);
  if (!format) longDates.set(edition, (format = new Intl.DateTimeFormat(editions[edition].htmlLang, { dateStyle: 'long', timeZone: editions[edition].timeZone })));
  return format;
}

/**
 * A promotion's expiry as its card on the site words it (`Expire demain`, `Verloopt op 3 juni 2026`): the same bands
 * (lib/format/expiry) and the same words (`promotions.expiry`), counted in the edition's time zone from `now`.
 */
export function expiryWording(edition: EditionId, expiresAt: Date | string | null, now: Date): string {
  let t = expiryTranslators.get(edition);
  if (!t) expiryTranslators.set(edition, (t = expiryTranslatorOf(edition)));
  const expiry = expiryOf(expiresAt, now, editions[edition].timeZone);
  return expiryWords(expiry, t, (d) => longDate(edition).format(d));
}
