'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ContentStatus } from '@/lib/schemas/content-status';
import listStyles from '../list/list.module.css';
import styles from './form.module.css';

interface Props {
  /** The item's status as saved; null for an item not saved yet. */
  status: ContentStatus | null;
  busy: boolean;
  onSave: (status: ContentStatus) => void;
  /** The publication time's field (for "schedule"). */
  scheduleField: ReactNode;
  /** Said beside the buttons: the last autosave, a refusal, a lost network. */
  note: ReactNode;
  /** What the status badge says, when the item's words differ from admin.status's (« publié » for a post). */
  statusLabel?: (status: ContentStatus | null) => string;
  children?: ReactNode;
}

/**
 * Where an item stands and what saving does to it: a draft is saved as a draft, scheduled or published; a published
 * item is saved as it is or taken back to draft; a scheduled one may also be published at once.
 */
export function PublishPanel({ status, busy, onSave, scheduleField, note, statusLabel, children }: Props) {
  const t = useTranslations('admin.form');
  const ts = useTranslations('admin.status');
  const button = (target: ContentStatus, label: string, primary = false) => (
    <button key={label} type="button" className={primary ? 'button' : styles.secondaryButton} disabled={busy} onClick={() => onSave(target)}>
      {label}
    </button>
  );
  const buttons =
    status === 'published'
      ? [button('published', t('save'), true), button('draft', t('unpublish'))]
      : status === 'scheduled'
        ? [button('scheduled', t('save'), true), button('published', t('publishNow')), button('draft', t('backToDraft'))]
        : [button('draft', t('saveDraft')), button('scheduled', t('schedule')), button('published', t('publish'), true)];
  return (
    <section className={styles.publish} aria-labelledby="publish-title">
      <h2 id="publish-title">{t('publication')}</h2>
      <p>
        {t('currentStatus')}{' '}
        <span className={listStyles.badge} data-status={status ?? 'draft'}>
          {statusLabel ? statusLabel(status) : status ? ts(status) : t('notSaved')}
        </span>
      </p>
      {scheduleField}
      <div className={styles.buttons}>{buttons}</div>
      <div aria-live="polite" className={styles.note}>
        {note}
      </div>
      {children}
    </section>
  );
}
