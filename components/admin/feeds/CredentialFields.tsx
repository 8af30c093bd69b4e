'use client';

import { useTranslations } from 'next-intl';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { FeedFormValues } from '@/lib/admin/feed-form-values';
import { networkCredentials } from '@/lib/admin/feed-networks';
import { Field, InlineChoice } from '../form/Field';
import formStyles from '../form/form.module.css';
import { FeedFieldset } from './FeedFieldset';
import { feedFieldId } from './feed-resolver';

/**
 * The network account's credentials, write-only: the API never answers them, so the fields always start empty. Left
 * empty, the stored ones stay; typed, they replace them all; or the admin removes them.
 */
export function CredentialFields({ form, stored }: { form: UseFormReturn<FeedFormValues>; stored: boolean }) {
  const t = useTranslations('admin.feeds.form');
  const { register, control, formState } = form;
  const network = useWatch({ control, name: 'network' });
  const removing = useWatch({ control, name: 'remove_credentials' }) && stored;
  const fields = networkCredentials[network];
  const errors = formState.errors.credentials;
  if (fields.length === 0) {
    return (
      <FeedFieldset id={feedFieldId('credentials')} legend={t('credentials')} intro={<p>{t('credentialsNone')}</p>} error={errors?.message}>
        {stored && <InlineChoice {...register('remove_credentials')} label={t('removeCredentials')} />}
      </FeedFieldset>
    );
  }
  const intro = (
    <>
      <p>{t(`credentialsFor.${network}`)}</p>
      <p>{t(stored ? 'credentialsStored' : 'credentialsNew')}</p>
    </>
  );
  return (
    <FeedFieldset id={feedFieldId('credentials')} legend={t('credentials')} intro={intro} error={errors?.message}>
      <div className={formStyles.row}>
        {fields.map((field) => {
          const path = `credentials.${field.key}` as const;
          const label = field.required ? t(`credential.${field.key}`) : t('optionalLabel', { label: t(`credential.${field.key}`) });
          return (
            <Field key={field.key} id={feedFieldId(path)} label={label} error={errors?.[field.key]?.message} registration={register(path)}>
              {(control) => (
                <input
                  {...control}
                  type={field.secret ? 'password' : 'text'}
                  autoComplete={field.secret ? 'new-password' : 'off'}
                  spellCheck={false}
                  autoCapitalize="off"
                  maxLength={1000}
                  disabled={removing}
                  placeholder={stored ? t('storedPlaceholder') : undefined}
                />
              )}
            </Field>
          );
        })}
      </div>
      {stored && <InlineChoice {...register('remove_credentials')} label={t('removeCredentials')} />}
    </FeedFieldset>
  );
}
