'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN } from '@/lib/schemas/auth';
import { fieldsOf, Field } from '../form/Field';
import form from '../form/form.module.css';
import { AccountChangeForm, type AccountChangeProps } from './AccountChangeForm';
import { newPasswordRules } from './password-rules';

interface Values {
  password: string;
  confirmation: string;
}

const fieldNames = ['password'] as const;

/** A new password for an account, typed twice: the API closes the account's open sessions. */
export function AccountPasswordForm(change: AccountChangeProps) {
  const { account } = change;
  const t = useTranslations('admin.accounts');
  const methods = useForm<Values>({ defaultValues: { password: '', confirmation: '' } });
  const { register, formState, setFocus, getValues } = methods;
  useEffect(() => setFocus('password'), [setFocus]);
  const field = fieldsOf(`account-${account.id}`, formState.errors);

  return (
    <AccountChangeForm
      {...change}
      methods={methods}
      fieldNames={fieldNames}
      bodyOf={({ password }) => ({ password })}
      label={t('passwordOf', { email: account.email })}
      submitLabel={t('savePassword')}
      doneMessage={t('passwordChanged', { email: account.email })}
    >
      <div className={form.row}>
        <Field {...field('password')} label={t('newPassword')} hint={t('passwordHint', { min: PASSWORD_MIN })} registration={register('password', newPasswordRules(t))}>
          {(control) => <input type="password" autoComplete="new-password" {...control} />}
        </Field>
        <Field
          id={`account-${account.id}-password-again`}
          label={t('confirmPassword')}
          error={field('confirmation').error}
          registration={register('confirmation', { validate: (value) => value === getValues('password') || t('mismatch') })}
        >
          {(control) => <input type="password" autoComplete="new-password" {...control} />}
        </Field>
      </div>
    </AccountChangeForm>
  );
}
