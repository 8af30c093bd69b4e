'use client';

import { useFormatter, useTranslations } from 'next-intl';
import adminStyles from '../admin.module.css';
import { fileSize } from './size';
import type { UploadItem } from './useUploads';
import styles from './media.module.css';

/** One file on its way: its progress while it is sent, then what became of it, in words beside it. */
export function UploadRow({ item, onCancel }: { item: UploadItem; onCancel: () => void }) {
  const t = useTranslations('admin.media.upload');
  const format = useFormatter();
  const ratio = item.total > 0 ? Math.min(1, item.sent / item.total) : 0;
  const outcome =
    item.state === 'sending'
      ? t('sending')
      : item.state === 'done'
        ? t('done')
        : item.state === 'cancelled'
          ? t('cancelled')
          : t(`problems.${item.problem ?? 'failed'}`, { status: String(item.status ?? '') });
  return (
    <li className={styles.upload} data-state={item.state}>
      <div className={styles.uploadHead}>
        <span className={styles.uploadName}>{item.name}</span>
        <span className={adminStyles.meta}>{fileSize(format.number, item.size)}</span>
      </div>
      {item.state === 'sending' && (
        <div className={styles.uploadProgress}>
          <progress value={item.sent} max={item.total || 1} aria-label={t('progress', { name: item.name })} />
          <span aria-hidden="true" className={adminStyles.meta}>
            {format.number(ratio, { style: 'percent' })}
          </span>
          <button type="button" className={adminStyles.secondary} onClick={onCancel} aria-label={t('cancelNamed', { name: item.name })}>
            {t('cancel')}
          </button>
        </div>
      )}
      <p className={item.state === 'refused' ? adminStyles.error : adminStyles.meta}>{outcome}</p>
    </li>
  );
}
