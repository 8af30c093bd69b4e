'use client';

import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Checklist } from './Checklist';
import { FieldGroup } from './Field';

interface Props<V extends FieldValues> {
  control: Control<V>;
  name: FieldPathByValue<V, number[]>;
  id: string;
  label: string;
  hint?: string;
  error?: string;
  options: { id: number; name: string }[];
}

/** The categories of an item: a checklist under its legend, with its hint and what is wrong with the choice. */
export function ChecklistField<V extends FieldValues>({ control, name, id, label, hint, error, options }: Props<V>) {
  return (
    <FieldGroup id={id} label={label} hint={hint} error={error}>
      <Controller control={control} name={name} render={({ field }) => <Checklist id={id} options={options} value={field.value} onChange={field.onChange} />} />
    </FieldGroup>
  );
}
