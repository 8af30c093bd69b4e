'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import styles from './comparator.module.css';

/** One checkbox of a filter group, with the number of offers it would give (when the facets are known). */
export function FilterCheck({
  name,
  value,
  label,
  count,
  checked,
  onToggle,
}: {
  name: string;
  value: string;
  label: ReactNode;
  count: number | undefined;
  checked: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const t = useTranslations('comparator');
  // A value that would give nothing cannot be ticked, unless it is ticked already (it must stay removable).
  const disabled = count === 0 && !checked;
  return (
    <li>
      <label className={styles.check} data-disabled={disabled || undefined}>
        <input type="checkbox" name={name} value={value} checked={checked} disabled={disabled} onChange={(e) => onToggle(e.currentTarget.checked)} />
        <span className={styles.checkLabel}>{label}</span>
        {count !== undefined && (
          <>
            <span className={styles.count} aria-hidden="true">
              {count}
            </span>
            <span className="visually-hidden">, {t('count', { count })}</span>
          </>
        )}
      </label>
    </li>
  );
}

/** A fieldset of checkboxes under its legend. */
export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.options}>{children}</ul>
    </fieldset>
  );
}
