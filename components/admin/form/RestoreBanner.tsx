'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { FieldValues, UseFormReset } from 'react-hook-form';
import styles from './form.module.css';
import type { LocalCopy } from './useLocalCopy';

interface Props<V extends FieldValues> {
  /** The browser's copy of the form (useLocalCopy). */
  copy: LocalCopy<V>;
  /** The form's reset: restoring puts the copy's values in the form, still unsaved. */
  reset: UseFormReset<V>;
  timeZone: string;
}

/** Offers back the edits a closed tab, a crash or an expired session left in the browser. */
export function RestoreBanner<V extends FieldValues>({ copy, reset, timeZone }: Props<V>) {
  const tf = useTranslations('admin.form');
  const locale = useLocale();
  const { found } = copy;
  if (!found) return null;
  const restore = () => {
    reset(found.values, { keepDefaultValues: true });
    copy.dismiss();
  };
  return (
    <div className={styles.restore} role="region" aria-label={tf('restoreLabel')}>
      <p>{tf('restoreFound', { time: new Date(found.savedAt).toLocaleString(locale, { timeZone, dateStyle: 'short', timeStyle: 'short' }) })}</p>
      <button type="button" className={styles.secondaryButton} onClick={restore}>
        {tf('restore')}
      </button>
      <button type="button" className={styles.secondaryButton} onClick={copy.clear}>
        {tf('discard')}
      </button>
    </div>
  );
}
