import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { isEmptyPeriod } from '@/lib/admin/stats-period';
import type { ClickFigures } from '@/lib/api/types/editor-stats';
import { StatsSummary } from './StatsSummary';
import styles from './stats.module.css';

/**
 * A shop's last 30 days beside its form: what its exits brought, and the way to its full statistics. `totals` null:
 * the figures could not be read. `followers`: how many visitors its alerts mail today, when it could be read.
 */
export function StoreFigures({ storeId, totals, followers = null }: { storeId: number; totals: ClickFigures | null; followers?: number | null }) {
  const t = useTranslations('admin.stats.store');
  const alerts = useTranslations('admin.alerts.store');
  const empty = totals !== null && isEmptyPeriod(totals);
  return (
    <section className={`${styles.panel} ${styles.storePanel}`} aria-labelledby="store-stats-title">
      <h2 id="store-stats-title">{t('title')}</h2>
      {totals === null ? <p className={styles.failure}>{t('unavailable')}</p> : empty ? <p className={styles.meta}>{t('empty')}</p> : <StatsSummary totals={totals} />}
      {followers !== null && <p className={styles.meta}>{alerts('followers', { count: followers })}</p>}
      <p>
        <Link href={`/admin/stats?store=${storeId}`}>{t('more')}</Link>
      </p>
    </section>
  );
}
