import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { NavigationEffects } from '@/components/layout/NavigationEffects';
import { NetworkStatus } from '@/components/layout/NetworkStatus';
import { CodeModalHost } from '@/components/promotions/CodeModal';
import { JsonLd } from '@/components/ui/JsonLd';
import { layoutData } from '@/lib/api/layout';
import { pageEdition, type LocaleParams } from '@/lib/page-edition';
import { organizationJsonLd, websiteJsonLd } from '@/lib/json-ld/site';
import '../globals.css';

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0e7490' };

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const edition = await pageEdition(params);
  return {
    metadataBase: new URL(`https://${edition.domain}`),
    applicationName: edition.brandName,
    // No title here: every page sets its own, and the 404 and error views render theirs.
    icons: { icon: '/favicon.ico' },
  };
}

/** Every page of an edition: header, page, footer; the edition's messages; the client-side navigation effects. */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const edition = await pageEdition(params);
  const [data, t, nonce] = await Promise.all([layoutData(edition.id), getTranslations('layout'), headers().then((h) => h.get('x-nonce') ?? undefined) /* reading it also keeps every page per-request, as nonces need */]);
  return (
    <html lang={edition.htmlLang}>
      <body>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider>
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
        </NextIntlClientProvider>
        <JsonLd data={[websiteJsonLd(edition.id), organizationJsonLd(edition.id)]} nonce={nonce} />
      </body>
    </html>
  );
}
