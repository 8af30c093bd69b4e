'use client';

import { useTranslations } from 'next-intl';
import { activeFilters, emptyQuery, type ComparatorQuery } from '@/lib/comparator/query';
import styles from './comparator.module.css';

/** The form's submit button, and the link back to no filters when some are chosen. */
export function FilterActions({
  action,
  query,
  enhanced,
  onChange,
}: {
  action: string;
  query: ComparatorQuery;
  enhanced: boolean;
  onChange: (next: ComparatorQuery) => void;
}) {
  const t = useTranslations('comparator');
  return (
    <div className={styles.actions}>
      <button type="submit" className={`button ${styles.apply}`}>
        {t('apply')}
      </button>
      {activeFilters(query).length > 0 && (
        <a
          href={action}
          className={styles.reset}
          onClick={(event) => {
            if (!enhanced || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onChange(emptyQuery());
          }}
        >
          {t('reset')}
        </a>
      )}
    </div>
  );
}
