'use client';

import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { SeoFields, type SeoFieldsProps, type SeoValue } from './SeoFields';

interface Props<V extends FieldValues & { seo: SeoValue }> extends Omit<SeoFieldsProps, 'value' | 'onChange'> {
  control: Control<V>;
}

/** The SEO panel inside an entity's form, its data the form's `seo` (see seo-form.ts). */
export function FormSeoFields<V extends FieldValues & { seo: SeoValue }>({ control, ...panel }: Props<V>) {
  const name = 'seo' as FieldPathByValue<V, SeoValue>;
  return <Controller control={control} name={name} render={({ field }) => <SeoFields {...panel} value={field.value} onChange={field.onChange} />} />;
}
