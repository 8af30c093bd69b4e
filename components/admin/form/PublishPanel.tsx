'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ContentStatus } from '@/lib/schemas/content-status';
import { PublishBox, type Saving, type ScheduleField } from './PublishBox';

interface Props {
  /** The item's status as saved; null for an item not saved yet. */
  status: ContentStatus | null;
  saving: Saving;
  schedule: ScheduleField;
  /** What the status badge says, when the item's words differ from admin.status's (« publié » for a post). */
  statusLabel?: (status: ContentStatus | null) => string;
  children?: ReactNode;
}

/**
 * Where an item stands and what saving does to it: a draft is saved as a draft, scheduled or published; a published
 * item is saved as it is or taken back to draft; a scheduled one may also be published at once.
 */
export function PublishPanel({ status, saving, schedule, statusLabel, children }: Props) {
  const t = useTranslations('admin.form');
  const ts = useTranslations('admin.status');
  const buttons =
    status === 'published'
      ? [{ target: 'published' as const, label: t('save'), primary: true }, { target: 'draft' as const, label: t('unpublish') }]
      : status === 'scheduled'
        ? [{ target: 'scheduled' as const, label: t('save'), primary: true }, { target: 'published' as const, label: t('publishNow') }, { target: 'draft' as const, label: t('backToDraft') }]
        : [{ target: 'draft' as const, label: t('saveDraft') }, { target: 'scheduled' as const, label: t('schedule') }, { target: 'published' as const, label: t('publish'), primary: true }];
  const label = statusLabel ? statusLabel(status) : status ? ts(status) : t('notSaved');
  return (
    <PublishBox badge={{ status: status ?? 'draft', label }} schedule={schedule} buttons={buttons} saving={saving}>
      {children}
    </PublishBox>
  );
}
