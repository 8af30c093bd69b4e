'use client';

import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { HONEYPOT_FIELD } from '@/lib/forms/field-names';
import type { FieldProps, ShownState } from './use-visitor-form';
import styles from './forms.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  id: string;
  label: string;
  registration: FieldProps;
  error?: string;
  hint?: string;
  optional?: boolean;
  multiline?: boolean;
}

/** The ids a field is described by: its hint, then its message. */
const describedBy = (id: string, hint?: string, error?: string) => [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/** A labelled text field with its hint and its message, tied to it for screen readers. */
export function TextField({ id, label, registration, error, hint, optional, multiline, ...input }: TextFieldProps) {
  const t = useTranslations('forms.status');
  const common = {
    id,
    ...registration,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    'aria-required': optional ? undefined : true,
  };
  return (
    <div className={styles.row}>
      <label htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> ({t('optional')})</span>}
      </label>
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {multiline ? <textarea {...common} placeholder={input.placeholder} maxLength={input.maxLength} rows={6} /> : <input {...input} {...common} />}
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A box to tick, its label beside it, its message under it. */
export function CheckboxField({ id, label, registration, error }: { id: string; label: ReactNode; registration: FieldProps; error?: string }) {
  return (
    <div className={`${styles.row} ${styles.check}`}>
      <input id={id} type="checkbox" {...registration} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The field people never see nor reach with the keyboard; a bot that fills it is thanked and forgotten. */
export function Honeypot({ id }: { id: string }) {
  const t = useTranslations('forms.status');
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>{t('honeypot')}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Each field's id and label, by name: what the list of fields to correct links to. */
export function fieldTable<K extends string>(ids: Record<K, string>, labels: Record<K, string>): Record<string, { label: string; id: string }> {
  return Object.fromEntries((Object.keys(ids) as K[]).map((name) => [name, { id: ids[name], label: labels[name] }]));
}

interface StatusProps {
  state: ShownState;
  id: string;
  /** Field name → its label and id, for the list of fields to correct. */
  fields: Record<string, { label: string; id: string }>;
  errorFields: string[];
  otherErrors: string[];
}

/**
 * What the form says above its fields, in a live region: the fields to correct (each a link to its field), a limit
 * reached, a network or server failure. Focus comes here when there is no field to go to.
 */
export function FormStatus({ state, id, fields, errorFields, otherErrors }: StatusProps) {
  const t = useTranslations('forms.status');
  let content: ReactNode = null;
  if (state.status === 'limited') content = <p>{t('limited', { minutes: state.retryMinutes })}</p>;
  else if (state.status === 'network') content = <p>{t('network')}</p>;
  else if (state.status === 'failed') content = <p>{t('failed')}</p>;
  else if (errorFields.length || otherErrors.length) {
    content = (
      <>
        {errorFields.length > 0 && <p>{t('fixErrors', { count: errorFields.length })}</p>}
        <ul>
          {errorFields.map((name) => (
            <li key={name}>
              <a href={`#${fields[name]?.id ?? name}`}>{fields[name]?.label ?? name}</a>
            </li>
          ))}
          {otherErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <div id={id} tabIndex={-1} role="alert" className={content ? styles.alert : undefined}>
      {content}
    </div>
  );
}

/** The thanks once the submission is stored, and a way to send another. */
export function FormSent({ id, title, body, again, onAgain }: { id: string; title: string; body: string; again?: string; onAgain?: () => void }) {
  return (
    <div id={id} tabIndex={-1} role="status" className={styles.success}>
      <h3>{title}</h3>
      <p>{body}</p>
      {again && onAgain && (
        <button type="button" className={styles.linkButton} onClick={onAgain}>
          {again}
        </button>
      )}
    </div>
  );
}

/** The send button: busy while the answer is awaited. */
export function SubmitButton({ label, sending }: { label: string; sending: boolean }) {
  const t = useTranslations('forms.status');
  return (
    <div className={styles.actions}>
      <button type="submit" className="button" disabled={sending} aria-disabled={sending}>
        {sending ? t('sending') : label}
      </button>
    </div>
  );
}
