import { getFormatter, getTranslations } from 'next-intl/server';
import { AdminPager } from '@/components/admin/AdminPager';
import styles from '@/components/admin/admin.module.css';
import { AuditEntryItem } from '@/components/admin/audit/AuditEntryItem';
import { AuditFilters, type AuditFilterValues } from '@/components/admin/audit/AuditFilters';
import { ReservedToAdmins } from '@/components/admin/ReservedToAdmins';
import { isAuditAction, isAuditEntityType, nextDay, startOfDayIn } from '@/lib/admin/audit-entries';
import { adminContext } from '@/lib/admin/session';
import { editorGet } from '@/lib/api/editor';
import { ApiRequestError } from '@/lib/api/path';
import type { Paginated } from '@/lib/api/types/common';
import type { AuditEntry, EditorAccountRow } from '@/lib/api/types/editor-admin';
import { isEditionId } from '@/lib/editions';
import { pageNumber } from '@/lib/routing';
import { firstOf, type PageSearchParams } from '@/lib/search-params';

const SIZE = 30;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of the query that mean something; anything else is dropped rather than sent to the API. */
function filtersOf(params: PageSearchParams): AuditFilterValues {
  const value = (key: string) => (firstOf(params[key]) ?? '').trim();
  const account = value('account');
  return {
    type: isAuditEntityType(value('type')) ? value('type') : '',
    action: isAuditAction(value('action')) ? value('action') : '',
    account: /^[1-9]\d{0,9}$/.test(account) ? account : '',
    edition: isEditionId(value('edition')) ? value('edition') : '',
    from: DAY.test(value('from')) ? value('from') : '',
    to: DAY.test(value('to')) ? value('to') : '',
  };
}

/** The audit log for admins, newest first: who changed what and when, filtered, each entry's changes at hand. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const [t, format] = await Promise.all([getTranslations('admin.audit'), getFormatter()]);
  if (session.role !== 'admin') return <ReservedToAdmins title={t('title')} reason={t('reserved')} />;
  const params = await searchParams;
  const filters = filtersOf(params);
  const page = pageNumber(params.page);
  // The dates are the edition's calendar days: from the first's midnight to the midnight after the last.
  const since = filters.from ? startOfDayIn(filters.from, edition.timeZone) : null;
  const until = filters.to ? startOfDayIn(nextDay(filters.to), edition.timeZone) : null;
  const badRange = since !== null && until !== null && until <= since;
  const query = {
    page,
    size: SIZE,
    entity_type: filters.type || undefined,
    action: filters.action || undefined,
    account: filters.account || undefined,
    edition: filters.edition || undefined,
    since: since?.toISOString(),
    until: until?.toISOString(),
  };
  const [log, accounts] = await Promise.all([
    badRange ? null : editorGet<Paginated<AuditEntry>>(session, '/audit/', edition.id, query).catch((error: unknown) => (error instanceof ApiRequestError && error.status === 400 ? 'refused' : null)),
    editorGet<Paginated<EditorAccountRow>>(session, '/editor_accounts/', edition.id).catch(() => null),
  ]);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'medium', timeZone: edition.timeZone });
  const pagerQuery = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <AuditFilters values={filters} accounts={accounts?.results ?? []} />
      {badRange || log === 'refused' ? (
        <p role="alert" className={styles.error}>
          {t(badRange ? 'badRange' : 'badFilters')}
        </p>
      ) : !log ? (
        <p role="alert" className={styles.error}>
          {t('unavailable')}
        </p>
      ) : (
        <>
          <p className={styles.meta} role="status">
            {t('count', { count: log.count })}
          </p>
          {log.results.length === 0 ? (
            <p className="panel">{t('empty')}</p>
          ) : (
            <ul className={styles.list}>
              {log.results.map((entry) => (
                <AuditEntryItem key={entry.id} entry={entry} when={when(entry.at)} />
              ))}
            </ul>
          )}
          <AdminPager path="/admin/audit" query={pagerQuery} page={page} count={log.count} size={SIZE} namespace="admin.list" />
        </>
      )}
    </>
  );
}
