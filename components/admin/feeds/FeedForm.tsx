'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { afterSave, feedApiFields, feedBodyOf, feedFieldOrder, feedFormValues, type FeedFormValues } from '@/lib/admin/feed-form-values';
import { isMappedNetwork } from '@/lib/admin/feed-networks';
import type { FormRefusal } from '@/lib/admin/refusal';
import { editorCall } from '@/lib/api/editor-browser';
import type { Feed } from '@/lib/api/types/editor-feeds';
import type { Edition } from '@/lib/editions';
import { feedNetworks } from '@/lib/feeds/constants';
import { showToast } from '../AdminToast';
import { FormSection } from '../form/EditorForm';
import { Field, FieldGroup, InlineChoice } from '../form/Field';
import { FormFooter } from '../form/FormFooter';
import formStyles from '../form/form.module.css';
import { answerOf } from '../form/submit';
import { useUnsavedGuard } from '../form/useUnsavedGuard';
import { CredentialFields } from './CredentialFields';
import { MappingFields } from './MappingFields';
import { ScheduleField } from './ScheduleField';
import { feedFieldId, feedResolver, firstInError } from './feed-resolver';

interface Props {
  edition: Pick<Edition, 'id' | 'timeZone'>;
  /** The feed being changed; null for a new one. */
  feed: Feed | null;
}

const focusField = (path: string | null) => {
  if (path) document.getElementById(feedFieldId(path))?.focus();
};

/**
 * A feed's settings: checked in the browser with the API's own schema and words before anything is sent; the API's
 * refusals beside their fields; what was typed stays on any failure. Credentials are never shown, only replaced or
 * removed.
 */
export function FeedForm({ edition, feed }: Props) {
  const t = useTranslations('admin.feeds');
  const tf = useTranslations('admin.form');
  const te = useTranslations('admin.errors');
  const router = useRouter();
  const [saved, setSaved] = useState(feed);
  const stored = saved?.has_credentials ?? false;
  const [problem, setProblem] = useState('');
  const resolver = useMemo(() => feedResolver({ t: te, creating: saved === null, stored, credentialLabel: (key) => t(`form.credential.${key}`) }), [te, t, saved, stored]);
  const form = useForm<FeedFormValues>({ defaultValues: feedFormValues(feed, edition.timeZone), resolver, shouldFocusError: false });
  const { register, handleSubmit, formState, control, reset, setError } = form;
  useUnsavedGuard(formState.isDirty, tf('leaveQuestion'));
  const network = useWatch({ control, name: 'network' });
  const errors = formState.errors;

  /** The API's refusals beside their fields (a mapping or credentials refused as a whole, beside their group). */
  const refused = ({ fields, other }: FormRefusal) => {
    for (const [name, message] of Object.entries(fields)) {
      if (name === 'edition') other.push(message);
      else setError(name as Path<FeedFormValues>, { type: 'server', message });
    }
    setProblem(other.join(' ') || tf('fixFields'));
    focusField(feedFieldOrder.find((path) => fields[path]) ?? null);
  };

  const submit = handleSubmit(
    async (values) => {
      setProblem('');
      const body = feedBodyOf(values, { stored });
      const result = await (saved ? editorCall('PATCH', `/feeds/${saved.id}/`, edition.id, body) : editorCall('POST', '/feeds/', edition.id, body));
      const answer = answerOf(result, feedApiFields);
      if (answer.kind === 'refused') return refused(answer.refusal);
      if (answer.kind === 'signedOut') return setProblem(tf('signedOut'));
      if (answer.kind === 'failed') {
        if (answer.reason === 'gone') router.refresh();
        return setProblem(tf(`failures.${answer.reason}`));
      }
      const next = answer.body as Feed;
      reset(afterSave(values));
      showToast(t(saved ? 'form.saved' : 'form.created', { name: next.name }));
      setSaved(next);
      if (saved) router.refresh();
      else router.push(`/admin/feeds/${next.id}`);
    },
    (invalid: FieldErrors<FeedFormValues>) => {
      setProblem(tf('fixFields'));
      focusField(firstInError(invalid));
    },
  );

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => (formState.isSubmitting ? event.preventDefault() : submit(event))} aria-label={saved ? t('form.editTitle', { name: saved.name }) : t('form.newTitle')}>
      <FormSection id="feed-main" title={t('form.main')}>
        <Field id={feedFieldId('name')} label={t('form.name')} hint={t('form.nameHint')} error={errors.name?.message} registration={register('name')}>
          {(control) => <input {...control} maxLength={120} autoComplete="off" />}
        </Field>
        <Field id={feedFieldId('network')} label={t('form.network')} hint={t(`networks.${network}.description`)} error={errors.network?.message} registration={register('network')}>
          {(control) => (
            <select {...control}>
              {feedNetworks.map((value) => (
                <option key={value} value={value}>
                  {t(`networks.${value}.label`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={feedFieldId('url')} label={t('form.url')} hint={t(`networks.${network}.url`)} error={errors.url?.message} registration={register('url')}>
          {(control) => <input {...control} type="url" inputMode="url" placeholder="https://" maxLength={2000} autoComplete="off" spellCheck={false} />}
        </Field>
      </FormSection>

      <FormSection id="feed-schedule" title={t('form.scheduleTitle')}>
        <ScheduleField form={form} />
        <FieldGroup id={feedFieldId('publish')} label={t('form.publish')} hint={t('form.publishHint')} error={errors.publish?.message}>
          <InlineChoice type="radio" value="draft" {...register('publish')} label={t('form.publishDraft')} />
          <InlineChoice type="radio" value="published" {...register('publish')} label={t('form.publishPublished')} />
        </FieldGroup>
        <InlineChoice id={feedFieldId('enabled')} {...register('enabled')} label={t('form.enabled')} />
      </FormSection>

      <CredentialFields form={form} stored={stored} />
      {isMappedNetwork(network) && <MappingFields form={form} />}

      <FormFooter alert={problem} submitting={formState.isSubmitting} submitLabel={t(saved ? 'form.save' : 'form.create')} submittingLabel={t(saved ? 'form.saving' : 'form.creating')} keepFocus />
    </form>
  );
}
