'use client';

import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { EditionId } from '@/lib/editions';
import { RichTextEditor } from '../rich-text/RichTextEditor';
import styles from './form.module.css';

interface Props<V extends FieldValues> {
  control: Control<V>;
  name: FieldPathByValue<V, string>;
  id: string;
  label: string;
  hint?: string;
  edition: EditionId;
  error?: string;
}

/** An HTML field of an editors' form: the rich-text editor, its hint and what is wrong with it, read with it. */
export function RichTextField<V extends FieldValues>({ control, name, id, label, hint, edition, error }: Props<V>) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={styles.field}>
          <RichTextEditor
            ref={field.ref}
            id={id}
            label={label}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            edition={edition}
            invalid={Boolean(error)}
            describedBy={describedBy}
          />
          {hint && (
            <p id={`${id}-hint`} className={styles.hint}>
              {hint}
            </p>
          )}
          {error && (
            <p id={`${id}-error`} className={styles.fieldError}>
              {error}
            </p>
          )}
        </div>
      )}
    />
  );
}
