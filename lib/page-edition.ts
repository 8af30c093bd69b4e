import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { editionOfLocale, type Edition } from '@/lib/editions';

export type LocaleParams = Promise<{ locale: string }>;

/** The edition of a page from its `[locale]` segment, which only the proxy writes (from the Host header). */
export async function pageEdition(params: LocaleParams): Promise<Edition> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) {
    // An address the proxy did not rewrite (a missing file: `/images/x.png` reads as locale "images"): the 404 page
    // renders in the default edition's words, with nothing read from the request, so it stays a plain 404.
    setRequestLocale(routing.defaultLocale);
    notFound();
  }
  setRequestLocale(locale);
  return editionOfLocale(locale);
}
