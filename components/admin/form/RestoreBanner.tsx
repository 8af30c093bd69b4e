'use client';

import { useTranslations } from 'next-intl';
import styles from './form.module.css';

interface Props<V> {
  /** The browser's copy found on arrival (useLocalCopy's `found`). */
  found: { values: V; savedAt: string } | null;
  timeZone: string;
  onRestore: (values: V) => void;
  onDiscard: () => void;
}

/** Offers back the edits a closed tab, a crash or an expired session left in the browser. */
export function RestoreBanner<V>({ found, timeZone, onRestore, onDiscard }: Props<V>) {
  const tf = useTranslations('admin.form');
  if (!found) return null;
  return (
    <div className={styles.restore} role="region" aria-label={tf('restoreLabel')}>
      <p>{tf('restoreFound', { time: new Date(found.savedAt).toLocaleString(undefined, { timeZone, dateStyle: 'short', timeStyle: 'short' }) })}</p>
      <button type="button" className={styles.secondaryButton} onClick={() => onRestore(found.values)}>
        {tf('restore')}
      </button>
      <button type="button" className={styles.secondaryButton} onClick={onDiscard}>
        {tf('discard')}
      </button>
    </div>
  );
}
