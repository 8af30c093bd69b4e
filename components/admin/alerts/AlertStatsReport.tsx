import { useTranslations } from 'next-intl';
import type { AlertStats } from '@/lib/api/types/alert-stats';
import styles from '../stats/stats.module.css';
import { AlertTotals } from './AlertTotals';
import { FollowerTable } from './FollowerTable';

interface Props {
  stats: AlertStats;
  /** The CSV file of the three lists. */
  csvHref: string;
  /** Shops lead to their editing screens (only those of the screen's own edition can be opened there). */
  linkItems: boolean;
}

/**
 * The alerts' figures: the totals as tiles, then the most followed shops, categories and searches with their CSV
 * file. While nobody has asked for an alert, the screen says so instead of showing empty tables.
 */
export function AlertStatsReport({ stats, csvHref, linkItems }: Props) {
  const t = useTranslations('admin.alerts');
  if (stats.totals.addresses === 0 && stats.mails.sent_last_30_days === 0 && stats.mails.queued === 0) {
    return (
      <section className={`panel ${styles.empty}`} aria-labelledby="alerts-empty">
        <h2 id="alerts-empty">{t('emptyTitle')}</h2>
        <p>{t('empty')}</p>
      </section>
    );
  }
  const { stores, categories, queries } = stats.followers;
  return (
    <div className={styles.report}>
      <section aria-labelledby="alerts-totals">
        <h2 id="alerts-totals">{t('totalsTitle')}</h2>
        <AlertTotals totals={stats.totals} mails={stats.mails} />
      </section>
      <section aria-labelledby="alerts-followed">
        <div className={styles.panelHead}>
          <h2 id="alerts-followed">{t('followedTitle')}</h2>
          <a href={csvHref} download className={styles.csv}>
            <span aria-hidden="true">{t('csv')}</span>
            <span className="visually-hidden">{t('csvOf')}</span>
          </a>
        </div>
        <p className={styles.meta}>{t('followersMeaning')}</p>
        <div className={styles.tables}>
          <FollowerTable kind="store" rows={stores} linkItems={linkItems} />
          <FollowerTable kind="category" rows={categories} linkItems={false} />
          <FollowerTable kind="query" rows={queries} linkItems={false} />
        </div>
      </section>
    </div>
  );
}
