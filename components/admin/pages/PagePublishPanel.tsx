'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ContentStatus } from '@/lib/schemas/content-status';
import { PublishBox, type Saving, type ScheduleField } from '../form/PublishBox';

interface Props {
  /** `published`: no version waits; otherwise the waiting version's status. */
  status: ContentStatus;
  /** When a scheduled version goes online, as the edition's clock says it. */
  scheduledFor: string | null;
  saving: Saving;
  schedule: ScheduleField;
  children?: ReactNode;
}

/**
 * Where a static page stands and what saving does: visitors keep the published texts while a version waits, a draft
 * (seen only in preview) or one scheduled for later; publishing puts the texts online at once. Every choice is
 * open whatever the page's state.
 */
export function PagePublishPanel({ status, scheduledFor, saving, schedule, children }: Props) {
  const t = useTranslations('admin.pageForm');
  const tf = useTranslations('admin.form');
  const buttons = [
    { target: 'draft' as const, label: t('saveDraft') },
    { target: 'scheduled' as const, label: tf('schedule') },
    { target: 'published' as const, label: t('publish'), primary: true },
  ];
  return (
    <PublishBox
      badge={{ status, label: t(`state.${status}`) }}
      hint={status === 'scheduled' && scheduledFor ? t('stateHint.scheduled', { date: scheduledFor }) : t(`stateHint.${status}`)}
      schedule={schedule}
      buttons={buttons}
      saving={saving}
    >
      {children}
    </PublishBox>
  );
}
