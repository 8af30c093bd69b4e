'use client';

import { useTranslations } from 'next-intl';
import type { EditionId } from '@/lib/editions';
import { ActionButtons } from '../ActionButtons';

/** Deletes a feed once the admin confirms; the promotions it brought stay, as the editors' own. */
export function DeleteFeed({ edition, feed }: { edition: EditionId; feed: { id: number; name: string } }) {
  const t = useTranslations('admin.feeds.deletion');
  return (
    <ActionButtons
      edition={edition}
      words={{ failed: (reason) => t('failed', { reason }), network: t('network'), gone: t('gone') }}
      actions={[
        {
          label: t('delete'),
          method: 'DELETE',
          path: `/feeds/${feed.id}/`,
          confirm: t('confirm', { name: feed.name }),
          danger: true,
          done: () => t('deleted', { name: feed.name }),
          next: () => '/admin/feeds',
        },
      ]}
    />
  );
}
