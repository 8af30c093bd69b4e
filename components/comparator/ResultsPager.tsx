'use client';

import { useTranslations } from 'next-intl';
import type { ComparatorQuery } from '@/lib/comparator/query';
import type { LinkTo } from './use-comparator-state';
import styles from './comparator.module.css';

/** Previous and next page of the results, around "page N of M"; nothing with one page. */
export function ResultsPager({ query, page, pages, linkTo }: { query: ComparatorQuery; page: number; pages: number; linkTo: LinkTo }) {
  const tp = useTranslations('pagination');
  if (pages <= 1) return null;
  return (
    <nav aria-label={tp('label')} className={styles.pagination}>
      {page > 1 ? (
        <a {...linkTo({ ...query, page: page - 1 }, true)} rel="prev" className={styles.pageLink}>
          <span aria-hidden="true">←</span> {tp('previous')}
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
      <p className={styles.pageStatus}>{tp('page', { page, pages })}</p>
      {page < pages ? (
        <a {...linkTo({ ...query, page: page + 1 }, true)} rel="next" className={styles.pageLink}>
          {tp('next')} <span aria-hidden="true">→</span>
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
