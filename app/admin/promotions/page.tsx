import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { AdminPager } from '@/components/admin/AdminPager';
import { AdminTabs } from '@/components/admin/AdminTabs';
import { PromotionSourceBadge } from '@/components/admin/feeds/PromotionSource';
import { PromotionBulkList } from '@/components/admin/promotions/PromotionBulkList';
import { PromotionFilters } from '@/components/admin/promotions/PromotionFilters';
import { ListResults } from '@/components/admin/list/ListResults';
import styles from '@/components/admin/list/list.module.css';
import { ListHeading } from '@/components/admin/list/ListHeading';
import { statusTabs } from '@/components/admin/list/status-tabs';
import { adminContext } from '@/lib/admin/session';
import { promotionApiQuery, promotionListHref, promotionListQuery } from '@/lib/admin/promotion-list-query';
import { allCategories } from '@/lib/api/categories';
import { editorGet } from '@/lib/api/editor';
import type { EditorPromotionPage } from '@/lib/api/types/editor-promotions';
import { editorListStatuses } from '@/lib/schemas/promotion-editor-list';
import type { PageSearchParams } from '@/lib/search-params';

const SIZE = 25;

/** The edition's promotions for editors: search, filters, sorting and pages in the address, bulk trash and restore. */
export default async function PromotionsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const filters = promotionListQuery(await searchParams);
  const [t, ts, tk, format, categories] = await Promise.all([
    getTranslations('admin.promotions'),
    getTranslations('admin.status'),
    getTranslations('admin.kinds'),
    getFormatter(),
    allCategories(edition.id),
  ]);
  const query = promotionApiQuery(filters);
  const list = await editorGet<EditorPromotionPage>(session, '/promotions/editable/', edition.id, { ...query, page: filters.page, size: SIZE }).catch(() => null);
  const percent = (rate: number) => format.number(rate / 100, { style: 'percent' });
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: edition.timeZone }) : '—');
  return (
    <>
      <ListHeading title={t('title')}>
        <Link className="button" href="/admin/promotions/new">
          {t('new')}
        </Link>
      </ListHeading>
      <AdminTabs
        label={t('statusFilter')}
        tabs={statusTabs(editorListStatuses, filters.status, (status) => ({ href: promotionListHref(filters, { status }), label: ts(status ?? 'all') }))}
      />
      <PromotionFilters filters={filters} categories={categories.map((c) => ({ id: c.id, name: c.name }))} />
      <ListResults list={list} unavailable={t('unavailable')} empty={t('empty')} count={list ? t('count', { count: list.count }) : undefined}>
        {({ results, count }) => (
          <PromotionBulkList
            // A new page or new filters start with nothing ticked: a selection belongs to the rows it was made on.
            key={`${JSON.stringify(query)}:${filters.page}`}
            edition={edition.id}
            inTrash={filters.status === 'trash'}
            count={count}
            query={query}
            columns={[t('columns.title'), t('columns.store'), t('columns.kind'), t('columns.status'), t('columns.expires'), t('columns.updated')]}
            rows={results.map((row) => ({
              id: row.id,
              label: row.title,
              cells: [
                <>
                  <Link href={`/admin/promotions/${row.id}`}>{row.title}</Link> <PromotionSourceBadge origin={row} />
                </>,
                row.store.name,
                <>
                  {tk(row.kind)}
                  {row.code && <code> {row.code}</code>}
                  {row.code_feedback && (
                    <span className={styles.muted} data-code-feedback={row.code_feedback.is_failing ? 'failing' : 'ok'}>
                      {' · '}
                      {row.code_feedback.success_rate === null
                        ? t('noVotes')
                        : t('codeVotes', { rate: percent(row.code_feedback.success_rate), votes: row.code_feedback.worked_votes + row.code_feedback.failed_votes })}
                      {row.code_feedback.is_failing && (
                        <>
                          {' '}
                          <span className={styles.badge} data-status="trash">
                            {t('failingBadge')}
                          </span>
                        </>
                      )}
                    </span>
                  )}
                </>,
                <>
                  <span className={styles.badge} data-status={row.deleted_at ? 'trash' : row.status}>
                    {ts(row.deleted_at ? 'trash' : row.status)}
                  </span>
                  {row.status === 'scheduled' && row.publish_at && <span className={styles.muted}> {t('publishesOn', { date: when(row.publish_at) })}</span>}
                </>,
                row.expires_at ? when(row.expires_at) : t('noEnd'),
                when(row.updated_at),
              ],
            }))}
          />
        )}
      </ListResults>
      {list && <AdminPager path="/admin/promotions" query={query} page={filters.page} count={list.count} size={SIZE} namespace="admin.list" />}
    </>
  );
}
