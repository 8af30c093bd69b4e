import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { AdminPager } from '@/components/admin/AdminPager';
import adminStyles from '@/components/admin/admin.module.css';
import { AdminTabs } from '@/components/admin/AdminTabs';
import { ListResults } from '@/components/admin/list/ListResults';
import { ListTable } from '@/components/admin/list/ListTable';
import { statusTabs } from '@/components/admin/list/status-tabs';
import { ListHeading } from '@/components/admin/list/ListHeading';
import styles from '@/components/admin/list/list.module.css';
import { PostFilters } from '@/components/admin/posts/PostFilters';
import { blogCategoryOptions } from '@/lib/admin/blog-categories';
import { postApiQuery, postListHref, postListQuery } from '@/lib/admin/post-list-query';
import { adminContext } from '@/lib/admin/session';
import { editorGet } from '@/lib/api/editor';
import type { EditorPostPage } from '@/lib/api/types/editor-posts';
import { contentStatuses } from '@/lib/schemas/content-status';
import type { PageSearchParams } from '@/lib/search-params';

const SIZE = 25;

/** The edition's blog posts for editors, drafts and scheduled ones included: search, status, category, sorting and pages in the address. */
export default async function PostsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const filters = postListQuery(await searchParams);
  const query = postApiQuery(filters);
  const [t, format, categories, list] = await Promise.all([
    getTranslations('admin.posts'),
    getFormatter(),
    blogCategoryOptions(session, edition.id),
    editorGet<EditorPostPage>(session, '/posts/editable/', edition.id, { ...query, page: filters.page, size: SIZE }).catch(() => null),
  ]);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: edition.timeZone });
  return (
    <>
      <ListHeading title={t('title')}>
        <div className={adminStyles.actions}>
          <Link href="/admin/posts/categories">{t('manageCategories')}</Link>
          <Link className="button" href="/admin/posts/new">
            {t('new')}
          </Link>
        </div>
      </ListHeading>
      <AdminTabs
        label={t('statusFilter')}
        tabs={statusTabs(contentStatuses, filters.status, (status) => ({ href: postListHref(filters, { status }), label: t(`statuses.${status ?? 'all'}`) }))}
      />
      <PostFilters filters={filters} categories={categories ?? []} />
      <ListResults list={list} unavailable={t('unavailable')} empty={t('empty')} count={list ? t('count', { count: list.count }) : undefined}>
        {({ results }) => (
          <ListTable
            caption={t('title')}
            columns={[t('columns.title'), t('columns.category'), t('columns.status'), t('columns.published'), t('columns.updated')]}
            rows={results.map((row) => ({
              id: row.id,
              cells: [
                <>
                  <Link href={`/admin/posts/${row.id}`}>{row.title}</Link>
                  {row.is_featured && <span className={styles.muted}> · {t('featured')}</span>}
                </>,
                row.category.name,
                <span key="status" className={styles.badge} data-status={row.status}>
                  {t(`statuses.${row.status}`)}
                </span>,
                row.status === 'draft' ? '—' : when(row.published_at),
                when(row.updated_at),
              ],
            }))}
          />
        )}
      </ListResults>
      {list && <AdminPager path="/admin/posts" query={query} page={filters.page} count={list.count} size={SIZE} namespace="admin.list" />}
    </>
  );
}
