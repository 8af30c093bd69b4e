import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminPager } from '@/components/admin/AdminPager';
import { DeleteFeed } from '@/components/admin/feeds/DeleteFeed';
import { FeedForm } from '@/components/admin/feeds/FeedForm';
import { FeedHeader } from '@/components/admin/feeds/FeedHeader';
import { FeedMissing } from '@/components/admin/feeds/FeedMissing';
import { FeedRunner } from '@/components/admin/feeds/FeedRunner';
import { RunReport } from '@/components/admin/feeds/RunReport';
import own from '@/components/admin/feeds/feeds.module.css';
import reports from '@/components/admin/feeds/run-report.module.css';
import { ReservedToAdmins } from '@/components/admin/ReservedToAdmins';
import { isItemId, readItem } from '@/lib/admin/item-screen';
import { adminContext } from '@/lib/admin/session';
import { editorGet } from '@/lib/api/editor';
import type { Feed, FeedAdvertiserList, FeedRunPage } from '@/lib/api/types/editor-feeds';
import { pageNumber } from '@/lib/routing';
import type { PageSearchParams } from '@/lib/search-params';

const RUNS_SIZE = 10;

/** One feed: run it now, its runs' reports page by page (a held one waits for confirmation), its settings, its deletion. */
export default async function FeedPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<PageSearchParams> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const t = await getTranslations('admin.feeds');
  if (session.role !== 'admin') return <ReservedToAdmins title={t('title')} reason={t('reserved')} />;
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const page = pageNumber(query.page);
  const [feed, runs, advertisers] = isItemId(id)
    ? await Promise.all([
        readItem<Feed>(session, `/feeds/${id}/`, edition.id),
        editorGet<FeedRunPage>(session, `/feeds/${id}/runs/`, edition.id, { page, size: RUNS_SIZE }).catch(() => null),
        editorGet<FeedAdvertiserList>(session, `/feeds/${id}/advertisers/`, edition.id).catch(() => null),
      ])
    : [null, null, null];
  if (feed === null || feed === 'failed') return <FeedMissing failed={feed === 'failed'} />;
  const waiting = advertisers?.results.filter((row) => row.store === null && row.waiting > 0).length ?? 0;
  return (
    <div className={own.page}>
      <FeedHeader feed={feed} timeZone={edition.timeZone} title={feed.name} back={{ href: '/admin/feeds', label: t('backToList') }} />
      <p className={own.links}>
        <Link href={`/admin/feeds/${feed.id}/advertisers`}>{waiting > 0 ? t('advertisersWaiting', { count: waiting }) : t('advertisersLink')}</Link>
        <Link href={`/admin/promotions?feed=${feed.id}`}>{t('promotions')}</Link>
        <a href="#feed-settings-title">{t('settings')}</a>
      </p>
      <FeedRunner edition={edition.id} timeZone={edition.timeZone} feedId={feed.id} />

      <section id="feed-history" className={own.history} aria-labelledby="feed-history-title">
        <h2 id="feed-history-title">{t('history')}</h2>
        {!runs ? (
          <p role="alert" className={own.failure}>
            {t('historyUnavailable')}
          </p>
        ) : runs.count === 0 ? (
          <p className={own.meta}>{t('historyEmpty')}</p>
        ) : (
          <>
            <p className={own.meta}>{t('runCount', { count: runs.count })}</p>
            <ol className={reports.reports}>
              {runs.results.map((report) => (
                <li key={report.id}>
                  <RunReport edition={edition.id} timeZone={edition.timeZone} report={report} level={3} />
                </li>
              ))}
            </ol>
            <AdminPager path={`/admin/feeds/${feed.id}`} query={{}} page={page} count={runs.count} size={RUNS_SIZE} namespace="admin.list" />
          </>
        )}
      </section>

      <section className={own.settings} aria-labelledby="feed-settings-title">
        <h2 id="feed-settings-title">{t('settings')}</h2>
        <FeedForm edition={{ id: edition.id, timeZone: edition.timeZone }} feed={feed} />
      </section>

      <section className={own.dangerZone} aria-labelledby="feed-delete-title">
        <h2 id="feed-delete-title">{t('deletion.title')}</h2>
        <p>{t('deletion.intro')}</p>
        <DeleteFeed edition={edition.id} feed={{ id: feed.id, name: feed.name }} />
      </section>
    </div>
  );
}
