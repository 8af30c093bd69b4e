import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './list.module.css';

export interface FilterOption {
  value: string | number;
  label: string;
}

/** The words a list's filters take from the list's own messages. */
type FilterWords = (key: 'filters' | 'search' | 'searchPlaceholder' | 'ordering' | 'apply' | 'reset') => string;

interface ListFiltersProps {
  /** The list's address: where the form goes, and what "reset" leads back to. */
  path: string;
  t: FilterWords;
  /** The filters in force that the form carries: the status tab stays, the search is filled in. */
  filters: { status?: string; q?: string; ordering: string };
  orderings: FilterOption[];
  /** The list's own filters, between the search and the ordering. */
  children?: ReactNode;
}

/**
 * An editors' list's search, filters and ordering: a plain GET form, so the list's address says what it shows (a link
 * an editor can keep or send) and it works before any script has loaded.
 */
export function ListFilters({ path, t, filters, orderings, children }: ListFiltersProps) {
  return (
    <form method="get" action={path} className={styles.filters} role="search" aria-label={t('filters')}>
      {filters.status && <input type="hidden" name="status" value={filters.status} />}
      <label className={styles.search}>
        {t('search')}
        <input type="search" name="q" defaultValue={filters.q} placeholder={t('searchPlaceholder')} maxLength={200} />
      </label>
      {children}
      <FilterSelect label={t('ordering')} name="ordering" value={filters.ordering} options={orderings} />
      <button type="submit" className="button">
        {t('apply')}
      </button>
      <Link href={path}>{t('reset')}</Link>
    </form>
  );
}

interface FilterSelectProps {
  label: string;
  name: string;
  value: string | number;
  options: FilterOption[];
  /** The first choice, that filters nothing ("all categories"); none where a choice is always made (the ordering). */
  anyLabel?: string;
}

/** One of a list's filters: a labelled choice the GET form sends under `name`. */
export function FilterSelect({ label, name, value, options, anyLabel }: FilterSelectProps) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
