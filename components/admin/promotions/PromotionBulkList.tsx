'use client';

import { useTranslations } from 'next-intl';
import type { EditionId } from '@/lib/editions';
import { BulkList, type BulkRow } from '../list/BulkList';
import { restorePromotions, trashPromotions } from './promotion-bulk-actions';

/** The promotion list's table (`query`: the list's filters, for "select all matching"): to the trash from every view, back out of it from the trash's. */
export function PromotionBulkList({ edition, rows, count, columns, query, inTrash }: { edition: EditionId; rows: BulkRow[]; count: number; columns: string[]; query: Record<string, string>; inTrash: boolean }) {
  const t = useTranslations('admin.promotions');
  return (
    <BulkList
      edition={edition}
      caption={t('title')}
      columns={columns}
      rows={rows}
      count={count}
      matchingIds={{ path: '/promotions/editable/ids/', query }}
      actions={[
        inTrash
          ? { key: 'restore', label: t('restore'), confirm: (n) => t('confirmRestore', { count: n }), run: restorePromotions, done: (n) => t('restored', { count: n }) }
          : { key: 'trash', label: t('trash'), danger: true, confirm: (n) => t('confirmTrash', { count: n }), run: trashPromotions, done: (n) => t('trashed', { count: n }) },
      ]}
    />
  );
}
