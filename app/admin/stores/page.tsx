import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { AdminPager } from '@/components/admin/AdminPager';
import { AdminTabs } from '@/components/admin/AdminTabs';
import { ListResults } from '@/components/admin/list/ListResults';
import { ListTable } from '@/components/admin/list/ListTable';
import { statusTabs } from '@/components/admin/list/status-tabs';
import { ListHeading } from '@/components/admin/list/ListHeading';
import styles from '@/components/admin/list/list.module.css';
import { StoreFilters } from '@/components/admin/stores/StoreFilters';
import { adminContext } from '@/lib/admin/session';
import { storeApiQuery, storeListHref, storeListQuery } from '@/lib/admin/store-list-query';
import { editorGet } from '@/lib/api/editor';
import type { EditorStorePage } from '@/lib/api/types/editor-stores';
import { contentStatuses } from '@/lib/schemas/content-status';
import type { PageSearchParams } from '@/lib/search-params';

const SIZE = 25;

/** The edition's shops for editors, drafts and scheduled ones included: search, status, sorting and pages in the address. */
export default async function StoresPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const filters = storeListQuery(await searchParams);
  const [t, ts, format] = await Promise.all([getTranslations('admin.stores'), getTranslations('admin.status'), getFormatter()]);
  const query = storeApiQuery(filters);
  const list = await editorGet<EditorStorePage>(session, '/stores/editable/', edition.id, { ...query, page: filters.page, size: SIZE }).catch(() => null);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: edition.timeZone });
  return (
    <>
      <ListHeading title={t('title')}>
        <Link className="button" href="/admin/stores/new">
          {t('new')}
        </Link>
      </ListHeading>
      <AdminTabs
        label={t('statusFilter')}
        tabs={statusTabs(contentStatuses, filters.status, (status) => ({ href: storeListHref(filters, { status }), label: ts(status ?? 'all') }))}
      />
      <StoreFilters filters={filters} />
      <ListResults list={list} unavailable={t('unavailable')} empty={t('empty')} count={list ? t('count', { count: list.count }) : undefined}>
        {({ results }) => (
          <ListTable
            caption={t('title')}
            columns={[t('columns.name'), t('columns.address'), t('columns.status'), t('columns.updated'), t('columns.promotions')]}
            rows={results.map((row) => ({
              id: row.id,
              cells: [
                <Link key="name" href={`/admin/stores/${row.id}`}>
                  {row.name}
                </Link>,
                <code key="slug">/{row.slug}</code>,
                <>
                  <span className={styles.badge} data-status={row.status}>
                    {ts(row.status)}
                  </span>
                  {row.status === 'scheduled' && row.publish_at && <span className={styles.muted}> {t('publishesOn', { date: when(row.publish_at) })}</span>}
                </>,
                when(row.updated_at),
                <Link key="promotions" href={`/admin/promotions/new?store=${row.id}`} aria-label={t('newPromotionFor', { name: row.name })}>
                  {t('newPromotion')}
                </Link>,
              ],
            }))}
          />
        )}
      </ListResults>
      {list && <AdminPager path="/admin/stores" query={query} page={filters.page} count={list.count} size={SIZE} namespace="admin.list" />}
    </>
  );
}
