'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { editorCall, refusalOf } from '@/lib/api/editor-browser';
import type { FeedAdvertiser, FeedAdvertiserSaved, FeedShop } from '@/lib/api/types/editor-feeds';
import type { EditionId } from '@/lib/editions';
import { StorePicker } from '../form/StorePicker';
import formStyles from '../form/form.module.css';
import styles from './feeds.module.css';
import own from './advertisers.module.css';

interface Props {
  edition: EditionId;
  feedId: number;
  advertiser: FeedAdvertiser;
}

/**
 * An advertiser of a feed and the shop its vouchers go to: a suggested shop in one press, any shop through the
 * picker, or none. Each choice is saved at once, its waiting vouchers imported, and the row says how many.
 */
export function AdvertiserRow({ edition, feedId, advertiser }: Props) {
  const t = useTranslations('admin.feeds.advertisers');
  const router = useRouter();
  const id = useId();
  const [row, setRow] = useState(advertiser);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState('');

  const save = async (store: FeedShop | null) => {
    if (busy || (row.store?.id ?? null) === (store?.id ?? null)) return;
    setBusy(true);
    setProblem('');
    setSaid(t('saving'));
    const result = await editorCall('PUT', `/feeds/${feedId}/advertisers/${encodeURIComponent(row.advertiser_id)}/`, edition, { store: store?.id ?? null });
    setBusy(false);
    setSaid('');
    if (result.status === 'network') return setProblem(t('network'));
    if (result.status === 401) return router.refresh();
    if (result.status !== 200) return setProblem(result.status === 404 ? t('gone') : refusalOf(result.body) || t('failed'));
    const { imported, ...next } = result.body as FeedAdvertiserSaved;
    setRow(next);
    setSaid(next.store ? t('saved', { count: imported, shop: next.store.name, name: next.name }) : t('unmapped', { name: next.name }));
  };

  const current = row.store?.id ?? null;
  return (
    <li className={own.advertiser} aria-labelledby={`${id}-name`} data-mapped={current !== null}>
      <h2 id={`${id}-name`}>{row.name}</h2>
      <p className={styles.meta}>
        {t('advertiserId', { id: row.advertiser_id })} · {t('vouchers', { count: row.voucher_count })} ·{' '}
        <span className={row.waiting > 0 ? own.attention : undefined}>{t('waiting', { count: row.waiting })}</span>
      </p>
      <p className={own.mappedLine}>
        {row.store ? (
          <>
            {t('mappedTo')} <Link href={`/admin/stores/${row.store.id}`}>{row.store.name}</Link>
          </>
        ) : (
          t('noShop')
        )}
      </p>
      <div role="group" aria-label={t('choicesFor', { name: row.name })} className={own.choices}>
        {row.suggestions.length > 0 && <span className={styles.meta}>{t('suggestions')}</span>}
        {row.suggestions.map((shop) => (
          <button key={shop.id} type="button" className={own.choice} aria-pressed={current === shop.id} aria-disabled={busy || undefined} onClick={() => save(shop)}>
            {shop.name}
          </button>
        ))}
        <button type="button" className={own.choice} aria-pressed={current === null} aria-disabled={busy || undefined} onClick={() => save(null)}>
          {t('none')}
        </button>
      </div>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-picker`}>{t('choose')}</label>
        <p id={`${id}-hint`} className={formStyles.hint}>
          {t('chooseHint')}
        </p>
        <StorePicker id={`${id}-picker`} edition={edition} value={row.store} describedBy={`${id}-hint`} onChange={(shop) => void save(shop && { id: shop.id, name: shop.name, slug: shop.slug })} />
      </div>
      <p role="status" className={styles.said}>
        {said}
      </p>
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
    </li>
  );
}
