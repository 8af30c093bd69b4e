'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps, ReactNode } from 'react';
import type { ContentStatus } from '@/lib/schemas/content-status';
import listStyles from '../list/list.module.css';
import { Field } from './Field';
import styles from './form.module.css';
import { SaveNote, type SaveState } from './SaveNote';

/** A form's saving, as the publish panel drives it and tells it. */
export interface Saving extends SaveState {
  busy: boolean;
  save: (status: ContentStatus) => void;
}

/** The publication time's field (for "schedule"): its id, words, error and registration. */
export type ScheduleField = Omit<ComponentProps<typeof Field>, 'children'>;

/** One of the panel's buttons: the status it saves the item as. */
export interface PublishButton {
  target: ContentStatus;
  label: string;
  primary?: boolean;
}

interface Props {
  /** The status badge: the status it takes its colour from, and its words. */
  badge: { status: ContentStatus; label: string };
  /** Said under the badge: what the status means for visitors. */
  hint?: string;
  schedule: ScheduleField;
  buttons: PublishButton[];
  saving: Saving;
  children?: ReactNode;
}

/** The publish panel's frame: where the item stands, its publication time, the buttons that save it, what came of it. */
export function PublishBox({ badge, hint, schedule, buttons, saving, children }: Props) {
  const t = useTranslations('admin.form');
  return (
    <section className={styles.publish} aria-labelledby="publish-title">
      <h2 id="publish-title">{t('publication')}</h2>
      <p>
        {t('currentStatus')}{' '}
        <span className={listStyles.badge} data-status={badge.status}>
          {badge.label}
        </span>
      </p>
      {hint && <p className={styles.hint}>{hint}</p>}
      <Field {...schedule}>{(control) => <input type="datetime-local" {...control} />}</Field>
      <div className={styles.buttons}>
        {buttons.map(({ target, label, primary }) => (
          <button key={label} type="button" className={primary ? 'button' : styles.secondaryButton} disabled={saving.busy} onClick={() => saving.save(target)}>
            {label}
          </button>
        ))}
      </div>
      <div aria-live="polite" className={styles.note}>
        <SaveNote problem={saving.problem} autosave={saving.autosave} dirty={saving.dirty} />
      </div>
      {children}
    </section>
  );
}
