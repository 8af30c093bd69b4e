'use client';

import { useTranslations } from 'next-intl';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { mappingSources, requiredMappingSources, type FeedFormValues } from '@/lib/admin/feed-form-values';
import { feedDateFormats, feedDelimiters } from '@/lib/schemas/feed-mapping';
import { Field } from '../form/Field';
import formStyles from '../form/form.module.css';
import { FeedFieldset } from './FeedFieldset';
import { feedFieldId } from './feed-resolver';
import styles from './feed-form.module.css';

const dateFormatKeys = { iso: 'iso', 'dd/mm/yyyy': 'dayMonthYear', 'dd/mm/yyyy hh:mm': 'dayMonthYearTime', 'yyyy-mm-dd hh:mm:ss': 'yearMonthDayTime', epoch_ms: 'epochMs' } as const;
const delimiterKeys = { ',': 'comma', ';': 'semicolon', '\t': 'tab' } as const;
/** The time zones a Belgian or French partner's file is likely written in. */
const zones = ['Europe/Brussels', 'Europe/Paris', 'Europe/Amsterdam', 'Europe/London', 'UTC'];
/** Sources that have more to say than their name. */
const hintedSources = ['offer_id', 'advertiser_id', 'discount_unit', 'exclusive', 'countries', 'language'] as const;
const isHinted = (key: string): key is (typeof hintedSources)[number] => (hintedSources as readonly string[]).includes(key);

/**
 * A generic feed's column mapping: for each of a voucher's fields, the CSV column or JSON key it is read from, the
 * required ones marked; then how the file is written (delimiter, where the items sit, dates).
 */
export function MappingFields({ form }: { form: UseFormReturn<FeedFormValues> }) {
  const t = useTranslations('admin.feeds.form');
  const { register, control, formState } = form;
  const network = useWatch({ control, name: 'network' });
  const errors = formState.errors.mapping;
  const field = (key: keyof FeedFormValues['mapping']) => ({ id: feedFieldId(`mapping.${key}`), error: errors?.[key]?.message });
  return (
    <FeedFieldset id={feedFieldId('mapping')} legend={t('mapping')} intro={<p>{t(network === 'json' ? 'mappingIntroJson' : 'mappingIntroCsv')}</p>} error={errors?.message}>
      <div className={styles.mappingGrid}>
        {mappingSources.map((key) => {
          const required = requiredMappingSources.includes(key);
          return (
            <Field
              key={key}
              {...field(key)}
              label={required ? t('requiredLabel', { label: t(`sources.${key}`) }) : t(`sources.${key}`)}
              hint={isHinted(key) ? t(`sourceHints.${key}`) : undefined}
              registration={register(`mapping.${key}`)}
            >
              {(control) => <input {...control} aria-required={required || undefined} maxLength={200} autoComplete="off" spellCheck={false} autoCapitalize="off" />}
            </Field>
          );
        })}
      </div>
      <div className={formStyles.row}>
        {network === 'csv' ? (
          <Field {...field('delimiter')} label={t('delimiter')} registration={register('mapping.delimiter')}>
            {(control) => (
              <select {...control}>
                <option value="">{t('delimiters.auto')}</option>
                {feedDelimiters.map((delimiter) => (
                  <option key={delimiterKeys[delimiter]} value={delimiter}>
                    {t(`delimiters.${delimiterKeys[delimiter]}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <Field {...field('items_path')} label={t('itemsPath')} hint={t('itemsPathHint')} registration={register('mapping.items_path')}>
            {(control) => <input {...control} maxLength={200} autoComplete="off" spellCheck={false} autoCapitalize="off" placeholder="data.vouchers" />}
          </Field>
        )}
        <Field {...field('date_format')} label={t('dateFormat')} registration={register('mapping.date_format')}>
          {(control) => (
            <select {...control}>
              {feedDateFormats.map((format) => (
                <option key={format} value={format}>
                  {t(`dateFormats.${dateFormatKeys[format]}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field {...field('time_zone')} label={t('timeZone')} hint={t('timeZoneHint')} registration={register('mapping.time_zone')}>
          {(control) => (
            <>
              <input {...control} list="feed-time-zones" maxLength={64} autoComplete="off" spellCheck={false} autoCapitalize="off" />
              <datalist id="feed-time-zones">
                {zones.map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
            </>
          )}
        </Field>
      </div>
    </FeedFieldset>
  );
}
