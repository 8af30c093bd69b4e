'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { AccessFields, editionsTicked, editionsToSend, type AccessValues } from './AccessFields';
import { AccountChangeForm, type AccountChangeProps } from './AccountChangeForm';

const fieldNames = ['role', 'editions'] as const;

/** A new role or editions for an account; the API revokes its sessions, which carried the old ones. */
export function AccountAccessForm(change: AccountChangeProps) {
  const { account, self } = change;
  const t = useTranslations('admin.accounts');
  const methods = useForm<AccessValues>({ defaultValues: { role: account.role, editions: editionsTicked(account.editions) } });
  const { register, formState, setFocus } = methods;
  useEffect(() => setFocus(self ? 'editions' : 'role'), [self, setFocus]);

  return (
    <AccountChangeForm
      {...change}
      methods={methods}
      fieldNames={fieldNames}
      // Their own role is not the admin's to change (the API refuses): it is left out rather than sent unchanged.
      bodyOf={(values) => ({ ...(self ? {} : { role: values.role }), editions: editionsToSend(values.editions) })}
      label={t('editOf', { email: account.email })}
      submitLabel={t('save')}
      doneMessage={t('updated', { email: account.email })}
    >
      <AccessFields
        id={`account-${account.id}`}
        role={register('role')}
        editions={register('editions', { validate: (value) => (Array.isArray(value) && value.length > 0) || t('chooseEdition') })}
        errors={{ role: formState.errors.role?.message, editions: formState.errors.editions?.message }}
        roleLocked={self}
      />
    </AccountChangeForm>
  );
}
