import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { awaitsConfirmation, runFailure } from '@/lib/admin/feed-run';
import { scheduleWording } from '@/lib/admin/feed-schedule';
import type { Feed } from '@/lib/api/types/editor-feeds';
import { EnabledBadge, NetworkBadge, RunBadge } from './FeedBadges';
import { RunFigures } from './RunFigures';
import styles from './feeds.module.css';

/** A feed in the list: its network, whether it runs and when next, and what its last run did, failures first. */
export function FeedCard({ feed, timeZone }: { feed: Feed; timeZone: string }) {
  const t = useTranslations('admin.feeds');
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const schedule = scheduleWording(feed.every_minutes);
  const run = feed.last_run;
  const failure = run ? runFailure(run) : null;
  return (
    <li className={styles.card} data-status={run?.status}>
      <div className={styles.cardHead}>
        <h2>
          <Link href={`/admin/feeds/${feed.id}`}>{feed.name}</Link>
        </h2>
        <NetworkBadge network={feed.network} />
        <EnabledBadge enabled={feed.enabled} />
      </div>
      <p className={styles.meta}>
        {t('runsEvery', { schedule: t(`schedule.${schedule.key}`, { count: schedule.count }) })} · {feed.enabled ? t('nextRun', { date: when(feed.next_run_at) }) : t('nextRunPaused')}
      </p>
      {run ? (
        <section className={styles.lastRun} aria-label={t('lastRunLabel', { name: feed.name })}>
          <p className={styles.lastRunHead}>
            <span>{t('lastRun', { date: when(run.started_at) })}</span> <RunBadge report={run} />
          </p>
          {failure && <p className={styles.failure}>{t('failedBecause', { reason: failure })}</p>}
          {awaitsConfirmation(run) && (
            <p className={styles.heldLine}>
              {t('heldSummary', { count: run.held_withdrawals })} <Link href={`/admin/feeds/${feed.id}#feed-history`}>{t('heldReview')}</Link>
            </p>
          )}
          {run.status !== 'failed' && <RunFigures report={run} label={t('figuresLabel')} />}
        </section>
      ) : (
        <p className={styles.meta}>{t('neverRun')}</p>
      )}
      <p className={styles.links}>
        <Link href={`/admin/feeds/${feed.id}`} aria-label={t('editOne', { name: feed.name })}>
          {t('edit')}
        </Link>
        <Link href={`/admin/feeds/${feed.id}/advertisers`} aria-label={t('advertisersOf', { name: feed.name })}>
          {t('advertisersLink')}
        </Link>
        <Link href={`/admin/promotions?feed=${feed.id}`} aria-label={t('promotionsOf', { name: feed.name })}>
          {t('promotions')}
        </Link>
      </p>
    </li>
  );
}
