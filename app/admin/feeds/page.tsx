import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminPager } from '@/components/admin/AdminPager';
import styles from '@/components/admin/admin.module.css';
import { FeedCard } from '@/components/admin/feeds/FeedCard';
import own from '@/components/admin/feeds/feeds.module.css';
import { ListHeading } from '@/components/admin/list/ListHeading';
import { ReservedToAdmins } from '@/components/admin/ReservedToAdmins';
import { adminContext } from '@/lib/admin/session';
import { editorGet } from '@/lib/api/editor';
import type { FeedPage } from '@/lib/api/types/editor-feeds';
import { pageNumber } from '@/lib/routing';
import type { PageSearchParams } from '@/lib/search-params';

const SIZE = 50;

/** The edition's affiliate feeds: how each runs, what its last run did, failures and held runs first to the eye. */
export default async function FeedsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const t = await getTranslations('admin.feeds');
  if (session.role !== 'admin') return <ReservedToAdmins title={t('title')} reason={t('reserved')} />;
  const page = pageNumber((await searchParams).page);
  const list = await editorGet<FeedPage>(session, '/feeds/', edition.id, { page, size: SIZE }).catch(() => null);
  return (
    <>
      <ListHeading title={t('title')}>
        <Link className="button" href="/admin/feeds/new">
          {t('new')}
        </Link>
      </ListHeading>
      <p className="lead">{t('intro', { brand: edition.brandName })}</p>
      {!list ? (
        <p role="alert" className={styles.error}>
          {t('unavailable')}
        </p>
      ) : list.count === 0 ? (
        <section className={`panel ${own.empty}`} aria-labelledby="feeds-empty">
          <h2 id="feeds-empty">{t('emptyTitle')}</h2>
          <p>{t('empty')}</p>
          <p>{t('emptyNext')}</p>
          <Link className="button" href="/admin/feeds/new">
            {t('new')}
          </Link>
        </section>
      ) : (
        <>
          <p className={styles.meta}>{t('count', { count: list.count })}</p>
          <ul className={own.cards}>
            {list.results.map((feed) => (
              <FeedCard key={feed.id} feed={feed} timeZone={edition.timeZone} />
            ))}
          </ul>
          <AdminPager path="/admin/feeds" query={{}} page={page} count={list.count} size={SIZE} namespace="admin.list" />
        </>
      )}
    </>
  );
}
