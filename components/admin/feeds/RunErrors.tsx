import { useTranslations } from 'next-intl';
import { LONG_ERROR_LIST } from '@/lib/admin/feed-run';
import type { FeedRunError } from '@/lib/feeds/constants';
import styles from './run-report.module.css';

/** The offers a run skipped: which offer, which of the network's fields, what is wrong; folded when there are many. */
export function RunErrors({ errors }: { errors: FeedRunError[] }) {
  const t = useTranslations('admin.feeds');
  if (errors.length === 0) return null;
  return (
    <details className={styles.errors} open={errors.length <= LONG_ERROR_LIST}>
      <summary>{t('itemErrors', { count: errors.length })}</summary>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('itemErrors', { count: errors.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('errorColumns.item')}</th>
              <th scope="col">{t('errorColumns.field')}</th>
              <th scope="col">{t('errorColumns.message')}</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((error, i) => (
              <tr key={`${error.item}-${error.field}-${i}`}>
                <td data-label={t('errorColumns.item')}>
                  <code>{error.item}</code>
                </td>
                <td data-label={t('errorColumns.field')}>{error.field ? <code>{error.field}</code> : '—'}</td>
                <td data-label={t('errorColumns.message')}>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
