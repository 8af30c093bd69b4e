import { getFormatter, getTranslations } from 'next-intl/server';
import { AdminPager } from '@/components/admin/AdminPager';
import { AdminTabs } from '@/components/admin/AdminTabs';
import { MessageActions } from '@/components/admin/MessageActions';
import styles from '@/components/admin/admin.module.css';
import { adminContext } from '@/lib/admin/session';
import { editorGet } from '@/lib/api/editor';
import type { SubmissionPage } from '@/lib/api/types/visitor-submissions';
import { pageNumber } from '@/lib/routing';
import type { PageSearchParams } from '@/lib/search-params';

const filters = ['new', 'handled', 'all'] as const;
const SIZE = 20;

/** The contact messages of the edition: unread first by default, each with its reply, handled and delete. */
export default async function MessagesPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const params = await searchParams;
  const filter = filters.includes(params.status as (typeof filters)[number]) ? (params.status as (typeof filters)[number]) : 'new';
  const page = pageNumber(params.page);
  const [t, format] = await Promise.all([getTranslations('admin.inbox'), getFormatter()]);
  const list = await editorGet<SubmissionPage>(session, '/inbox/', edition.id, { page, size: SIZE, ...(filter === 'all' ? {} : { status: filter }) }).catch(() => null);
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <AdminTabs label={t('title')} tabs={filters.map((f) => ({ href: `/admin/messages?status=${f}`, label: t(f === 'new' ? 'unread' : f), current: f === filter }))} />
      {!list || list.results.length === 0 ? (
        <p className="panel">{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {list.results.map((row) => (
            <li key={row.id} className={styles.item}>
              <h2>{row.subject}</h2>
              <p className={styles.meta}>
                {t('from', { name: row.name ?? '', email: row.email ?? '' })} · {t('sentOn', { date: format.dateTime(new Date(row.created_at), { dateStyle: 'long', timeStyle: 'short', timeZone: edition.timeZone }) })}
                {row.handled_by && <> · {t('handledBy', { email: row.handled_by })}</>}
              </p>
              <p className={styles.message}>{row.message}</p>
              <MessageActions edition={edition.id} id={row.id} handled={row.status === 'handled'} replyTo={row.email ?? ''} subject={row.subject ?? ''} />
            </li>
          ))}
        </ul>
      )}
      {list && <AdminPager path="/admin/messages" query={{ status: filter }} page={page} count={list.count} size={SIZE} namespace="admin.inbox" />}
    </>
  );
}
