import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './Field';

interface Props {
  id: string;
  label: string;
  hint: string;
  error?: string;
  /** `register('position', { valueAsNumber: true })`, taken as the form renders (see Field). */
  registration: UseFormRegisterReturn;
}

/** An item's place in its lists, a whole number the API takes from 0 to 100 000: the smaller first. */
export function PositionField(props: Props) {
  return <Field {...props}>{(control) => <input type="number" min={0} max={100000} step={1} {...control} />}</Field>;
}
