import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { NavigationEffects } from '@/components/layout/NavigationEffects';
import { NetworkStatus } from '@/components/layout/NetworkStatus';
import { PreviewBar } from '@/components/preview/PreviewBar';
import { CodeModalHost } from '@/components/promotions/CodeModal';
import { JsonLd } from '@/components/ui/JsonLd';
import { SiteThirdParties } from '@/components/third-parties/SiteThirdParties';
import { serviceIfOn } from '@/lib/third-parties';
import { layoutData } from '@/lib/api/layout';
import { pageEdition, type LocaleParams } from '@/lib/page-edition';
import { organizationJsonLd, websiteJsonLd } from '@/lib/json-ld/site';
import { clientMessages, everyPageClientNamespaces } from '@/messages';
import '../globals.css';

/**
 * Every public page is cached per edition (Incremental Static Regeneration): rendered on its first visit, then
 * served from the cache. After `revalidate` seconds the next visit still gets the cached copy while the page
 * renders again behind it; past next.config's `expireTime` (60 s) a visit waits for a fresh render, so no
 * counter in a page is older than that. A write throws away the pages it touched at once, by tag.
 * Must stay a literal: Next reads it without running the module.
 */
export const revalidate = 30;

/** No page is rendered at build time (the build never opens the database): each one on its first visit. */
export function generateStaticParams(): { locale: string }[] {
  return [];
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0e7490' };

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const edition = await pageEdition(params);
  return {
    metadataBase: new URL(edition.origin),
    applicationName: edition.brandName,
    // No title here: every page sets its own, and the 404 and error views render theirs.
    icons: { icon: '/favicon.ico' },
  };
}

/** Every page of an edition: header, page, footer; the edition's messages; the client-side navigation effects. */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const edition = await pageEdition(params);
  const [data, t] = await Promise.all([layoutData(edition.id), getTranslations('layout')]);
  return (
    <html lang={edition.htmlLang}>
      <body>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <PreviewBar />
        <NextIntlClientProvider messages={clientMessages(edition.id, everyPageClientNamespaces)}>
          <Header edition={edition} data={data} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer edition={edition} data={data} />
          <Suspense fallback={null}>
            <NavigationEffects />
          </Suspense>
          <NetworkStatus offline={t('offline')} online={t('online')} />
          <CodeModalHost />
          <SiteThirdParties consent={serviceIfOn(edition.thirdParty.consentApp)} popup={serviceIfOn(edition.thirdParty.newsletterPopup)} language={edition.language} />
        </NextIntlClientProvider>
        <JsonLd data={[websiteJsonLd(edition.id), organizationJsonLd(edition.id)]} />
      </body>
    </html>
  );
}
