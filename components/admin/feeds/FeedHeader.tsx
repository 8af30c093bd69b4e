import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { scheduleWording } from '@/lib/admin/feed-schedule';
import type { Feed } from '@/lib/api/types/editor-feeds';
import { EnabledBadge, NetworkBadge } from './FeedBadges';
import styles from './feeds.module.css';

interface Props {
  feed: Feed;
  timeZone: string;
  /** The page's title: the feed itself, or one of its screens (its advertisers). */
  title: string;
  /** Where the page leads back to. */
  back: { href: string; label: string };
}

/** The top of a feed's screens: back, the title, the network, whether and when it runs. */
export function FeedHeader({ feed, timeZone, title, back }: Props) {
  const t = useTranslations('admin.feeds');
  const format = useFormatter();
  const schedule = scheduleWording(feed.every_minutes);
  return (
    <header className={styles.feedHeader}>
      <p className={styles.back}>
        <Link href={back.href}>{back.label}</Link>
      </p>
      <h1>{title}</h1>
      <p className={styles.cardHead}>
        <NetworkBadge network={feed.network} />
        <EnabledBadge enabled={feed.enabled} />
        <span className={styles.meta}>
          {t('runsEvery', { schedule: t(`schedule.${schedule.key}`, { count: schedule.count }) })} ·{' '}
          {feed.enabled ? t('nextRun', { date: format.dateTime(new Date(feed.next_run_at), { dateStyle: 'medium', timeStyle: 'short', timeZone }) }) : t('nextRunPaused')}
        </span>
      </p>
    </header>
  );
}
