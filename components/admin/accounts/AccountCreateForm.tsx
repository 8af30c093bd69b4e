'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { editorCall } from '@/lib/api/editor-browser';
import type { EditorAccountRow } from '@/lib/api/types/editor-admin';
import { editionIds, type EditionId } from '@/lib/editions';
import { PASSWORD_MIN } from '@/lib/schemas/auth';
import { showToast } from '../AdminToast';
import { fieldsOf, Field } from '../form/Field';
import { FormFooter } from '../form/FormFooter';
import form from '../form/form.module.css';
import { answerOf, showRefusal } from '../form/submit';
import { AccessFields, editionsToSend, type AccessValues } from './AccessFields';
import { newPasswordRules } from './password-rules';

interface Values extends AccessValues {
  email: string;
  password: string;
}

const fieldNames = ['email', 'password', 'role', 'editions'] as const;

/** A new editor account: its e-mail, a first password, its role and editions. The API's refusals go beside each field. */
export function AccountCreateForm({ edition }: { edition: EditionId }) {
  const t = useTranslations('admin.accounts');
  const router = useRouter();
  const [alert, setAlert] = useState('');
  const methods = useForm<Values>({ defaultValues: { email: '', password: '', role: 'editor', editions: [...editionIds] } });
  const { register, handleSubmit, formState } = methods;
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setAlert('');
    const body = { email: values.email.trim(), password: values.password, role: values.role, editions: editionsToSend(values.editions) };
    const answer = answerOf(await editorCall('POST', '/editor_accounts/', edition, body), fieldNames);
    if (answer.kind === 'signedOut') return router.refresh();
    if (answer.kind === 'refused') {
      showRefusal(methods, answer.refusal, fieldNames);
      return setAlert(answer.refusal.other.join(' '));
    }
    if (answer.kind === 'failed') return setAlert(t(answer.reason === 'network' || answer.reason === 'forbidden' || answer.reason === 'conflict' ? answer.reason : 'failed'));
    showToast(t('created', { email: (answer.body as EditorAccountRow).email }));
    methods.reset();
    router.refresh();
  });

  const field = fieldsOf('account', errors);
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby="account-new">
      <h2 id="account-new">{t('newTitle')}</h2>
      <div className={form.row}>
        <Field
          {...field('email')}
          label={t('email')}
          registration={register('email', { validate: (value) => (value.trim() === '' ? t('required') : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) || t('invalidEmail')) })}
        >
          {(control) => <input type="email" autoComplete="off" spellCheck={false} {...control} />}
        </Field>
        <Field {...field('password')} label={t('password')} hint={t('passwordHint', { min: PASSWORD_MIN })} registration={register('password', newPasswordRules(t))}>
          {(control) => <input type="password" autoComplete="new-password" {...control} />}
        </Field>
      </div>
      <AccessFields
        id="account-new"
        role={register('role')}
        editions={register('editions', { validate: (value) => (Array.isArray(value) && value.length > 0) || t('chooseEdition') })}
        errors={{ role: errors.role?.message, editions: errors.editions?.message }}
      />
      <FormFooter alert={alert} submitting={formState.isSubmitting} submitLabel={t('create')} submittingLabel={t('creating')} />
    </form>
  );
}
