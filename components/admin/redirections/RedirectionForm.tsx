'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { editorCall } from '@/lib/api/editor-browser';
import type { Redirection } from '@/lib/api/types/editor-admin';
import type { EditionId } from '@/lib/editions';
import { showToast } from '../AdminToast';
import { Field } from '../form/Field';
import { FormFooter } from '../form/FormFooter';
import form from '../form/form.module.css';
import { useSendForm } from '../form/useSendForm';

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
  const methods = useForm<Values>({
    defaultValues: { old_path: redirection?.old_path ?? '', new_path: redirection?.new_path ?? '', status_code: redirection?.status_code === 302 ? '302' : '301' },
  });
  const { register, handleSubmit, formState, setFocus } = methods;
  const { alert, send } = useSendForm(methods, fieldNames, t);
  // Opening a redirection to change it takes the editor straight to its first field.
  const editing = redirection !== undefined;
  useEffect(() => {
    if (editing) setFocus('old_path');
  }, [editing, setFocus]);

  const submit = handleSubmit(async (values) => {
    const body = { old_path: values.old_path.trim(), new_path: values.new_path.trim(), status_code: Number(values.status_code) };
    const answer = await send(() => (redirection ? editorCall('PUT', `/seo/redirections/${redirection.id}/`, edition, body) : editorCall('POST', '/seo/redirections/', edition, body)));
    if (!answer) return;
    const saved = answer.body as Redirection & { collapsed?: string[] };
    const collapsed = saved.collapsed?.length ? ` ${t('collapsed', { count: saved.collapsed.length, from: saved.old_path, to: saved.new_path })}` : '';
    showToast(`${t(redirection ? 'updated' : 'created', { from: saved.old_path, to: saved.new_path })}${collapsed}`);
    if (!redirection) methods.reset();
    onClose?.();
    router.refresh();
  });

  const required = { required: t('required'), validate: (value: string) => value.trim() !== '' || t('required') };
  const errors = formState.errors;
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={redirection ? t('editTitle', { path: redirection.old_path }) : t('newTitle')}>
      <div className={form.row}>
        <Field id={`${id}-old`} label={t('oldPath')} hint={t('oldPathHint')} error={errors.old_path?.message} registration={register('old_path', required)}>
          {(control) => <input {...control} placeholder="/promos-ete-2024" autoComplete="off" spellCheck={false} />}
        </Field>
        <Field id={`${id}-new`} label={t('newPath')} hint={t('newPathHint')} error={errors.new_path?.message} registration={register('new_path', required)}>
          {(control) => <input {...control} placeholder="/vacances-grece" autoComplete="off" spellCheck={false} />}
        </Field>
        <Field id={`${id}-status`} label={t('statusCode')} error={errors.status_code?.message} registration={register('status_code')}>
          {(control) => (
            <select {...control}>
              <option value="301">{t('permanent')}</option>
              <option value="302">{t('temporary')}</option>
            </select>
          )}
        </Field>
      </div>
      <FormFooter
        alert={alert}
        submitting={formState.isSubmitting}
        submitLabel={t(redirection ? 'save' : 'create')}
        submittingLabel={t(redirection ? 'saving' : 'creating')}
        cancel={onClose && { label: t('cancel'), onClick: onClose }}
      />
    </form>
  );
}
