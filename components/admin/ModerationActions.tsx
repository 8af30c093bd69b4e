'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { EditionId } from '@/lib/editions';
import { ActionButtons } from './ActionButtons';
import styles from './admin.module.css';

/** The editor's screen of the draft an approval made: the promotion or shop to complete before publishing. */
function draftScreen(body: unknown): string | null {
  const draft = (body as { draft?: { entity?: unknown; id?: unknown } } | null)?.draft;
  if (typeof draft?.id !== 'number') return null;
  if (draft.entity === 'promotion') return `/admin/promotions/${draft.id}`;
  if (draft.entity === 'store') return `/admin/stores/${draft.id}`;
  return null;
}

/**
 * Approve or reject a shared code or a suggested shop. Approving makes a draft and opens it; a code whose shop the site does not
 * know by that name asks for the shop's number first.
 */
export function ModerationActions({ edition, id, shops }: { edition: EditionId; id: number; shops: { id: number; name: string }[] }) {
  const t = useTranslations('admin.moderation');
  const [needsStore, setNeedsStore] = useState(false);
  const [store, setStore] = useState('');
  const storeId = Number(store);
  return (
    <ActionButtons
      edition={edition}
      words={{ failed: (reason) => t('failed', { reason }), network: t('network'), conflict: t('alreadyDone') }}
      onRefusal={(result) => {
        const asksForStore = result.status === 400 && typeof result.body === 'object' && result.body !== null && 'store' in result.body;
        if (asksForStore) setNeedsStore(true);
        return asksForStore && !needsStore;
      }}
      actions={[
        {
          label: t('approve'),
          busyLabel: t('approving'),
          method: 'POST',
          path: `/moderation/${id}/approve/`,
          body: needsStore && Number.isInteger(storeId) && storeId > 0 ? { store: storeId } : undefined,
          done: (body) => t('approvedDraft', { id: String((body as { draft?: { id?: number } } | null)?.draft?.id ?? '') }),
          next: draftScreen,
        },
        { label: t('reject'), method: 'POST', path: `/moderation/${id}/reject/`, danger: true, done: () => t('rejectedDone') },
      ]}
    >
      {needsStore && (
        <div className={styles.storeField}>
          <label htmlFor={`store-for-${id}`}>{t('chooseStore')}</label>
          <select id={`store-for-${id}`} value={store} onChange={(event) => setStore(event.target.value)}>
            <option value="">{t('storeId')}</option>
            {shops.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </ActionButtons>
  );
}
