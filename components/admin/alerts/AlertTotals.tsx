import { useTranslations } from 'next-intl';
import type { AlertMails, AlertTotals as Totals } from '@/lib/api/types/alert-stats';
import { useStatsFormat } from '../stats/stats-format';
import styles from '../stats/stats.module.css';

/**
 * The alerts at a glance, as the statistics' tiles: the addresses and how many confirmed, the alerts that mail
 * against all of them, and the mails sent over the last 30 days and still waiting in the outbox.
 */
export function AlertTotals({ totals, mails }: { totals: Totals; mails: AlertMails }) {
  const t = useTranslations('admin.alerts.figures');
  const format = useStatsFormat();
  const figures: { key: string; term: string; value: string; note: string }[] = [
    { key: 'addresses', term: t('addresses'), value: format.count(totals.addresses), note: t('confirmedAddresses', { count: totals.confirmed_addresses }) },
    { key: 'active', term: t('active'), value: format.count(totals.active), note: t('allAlerts', { count: totals.alerts, paused: totals.paused }) },
    { key: 'sent', term: t('sent'), value: format.count(mails.sent_last_30_days), note: t('digests', { count: mails.digests_sent_last_30_days }) },
    { key: 'queued', term: t('queued'), value: format.count(mails.queued), note: t('queuedNote') },
  ];
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.key}>
          <dt>{figure.term}</dt>
          <dd>
            <span className={styles.value}>{figure.value}</span>
            <span className={styles.note}>{figure.note}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
