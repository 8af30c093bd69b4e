'use client';

/** The results panel when it lists no offer: none for the filters, a page past the last, or a failed read. */

import { useTranslations } from 'next-intl';
import type { Facets } from '@/lib/api/types/comparator';
import { activeFilters, withoutFilter, type ComparatorQuery } from '@/lib/comparator/query';
import { useFilterName } from './use-filter-name';
import type { LinkTo } from './use-comparator-state';
import styles from './comparator.module.css';

/** No offer for the chosen filters: one link per filter to drop it. */
export function NoResults({ shownQuery, facets, linkTo }: { shownQuery: ComparatorQuery; facets: Facets | undefined; linkTo: LinkTo }) {
  const t = useTranslations('comparator');
  const filterName = useFilterName(facets);
  const filters = activeFilters(shownQuery);
  return (
    <div className={`panel ${styles.empty}`}>
      <p className={styles.emptyTitle}>{t('noResults')}</p>
      {filters.length > 0 && (
        <>
          <p>{t('relaxIntro')}</p>
          <ul className="chips">
            {filters.map((filter) => (
              <li key={`${filter.key}=${filter.value}`}>
                <a {...linkTo(withoutFilter(shownQuery, filter))}>{t('relax', { filter: filterName(filter) })}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** A page past the last: a link back to the first. */
export function PastLastPage({ query, linkTo }: { query: ComparatorQuery; linkTo: LinkTo }) {
  const t = useTranslations('comparator');
  return (
    <div className={`panel ${styles.empty}`}>
      <p>{t('pastLast')}</p>
      <p>
        <a {...linkTo({ ...query, page: 1 }, true)}>{t('firstPage')}</a>
      </p>
    </div>
  );
}

/** The read failed: say so, with a button to ask again. */
export function FailedResults({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('comparator');
  return (
    <div className={`panel ${styles.empty}`} role="alert">
      <p>{t('failed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
