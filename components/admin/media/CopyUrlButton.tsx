'use client';

import { useTranslations } from 'next-intl';
import adminStyles from '../admin.module.css';
import { showToast } from '../AdminToast';

/**
 * Copies a file's address as the library gives it (`/media/…`): the same path serves it on every edition's
 * domain, and it is the form the site's image fields keep, so the library can tell where the file is used.
 */
export function CopyUrlButton({ url, name }: { url: string; name: string }) {
  const t = useTranslations('admin.media');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast(t('copied', { name }));
    } catch {
      showToast(t('copyFailed', { url }));
    }
  };
  return (
    <button type="button" className={adminStyles.secondary} onClick={copy} aria-label={t('copyNamed', { name })}>
      {t('copy')}
    </button>
  );
}
