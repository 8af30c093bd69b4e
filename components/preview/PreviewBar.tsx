import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { previewToken } from '@/lib/api/preview-read';
import styles from './preview-bar.module.css';

/**
 * The bar an editor sees over a page in preview: it says the page shows what is not published yet and leads out of
 * the preview. Draft mode is off in every cached render, so visitors never get it, and it needs no JavaScript.
 */
export async function PreviewBar() {
  // Draft mode with no editor's cookie (signed out since) shows what visitors see: no bar then.
  if (!(await previewToken())) return null;
  const t = await getTranslations('preview');
  return (
    <aside className={styles.bar} aria-label={t('label')}>
      <p role="status">
        <strong>{t('title')}</strong> <span>{t('body')}</span>
      </p>
      <div className={styles.actions}>
        <Link href="/admin" prefetch={false} className={styles.link}>
          {t('backToEditor')}
        </Link>
        <form method="post" action="/admin/preview/exit">
          <button type="submit" className={styles.exit}>
            {t('exit')}
          </button>
        </form>
      </div>
    </aside>
  );
}
