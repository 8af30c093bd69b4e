'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import styles from '@/components/errors/ErrorView.module.css';

/**
 * A failure renders this page with a way back home: status 500, or 503 with Retry-After when the database is away (the
 * server front tells them apart), so its words fit both.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="container page">
      <title>{t('title')}</title>
      <meta name="robots" content="noindex,follow" />
      <section className={`panel ${styles.box}`} role="alert">
        <h1>{t('heading')}</h1>
        <p className="lead">{t('text')}</p>
        <p>
          <button type="button" className="button" onClick={reset}>
            {t('retry')}
          </button>{' '}
          <Link href="/" className="button button--accent">
            {t('home')}
          </Link>
        </p>
        {error.digest && <p className={styles.details}>#{error.digest}</p>}
      </section>
    </div>
  );
}
