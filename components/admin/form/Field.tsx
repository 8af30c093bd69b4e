import type { ReactNode } from 'react';
import styles from './form.module.css';

/** What a field's control carries so that its hint and its error are read with it. */
export function controlProps(id: string, { hint, error }: { hint?: string; error?: string }) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined };
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** A labelled field of an editors' form: its hint, its control (given `controlProps`), and what is wrong with it. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A group of boxes (the editions of an account) under one legend, with its hint and its error. The group itself takes
 * the focus when it is the first field to fix.
 */
export function FieldGroup({ id, label, hint, error, children }: FieldProps) {
  const { 'aria-describedby': described } = controlProps(id, { hint, error });
  return (
    <fieldset id={id} tabIndex={-1} className={styles.group} aria-describedby={described}>
      <legend>{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.boxes}>{children}</div>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
