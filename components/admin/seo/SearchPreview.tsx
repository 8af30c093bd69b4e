'use client';

import { useTranslations } from 'next-intl';
import type { EditionId } from '@/lib/editions';
import { breadcrumbOf, previewDescription, previewTitle } from './seo-preview';
import styles from './SeoFields.module.css';

interface SearchPreviewProps {
  id: string;
  url: string;
  seoTitle: string;
  seoDescription: string;
  fallbackTitle: string;
  fallbackDescription: string;
  noindex: boolean;
  edition?: EditionId;
}

/**
 * The entity as a search result: the address as a breadcrumb, the title on one line (cut by width, as search
 * engines do), the description cut at a word. Plain text, not a link: it shows, it does not lead anywhere.
 */
export function SearchPreview({ id, url, seoTitle, seoDescription, fallbackTitle, fallbackDescription, noindex, edition }: SearchPreviewProps) {
  const t = useTranslations('admin.seo');
  const title = previewTitle(seoTitle, fallbackTitle, edition);
  const description = previewDescription(seoDescription, fallbackDescription);
  return (
    <figure className={styles.preview} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className={styles.previewCaption}>
        {t('preview')}
      </figcaption>
      <div className={styles.result} data-noindex={noindex || undefined}>
        <p className={styles.resultUrl}>{breadcrumbOf(url)}</p>
        <p className={styles.resultTitle} title={title || undefined}>
          {title || t('untitled')}
        </p>
        {description && <p className={styles.resultDescription}>{description}</p>}
      </div>
      {noindex && <p className={styles.previewNote}>{t('previewNoindex')}</p>}
    </figure>
  );
}
