'use client';

import { useTranslations } from 'next-intl';
import { charCount } from './seo-preview';
import styles from './SeoFields.module.css';

interface SeoTextFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  /** What the API accepts at most: typing stops there. */
  maxLength: number;
  /** What search engines show at most: the counter warns past it, but the text may go on. */
  advised?: number;
  multiline?: boolean;
  /** Addresses: no spell-checking or capitals, the phone's address keyboard. */
  address?: boolean;
  errors?: string[];
}

/** One text of the SEO panel: its hint, its length against what search engines show, the API's refusals. */
export function SeoTextField({ id, label, hint, value, onChange, maxLength, advised, multiline, address, errors }: SeoTextFieldProps) {
  const t = useTranslations('admin.seo');
  const count = charCount(value);
  const over = advised !== undefined && count > advised;
  const invalid = Boolean(errors?.length);
  const describedBy = [`${id}-hint`, advised !== undefined ? `${id}-count` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ');
  const control = {
    id,
    value,
    maxLength,
    className: styles.input,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    ...(address ? { inputMode: 'url' as const, spellCheck: false, autoCapitalize: 'off', autoComplete: 'off' } : {}),
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {multiline ? <textarea rows={3} {...control} onChange={(event) => onChange(event.target.value)} /> : <input type="text" {...control} onChange={(event) => onChange(event.target.value)} />}
      {advised !== undefined && (
        <>
          <p id={`${id}-count`} className={over ? styles.countOver : styles.count}>
            {t('count', { count, max: advised })}
            {over && (
              <>
                {' '}
                <span aria-hidden="true">⚠</span> {t('tooLong', { max: advised })}
              </>
            )}
          </p>
          {/* Said once when the text crosses the limit, not at every key: the counter itself is read with the field. */}
          <span role="status" className="visually-hidden">
            {over ? t('tooLong', { max: advised }) : ''}
          </span>
        </>
      )}
      {invalid && (
        <ul id={`${id}-error`} className={styles.errors}>
          {errors?.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
