import { getTranslations } from 'next-intl/server';
import styles from '@/components/admin/admin.module.css';
import { AlertStatsFilters } from '@/components/admin/alerts/AlertStatsFilters';
import { AlertStatsReport } from '@/components/admin/alerts/AlertStatsReport';
import { StatsTabs } from '@/components/admin/stats/StatsTabs';
import { adminContext } from '@/lib/admin/session';
import { statsFiltersOf } from '@/lib/admin/stats-filters';
import { alertStatsCsvHref, readAlertStats, type AlertStatsScope } from '@/lib/api/alert-stats';
import { mayEdit } from '@/lib/api/editor';
import { editionIds, editions } from '@/lib/editions';
import type { PageSearchParams } from '@/lib/search-params';

/**
 * What the visitors follow through the alerts: how many addresses and alerts, the mails they were sent, and the
 * most followed shops, categories and searches. Counts only: the screen never shows an address. Its edition choice
 * is its address, as on the clicks' screen.
 */
export default async function AlertStatsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const t = await getTranslations('admin.alerts');
  const allowed = editionIds.filter((id) => mayEdit(session, id));
  const { edition: chosen } = statsFiltersOf(await searchParams, { current: edition.id, allowed });
  const scope: AlertStatsScope = { edition: chosen, screenEdition: edition.id };
  const stats = await readAlertStats(session, scope).catch(() => null);
  return (
    <>
      <h1>{t('title')}</h1>
      <StatsTabs current="alerts" withConversions={session.role === 'admin'} />
      <p className="lead">{t('intro')}</p>
      <AlertStatsFilters edition={chosen} editions={allowed.map((id) => ({ id, name: editions[id].brandName }))} />
      {stats ? (
        <AlertStatsReport stats={stats} csvHref={alertStatsCsvHref(scope)} linkItems={chosen === edition.id} />
      ) : (
        <p role="alert" className={styles.error}>
          {t('unavailable')}
        </p>
      )}
    </>
  );
}
