import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { editionOfLocale, type Edition } from '@/lib/editions';

export type LocaleParams = Promise<{ locale: string }>;

/** The edition of a page from its `[locale]` segment, which only the proxy writes (from the Host header). */
export async function pageEdition(params: LocaleParams): Promise<Edition> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return editionOfLocale(locale);
}
