'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { editorCall } from '@/lib/api/editor-browser';
import type { EditorAccountRow } from '@/lib/api/types/editor-admin';
import type { EditionId } from '@/lib/editions';
import { showToast } from '../AdminToast';
import styles from '../admin.module.css';
import { FormFooter } from '../form/FormFooter';
import form from '../form/form.module.css';
import { useSendForm } from '../form/useSendForm';

/** The account a change is opened under. */
export interface AccountChangeProps {
  edition: EditionId;
  account: EditorAccountRow;
  /** The admin's own account: its role stays, and saving signs them out. */
  self: boolean;
  onClose: () => void;
}

interface Props<V extends FieldValues> extends AccountChangeProps {
  methods: UseFormReturn<V>;
  /** The fields the API may refuse, in the form's order. */
  fieldNames: readonly Path<V>[];
  /** What is sent for the values: only what this form changes. */
  bodyOf: (values: V) => Record<string, unknown>;
  /** The form's name, read before its fields. */
  label: string;
  submitLabel: string;
  /** Said once the account is changed. */
  doneMessage: string;
  children: ReactNode;
}

/** A change of an existing account, opened in place under it: sent as a PATCH, then closed and the list read again. */
export function AccountChangeForm<V extends FieldValues>({ edition, account, self, onClose, methods, fieldNames, bodyOf, label, submitLabel, doneMessage, children }: Props<V>) {
  const t = useTranslations('admin.accounts');
  const router = useRouter();
  const { alert, send } = useSendForm(methods, fieldNames, t);

  const submit = methods.handleSubmit(async (values) => {
    if (!(await send(() => editorCall('PATCH', `/editor_accounts/${account.id}/`, edition, bodyOf(values))))) return;
    showToast(doneMessage);
    onClose();
    router.refresh();
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={label}>
      {children}
      {self && <p className={styles.meta}>{t('selfSignOut')}</p>}
      <FormFooter alert={alert} submitting={methods.formState.isSubmitting} submitLabel={submitLabel} submittingLabel={t('saving')} cancel={{ label: t('cancel'), onClick: onClose }} />
    </form>
  );
}
