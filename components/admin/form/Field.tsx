import type { ComponentProps, ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import styles from './form.module.css';

/** What a field's control carries so that its hint and its error are read with it. */
export function controlProps(id: string, { hint, error }: { hint?: string; error?: string }) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined };
}

export type ControlProps = ReturnType<typeof controlProps>;

/**
 * A form's fields by name: the id of each (`{prefix}-{name}`) and the message of what is wrong with it, to spread on
 * its Field.
 */
export function fieldsOf<V extends FieldValues>(prefix: string, errors: FieldErrors<V>) {
  return (name: keyof V & string) => {
    const message = errors[name]?.message;
    return { id: `${prefix}-${name}`, error: typeof message === 'string' ? message : undefined };
  };
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /**
   * The control's `register(name)`, handed to the children's function. It is taken as the form renders, before the
   * fields render: react-hook-form takes the editor to the first field in error in the order they were registered.
   */
  registration?: UseFormRegisterReturn;
  /** The control, or a function that puts the registration, the control's id, state and descriptions on it. */
  children: ReactNode | ((control: ControlProps & Partial<UseFormRegisterReturn>) => ReactNode);
}

/** A labelled field of an editors' form: its hint, its control (given `controlProps`), and what is wrong with it. */
export function Field({ id, label, hint, error, registration, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {typeof children === 'function' ? children({ ...registration, ...controlProps(id, { hint, error }) }) : children}
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
export function FieldGroup({ id, label, hint, error, children }: Omit<FieldProps, 'registration'> & { children: ReactNode }) {
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

/** A tick box (a shop shown in the menu), or a radio button given `type="radio"`, before its words. */
export function InlineChoice({ label, ...input }: ComponentProps<'input'> & { label: string }) {
  return (
    <label className={styles.inline}>
      <input type="checkbox" {...input} />
      {label}
    </label>
  );
}

/** An item's yes-or-no settings (a shop shown in the menu, a promotion in the slider), under one legend. */
export function FlagsField({ id, label, flags }: { id: string; label: string; flags: { label: string; registration: UseFormRegisterReturn }[] }) {
  return (
    <FieldGroup id={id} label={label}>
      {flags.map((flag) => (
        <InlineChoice key={flag.registration.name} {...flag.registration} label={flag.label} />
      ))}
    </FieldGroup>
  );
}
