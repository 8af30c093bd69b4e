import { getTranslations } from 'next-intl/server';
import styles from '@/components/admin/admin.module.css';
import { StatsFilters } from '@/components/admin/stats/StatsFilters';
import { StatsRefusals } from '@/components/admin/stats/StatsRefusals';
import { StatsReport } from '@/components/admin/stats/StatsReport';
import { StatsTabs } from '@/components/admin/stats/StatsTabs';
import { adminContext } from '@/lib/admin/session';
import { presetLinks, statsFiltersOf } from '@/lib/admin/stats-filters';
import { chartPoints, previousPeriod } from '@/lib/admin/stats-period';
import { mayEdit } from '@/lib/api/editor';
import { readClickStats } from '@/lib/api/stats';
import { statsCsvHref, type StatsScope } from '@/lib/api/stats-path';
import { editionIds, editions } from '@/lib/editions';
import { statsIssueWording, statsQuery } from '@/lib/schemas/stats';
import type { PageSearchParams } from '@/lib/search-params';
import { siteToday } from '@/lib/time';

/** A read that may fail without taking the screen down: null instead. */
const orNull = <T,>(read: Promise<T>): Promise<T | null> => read.catch(() => null);

/**
 * What the exits brought over a period: clicks day by day against the period before, the busiest shops, promotions
 * and pages with what they earned, code reveals against clicks and the machines' share. Its filters are its address.
 */
export default async function StatsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const t = await getTranslations('admin.stats');
  const today = siteToday();
  const allowed = editionIds.filter((id) => mayEdit(session, id));
  const filters = statsFiltersOf(await searchParams, { current: edition.id, allowed });
  const query = statsQuery(today).safeParse({ from: filters.from, to: filters.to, store: filters.store });
  const period = query.success ? { from: query.data.from, to: query.data.to } : null;

  const scope: StatsScope | null = period && { edition: filters.edition, screenEdition: edition.id, ...period, store: filters.store ? Number(filters.store) : undefined };
  const [days, previousDays, stores, promotions, pages, storeChoices] = scope
    ? await Promise.all([
        orNull(readClickStats(session, scope, 'day')),
        orNull(readClickStats(session, { ...scope, ...previousPeriod(scope) }, 'day')),
        orNull(readClickStats(session, scope, 'store')),
        orNull(readClickStats(session, scope, 'promotion')),
        orNull(readClickStats(session, scope, 'page')),
        // The shops to choose from are every shop of the period, not just the one chosen.
        scope.store === undefined ? null : orNull(readClickStats(session, { ...scope, store: undefined }, 'store')),
      ])
    : [null, null, null, null, null, null];
  const choices = (storeChoices ?? stores)?.results.map((row) => ({ id: row.store, name: row.label ?? t('filters.storeNumber', { id: row.store }) })) ?? [];
  choices.sort((a, b) => a.name.localeCompare(b.name, edition.htmlLang));

  return (
    <>
      <h1>{t('title')}</h1>
      <StatsTabs current="clicks" withConversions={session.role === 'admin'} />
      <p className="lead">{t('intro')}</p>
      <StatsFilters
        values={filters}
        current={edition.id}
        editions={allowed.map((id) => ({ id, name: editions[id].brandName }))}
        stores={choices}
        presets={presetLinks(filters, edition.id, period, today)}
        period={period}
      />
      {!query.success ? (
        <StatsRefusals refusals={query.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), ...statsIssueWording(issue) }))} />
      ) : !days || !previousDays || !scope ? (
        <p role="alert" className={styles.error}>
          {t('unavailable')}
        </p>
      ) : (
        <StatsReport
          period={scope}
          totals={days.totals}
          points={chartPoints(scope, days.results, previousDays.results)}
          previousTotal={previousDays.totals.clicks}
          stores={{ rows: stores?.results ?? null, csvHref: statsCsvHref(scope, 'store') }}
          promotions={{ rows: promotions?.results ?? null, csvHref: statsCsvHref(scope, 'promotion') }}
          pages={{ rows: pages?.results ?? null, csvHref: statsCsvHref(scope, 'page') }}
          linkItems={filters.edition === edition.id}
        />
      )}
    </>
  );
}
