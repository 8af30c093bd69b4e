import type { ReactNode } from 'react';
import styles from './feed-form.module.css';

interface Props {
  /** Also where the admin is taken when the API refuses the whole group (`mapping`, `credentials`). */
  id: string;
  legend: string;
  intro?: ReactNode;
  error?: string;
  children: ReactNode;
}

/** A boxed group of the feed form: its fields under one legend, what the group is for, and what is wrong with it. */
export function FeedFieldset({ id, legend, intro, error, children }: Props) {
  const describedBy = [intro ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset id={id} tabIndex={-1} className={styles.fieldset} aria-describedby={describedBy} data-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {intro && (
        <div id={`${id}-hint`} className={styles.intro}>
          {intro}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}
