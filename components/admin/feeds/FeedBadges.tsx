import { useTranslations } from 'next-intl';
import type { FeedRunReport } from '@/lib/api/types/editor-feeds';
import { feedNetworks, type FeedNetwork } from '@/lib/feeds/constants';
import styles from './feeds.module.css';

/** Whether the API named a network the screens know (an imported promotion's source is plain text in the answer). */
export const isFeedNetwork = (value: string): value is FeedNetwork => (feedNetworks as readonly string[]).includes(value);

/** The network a feed or an imported promotion comes from, by its brand name. */
export function NetworkBadge({ network }: { network: FeedNetwork }) {
  const t = useTranslations('admin.feeds.networks');
  return (
    <span className={styles.badge} data-tone="network">
      {t(`${network}.label`)}
    </span>
  );
}

/** Whether a feed runs on its schedule or waits, paused. */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  const t = useTranslations('admin.feeds');
  return (
    <span className={styles.badge} data-tone={enabled ? 'ok' : 'paused'}>
      {t(enabled ? 'enabled' : 'paused')}
    </span>
  );
}

/** A run's outcome at a glance; a failed or held run stands out, for it waits for an admin. */
export function RunBadge({ report }: { report: Pick<FeedRunReport, 'status'> }) {
  const t = useTranslations('admin.feeds.runStatus');
  return (
    <span className={styles.badge} data-tone={report.status}>
      {t(report.status)}
    </span>
  );
}
