'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { editorCall } from '@/lib/api/editor-browser';
import type { EditorAccountRow } from '@/lib/api/types/editor-admin';
import type { EditionId } from '@/lib/editions';
import { showToast } from '../AdminToast';
import styles from '../admin.module.css';
import form from '../form/form.module.css';
import { answerOf, showRefusal } from '../form/submit';
import { AccessFields, editionsTicked, editionsToSend, type AccessValues } from './AccessFields';

const fieldNames = ['role', 'editions'] as const;

interface Props {
  edition: EditionId;
  account: EditorAccountRow;
  /** The admin's own account: its role stays, and saving signs them out. */
  self: boolean;
  onClose: () => void;
}

/** A new role or editions for an account; the API revokes its sessions, which carried the old ones. */
export function AccountAccessForm({ edition, account, self, onClose }: Props) {
  const t = useTranslations('admin.accounts');
  const router = useRouter();
  const [alert, setAlert] = useState('');
  const methods = useForm<AccessValues>({ defaultValues: { role: account.role, editions: editionsTicked(account.editions) } });
  const { register, handleSubmit, formState, setFocus } = methods;
  useEffect(() => setFocus(self ? 'editions' : 'role'), [self, setFocus]);

  const submit = handleSubmit(async (values) => {
    setAlert('');
    // Their own role is not the admin's to change (the API refuses): it is left out rather than sent unchanged.
    const body = { ...(self ? {} : { role: values.role }), editions: editionsToSend(values.editions) };
    const answer = answerOf(await editorCall('PATCH', `/editor_accounts/${account.id}/`, edition, body), fieldNames);
    if (answer.kind === 'signedOut') return router.refresh();
    if (answer.kind === 'refused') {
      showRefusal(methods, answer.refusal, fieldNames);
      return setAlert(answer.refusal.other.join(' '));
    }
    if (answer.kind === 'failed') {
      if (answer.reason === 'gone') router.refresh();
      return setAlert(t(answer.reason === 'tooLarge' ? 'failed' : answer.reason));
    }
    showToast(t('updated', { email: account.email }));
    onClose();
    router.refresh();
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('editOf', { email: account.email })}>
      <AccessFields
        id={`account-${account.id}`}
        role={register('role')}
        editions={register('editions', { validate: (value) => (Array.isArray(value) && value.length > 0) || t('chooseEdition') })}
        errors={{ role: formState.errors.role?.message, editions: formState.errors.editions?.message }}
        roleLocked={self}
      />
      {self && <p className={styles.meta}>{t('selfSignOut')}</p>}
      <p role="alert" className={form.alert}>
        {alert}
      </p>
      <div className={form.buttons}>
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('saving') : t('save')}
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
