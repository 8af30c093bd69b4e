'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { editorCall } from '@/lib/api/editor-browser';
import type { EditorAccountRow } from '@/lib/api/types/editor-admin';
import type { EditionId } from '@/lib/editions';
import { PASSWORD_MIN } from '@/lib/schemas/auth';
import { showToast } from '../AdminToast';
import styles from '../admin.module.css';
import { Field, controlProps } from '../form/Field';
import form from '../form/form.module.css';
import { answerOf, showRefusal } from '../form/submit';

interface Values {
  password: string;
  confirmation: string;
}

/** A new password for an account, typed twice: the API closes the account's open sessions. */
export function AccountPasswordForm({ edition, account, self, onClose }: { edition: EditionId; account: EditorAccountRow; self: boolean; onClose: () => void }) {
  const t = useTranslations('admin.accounts');
  const router = useRouter();
  const [alert, setAlert] = useState('');
  const methods = useForm<Values>({ defaultValues: { password: '', confirmation: '' } });
  const { register, handleSubmit, formState, setFocus, getValues } = methods;
  useEffect(() => setFocus('password'), [setFocus]);

  const submit = handleSubmit(async ({ password }) => {
    setAlert('');
    const answer = answerOf(await editorCall('PATCH', `/editor_accounts/${account.id}/`, edition, { password }), ['password']);
    if (answer.kind === 'signedOut') return router.refresh();
    if (answer.kind === 'refused') {
      showRefusal(methods, answer.refusal, ['password']);
      return setAlert(answer.refusal.other.join(' '));
    }
    if (answer.kind === 'failed') {
      if (answer.reason === 'gone') router.refresh();
      return setAlert(t(answer.reason === 'tooLarge' ? 'failed' : answer.reason));
    }
    showToast(t('passwordChanged', { email: account.email }));
    onClose();
    router.refresh();
  });

  const id = `account-${account.id}-password`;
  const hint = t('passwordHint', { min: PASSWORD_MIN });
  const passwordError = formState.errors.password?.message;
  const confirmationError = formState.errors.confirmation?.message;
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('passwordOf', { email: account.email })}>
      <div className={form.row}>
        <Field id={id} label={t('newPassword')} hint={hint} error={passwordError}>
          <input
            type="password"
            autoComplete="new-password"
            {...controlProps(id, { hint, error: passwordError })}
            {...register('password', { validate: (value) => (value === '' ? t('required') : value.length >= PASSWORD_MIN || t('tooShort', { min: PASSWORD_MIN })) })}
          />
        </Field>
        <Field id={`${id}-again`} label={t('confirmPassword')} error={confirmationError}>
          <input
            type="password"
            autoComplete="new-password"
            {...controlProps(`${id}-again`, { error: confirmationError })}
            {...register('confirmation', { validate: (value) => value === getValues('password') || t('mismatch') })}
          />
        </Field>
      </div>
      {self && <p className={styles.meta}>{t('selfSignOut')}</p>}
      <p role="alert" className={form.alert}>
        {alert}
      </p>
      <div className={form.buttons}>
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('saving') : t('savePassword')}
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
