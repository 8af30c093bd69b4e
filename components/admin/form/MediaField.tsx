'use client';

import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { EditionId } from '@/lib/editions';
import { MediaPicker } from '../media/MediaPicker';
import styles from './form.module.css';

interface Props<V extends FieldValues> {
  control: Control<V>;
  name: FieldPathByValue<V, string | null>;
  label: string;
  edition: EditionId;
  error?: string;
}

/** An image field of an editors' form: the media library's picker, and what is wrong with the image chosen. */
export function MediaField<V extends FieldValues>({ control, name, label, edition, error }: Props<V>) {
  return (
    <>
      <Controller control={control} name={name} render={({ field }) => <MediaPicker edition={edition} name={name} value={field.value} onChange={field.onChange} label={label} />} />
      {error && <p className={styles.fieldError}>{error}</p>}
    </>
  );
}
