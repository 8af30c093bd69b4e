'use client';

import { useTranslations } from 'next-intl';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { FeedFormValues } from '@/lib/admin/feed-form-values';
import { schedulePresets, scheduleWording } from '@/lib/admin/feed-schedule';
import { FEED_MIN_MINUTES } from '@/lib/schemas/feeds';
import { Field } from '../form/Field';
import { feedFieldId } from './feed-resolver';
import styles from './feed-form.module.css';

/** How often the feed runs: a number of minutes, with the usual choices one press away and the choice said in words. */
export function ScheduleField({ form }: { form: UseFormReturn<FeedFormValues> }) {
  const t = useTranslations('admin.feeds');
  const { register, control, setValue, formState } = form;
  const minutes = useWatch({ control, name: 'every_minutes' });
  const value = Number(minutes);
  const said = Number.isInteger(value) && value >= FEED_MIN_MINUTES ? scheduleWording(value) : null;
  const hint = said ? t('form.minutesHintSaid', { min: FEED_MIN_MINUTES, schedule: t(`schedule.${said.key}`, { count: said.count }) }) : t('form.minutesHint', { min: FEED_MIN_MINUTES });
  const id = feedFieldId('every_minutes');
  return (
    <div className={styles.schedule}>
      <Field id={id} label={t('form.everyMinutes')} hint={hint} error={formState.errors.every_minutes?.message} registration={register('every_minutes')}>
        {(control) => <input {...control} type="number" inputMode="numeric" min={FEED_MIN_MINUTES} step={1} />}
      </Field>
      <div role="group" aria-label={t('form.presets')} className={styles.presets}>
        {schedulePresets.map((preset) => {
          const wording = scheduleWording(preset);
          return (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              aria-pressed={minutes === String(preset)}
              onClick={() => setValue('every_minutes', String(preset), { shouldDirty: true, shouldValidate: formState.isSubmitted })}
            >
              {t(`schedule.${wording.key}`, { count: wording.count })}
            </button>
          );
        })}
      </div>
    </div>
  );
}
