'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { editorCall } from '@/lib/api/editor-browser';
import type { Redirection } from '@/lib/api/types/editor-admin';
import type { EditionId } from '@/lib/editions';
import { showToast } from '../AdminToast';
import styles from '../admin.module.css';
import { Field, controlProps } from '../form/Field';
import form from '../form/form.module.css';
import { answerOf, showRefusal } from '../form/submit';

interface Values {
  old_path: string;
  new_path: string;
  status_code: '301' | '302';
}

const fieldNames = ['old_path', 'new_path', 'status_code'] as const;

interface Props {
  edition: EditionId;
  /** The redirection being changed; none for a new one. */
  redirection?: Redirection;
  /** Once saved, or when the editor gives up changing one. */
  onClose?: () => void;
}

/**
 * A redirection's three fields, new or changed. What the API refuses (a loop, a chain, a reserved or malformed
 * path, a path already redirected) is said beside its field, in its own words, and what was typed stays.
 */
export function RedirectionForm({ edition, redirection, onClose }: Props) {
  const t = useTranslations('admin.redirections');
  const router = useRouter();
  const id = useId();
  const [alert, setAlert] = useState('');
  const methods = useForm<Values>({
    defaultValues: { old_path: redirection?.old_path ?? '', new_path: redirection?.new_path ?? '', status_code: redirection?.status_code === 302 ? '302' : '301' },
  });
  const { register, handleSubmit, formState, setFocus } = methods;
  const errors = formState.errors;
  // Opening a redirection to change it takes the editor straight to its first field.
  const editing = redirection !== undefined;
  useEffect(() => {
    if (editing) setFocus('old_path');
  }, [editing, setFocus]);

  const submit = handleSubmit(async (values) => {
    setAlert('');
    const body = { old_path: values.old_path.trim(), new_path: values.new_path.trim(), status_code: Number(values.status_code) };
    const result = await (redirection ? editorCall('PUT', `/seo/redirections/${redirection.id}/`, edition, body) : editorCall('POST', '/seo/redirections/', edition, body));
    const answer = answerOf(result, fieldNames);
    if (answer.kind === 'signedOut') return router.refresh();
    if (answer.kind === 'refused') {
      showRefusal(methods, answer.refusal, fieldNames);
      return setAlert(answer.refusal.other.join(' '));
    }
    if (answer.kind === 'failed') {
      if (answer.reason === 'gone') router.refresh();
      return setAlert(t(answer.reason === 'tooLarge' ? 'failed' : answer.reason));
    }
    const saved = answer.body as Redirection & { collapsed?: string[] };
    const collapsed = saved.collapsed?.length ? ` ${t('collapsed', { count: saved.collapsed.length, from: saved.old_path, to: saved.new_path })}` : '';
    showToast(`${t(redirection ? 'updated' : 'created', { from: saved.old_path, to: saved.new_path })}${collapsed}`);
    if (!redirection) methods.reset();
    onClose?.();
    router.refresh();
  });

  const required = { required: t('required'), validate: (value: string) => value.trim() !== '' || t('required') };
  const oldError = errors.old_path?.message;
  const newError = errors.new_path?.message;
  const statusError = errors.status_code?.message;
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={redirection ? t('editTitle', { path: redirection.old_path }) : t('newTitle')}>
      <div className={form.row}>
        <Field id={`${id}-old`} label={t('oldPath')} hint={t('oldPathHint')} error={oldError}>
          <input {...controlProps(`${id}-old`, { hint: t('oldPathHint'), error: oldError })} {...register('old_path', required)} placeholder="/promos-ete-2024" autoComplete="off" spellCheck={false} />
        </Field>
        <Field id={`${id}-new`} label={t('newPath')} hint={t('newPathHint')} error={newError}>
          <input {...controlProps(`${id}-new`, { hint: t('newPathHint'), error: newError })} {...register('new_path', required)} placeholder="/vacances-grece" autoComplete="off" spellCheck={false} />
        </Field>
        <Field id={`${id}-status`} label={t('statusCode')} error={statusError}>
          <select {...controlProps(`${id}-status`, { error: statusError })} {...register('status_code')}>
            <option value="301">{t('permanent')}</option>
            <option value="302">{t('temporary')}</option>
          </select>
        </Field>
      </div>
      <p role="alert" className={form.alert}>
        {alert}
      </p>
      <div className={form.buttons}>
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t(redirection ? 'saving' : 'creating') : t(redirection ? 'save' : 'create')}
        </button>
        {onClose && (
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
