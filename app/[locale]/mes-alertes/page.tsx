import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { MyAlerts } from '@/components/alerts/MyAlerts';
import { PageLayout } from '@/components/layout/PageLayout';
import { staticCrumbs } from '@/lib/breadcrumbs';
import { pageEdition, type LocaleParams } from '@/lib/page-edition';
import { staticMetadata } from '@/lib/pages/static';
import { staticPath } from '@/lib/routing';
import { clientMessages } from '@/messages';

/** The words "Mes alertes" shows in the browser. */
const myAlertsClientNamespaces = ['alerts.page'] as const;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const edition = await pageEdition(params);
  const t = await getTranslations('alerts.page');
  // What it shows depends on the link followed from a mail: it is no page for search engines (nor for the sitemap).
  return { ...staticMetadata(edition, 'alerts', { title: t('title'), description: t('description') }), robots: { index: false, follow: true } };
}

/**
 * "Mes alertes" / "Mijn meldingen": where the links of the alerts' mails lead. The page is the same for every
 * visitor, cached per edition like every public page; the mail's token (`?token=`, `?confirm=`) is read in the
 * browser, which then confirms the address or lists and changes its alerts.
 */
export default async function MyAlertsPage({ params }: { params: LocaleParams }) {
  const edition = await pageEdition(params);
  const path = staticPath(edition.id, 'alerts');
  if (!path) notFound();
  const [t, tb] = await Promise.all([getTranslations('alerts.page'), getTranslations('breadcrumbs')]);
  return (
    <PageLayout edition={edition.id} breadcrumbs={staticCrumbs(tb('home'), t('title'), path)}>
      <article className="panel">
        <h1>{t('title')}</h1>
        <NextIntlClientProvider locale={edition.htmlLang} timeZone={edition.timeZone} messages={clientMessages(edition.id, myAlertsClientNamespaces)}>
          <MyAlerts edition={edition.id} searchHref={staticPath(edition.id, 'search') ?? '/search'} />
        </NextIntlClientProvider>
      </article>
    </PageLayout>
  );
}
