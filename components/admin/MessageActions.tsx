'use client';

import { useTranslations } from 'next-intl';
import type { EditionId } from '@/lib/editions';
import { ActionButtons } from './ActionButtons';

/** A contact message's actions: reply by mail, mark handled (or unread again), delete. */
export function MessageActions({ edition, id, handled, replyTo, subject }: { edition: EditionId; id: number; handled: boolean; replyTo: string; subject: string }) {
  const t = useTranslations('admin.inbox');
  return (
    <ActionButtons
      edition={edition}
      words={{ failed: () => t('failed'), network: t('network') }}
      actions={[
        handled
          ? { label: t('markUnread'), method: 'PATCH', path: `/inbox/${id}/`, body: { status: 'new' }, done: () => t('markUnread') }
          : { label: t('markHandled'), method: 'PATCH', path: `/inbox/${id}/`, body: { status: 'handled' }, done: () => t('handled') },
        { label: t('delete'), method: 'DELETE', path: `/inbox/${id}/`, confirm: t('confirmDelete'), danger: true, done: () => t('deleted') },
      ]}
    >
      <a className="button" href={`mailto:${encodeURIComponent(replyTo)}?subject=${encodeURIComponent(`Re: ${subject}`)}`}>
        {t('reply')}
      </a>
    </ActionButtons>
  );
}
