'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ContentStatus } from '@/lib/schemas/content-status';
import listStyles from '../list/list.module.css';
import styles from '../form/form.module.css';

interface Props {
  /** `published`: no version waits; otherwise the waiting version's status. */
  status: ContentStatus;
  /** When a scheduled version goes online, as the edition's clock says it. */
  scheduledFor: string | null;
  busy: boolean;
  onSave: (status: ContentStatus) => void;
  scheduleField: ReactNode;
  note: ReactNode;
  children?: ReactNode;
}

/**
 * Where a static page stands and what saving does: visitors keep the published texts while a version waits, a draft
 * (seen only in preview) or one scheduled for later; publishing puts the texts online at once. Every choice is
 * open whatever the page's state.
 */
export function PagePublishPanel({ status, scheduledFor, busy, onSave, scheduleField, note, children }: Props) {
  const t = useTranslations('admin.pageForm');
  const tf = useTranslations('admin.form');
  return (
    <section className={styles.publish} aria-labelledby="publish-title">
      <h2 id="publish-title">{tf('publication')}</h2>
      <p>
        {tf('currentStatus')}{' '}
        <span className={listStyles.badge} data-status={status}>
          {t(`state.${status}`)}
        </span>
      </p>
      <p className={styles.hint}>{status === 'scheduled' && scheduledFor ? t('stateHint.scheduled', { date: scheduledFor }) : t(`stateHint.${status}`)}</p>
      {scheduleField}
      <div className={styles.buttons}>
        <button type="button" className={styles.secondaryButton} disabled={busy} onClick={() => onSave('draft')}>
          {t('saveDraft')}
        </button>
        <button type="button" className={styles.secondaryButton} disabled={busy} onClick={() => onSave('scheduled')}>
          {tf('schedule')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => onSave('published')}>
          {t('publish')}
        </button>
      </div>
      <div aria-live="polite" className={styles.note}>
        {note}
      </div>
      {children}
    </section>
  );
}
