import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { editionOfLocale } from '@/lib/editions';
import { messagesFor } from '@/messages';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const edition = editionOfLocale(locale);
  return { locale, messages: messagesFor(edition.id), timeZone: edition.timeZone };
});
