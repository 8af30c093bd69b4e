import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/AdminShell';
import { LoginForm } from '@/components/admin/LoginForm';
import styles from '@/components/admin/admin.module.css';
import { adminContext } from '@/lib/admin/session';
import { clientMessages } from '@/messages';
import '../globals.css';

/** Per request, never cached: what an editor sees is theirs, and the policy's nonce is new each time. */
export const dynamic = 'force-dynamic';

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b2530' };

export async function generateMetadata(): Promise<Metadata> {
  const { edition } = await adminContext();
  const t = await getTranslations('admin.meta');
  return { title: t('title', { brand: edition.brandName }), robots: { index: false, follow: false }, icons: { icon: '/favicon.ico' } };
}

/**
 * The editors' area on each edition's own domain, in the edition's language. Without a valid session for this
 * edition, the login takes the place of the screen asked for, which appears once the editor has signed in.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const { edition, session, refused } = await adminContext();
  return (
    <html lang={edition.htmlLang}>
      <body className={styles.body}>
        <NextIntlClientProvider messages={clientMessages(edition.id, ['admin'])}>
          {session ? (
            <AdminShell edition={edition} session={session}>
              {children}
            </AdminShell>
          ) : (
            <main id="admin-main">
              <LoginForm edition={edition.id} brand={edition.brandName} refused={refused} />
            </main>
          )}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
