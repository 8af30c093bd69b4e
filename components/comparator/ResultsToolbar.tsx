'use client';

import { useTranslations } from 'next-intl';
import { sortMessage } from '@/lib/comparator/labels';
import { SORTS, type Sort } from '@/lib/comparator/options';
import type { ComparatorQuery } from '@/lib/comparator/query';
import { FILTER_FORM_ID } from './FilterForm';
import styles from './comparator.module.css';

/** Above the results: how many offers, and the sort select (part of the filter form; its own button without JavaScript). */
export function ResultsToolbar({
  ids,
  count,
  shownQuery,
  onSort,
}: {
  /** The comparator's id prefix: the select's id. */
  ids: string;
  /** The number of offers, null while none is known. */
  count: number | null;
  shownQuery: ComparatorQuery;
  onSort: (next: ComparatorQuery) => void;
}) {
  const t = useTranslations('comparator');
  return (
    <div className={styles.toolbar}>
      <p role="status" aria-live="polite" className={styles.resultCount}>
        {count !== null ? t('resultCount', { count }) : ''}
      </p>
      <div className={styles.sort}>
        <label htmlFor={`${ids}-sort`}>{t('sort')}</label>
        <select
          id={`${ids}-sort`}
          name="sort"
          form={FILTER_FORM_ID}
          value={shownQuery.sort}
          onChange={(e) => onSort({ ...shownQuery, sort: e.currentTarget.value as Sort, page: 1 })}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sortMessage[sort]}`)}
            </option>
          ))}
        </select>
        <button type="submit" form={FILTER_FORM_ID} className={styles.sortSubmit}>
          {t('sortSubmit')}
        </button>
      </div>
    </div>
  );
}
