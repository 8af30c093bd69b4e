import { useTranslations } from 'next-intl';
import { isEmptyPeriod, type ChartPoint, type StatsPeriod } from '@/lib/admin/stats-period';
import type { ClickFigures, ClickStatsRow } from '@/lib/api/types/editor-stats';
import { ClicksByDay } from './ClicksByDay';
import { StatsSummary } from './StatsSummary';
import { TopTable } from './TopTable';
import { useStatsFormat } from './stats-format';
import styles from './stats.module.css';

/** A list of the screen: its lines (null when the API did not answer) and its CSV file. */
export interface TopList<K extends 'store' | 'promotion' | 'page'> {
  rows: ClickStatsRow<K>[] | null;
  csvHref: string;
}

interface Props {
  period: StatsPeriod;
  totals: ClickFigures;
  points: ChartPoint[];
  previousTotal: number;
  stores: TopList<'store'>;
  promotions: TopList<'promotion'>;
  pages: TopList<'page'>;
  /** Shops and promotions lead to their editing screens. */
  linkItems: boolean;
}

/**
 * The period's figures: the totals, the clicks day by day against the period before, and the busiest shops,
 * promotions and pages. A period where nothing happened says so, rather than drawing a flat line.
 */
export function StatsReport({ period, totals, points, previousTotal, stores, promotions, pages, linkItems }: Props) {
  const t = useTranslations('admin.stats');
  const format = useStatsFormat();
  const range = t('chart.range', { from: format.day(period.from), to: format.day(period.to) });
  if (isEmptyPeriod(totals)) {
    return (
      <section className={`panel ${styles.empty}`} aria-labelledby="stats-empty">
        <h2 id="stats-empty">{t('emptyTitle')}</h2>
        <p>{t('empty', { range })}</p>
        <p>{t('emptyNext')}</p>
      </section>
    );
  }
  const unavailable = <p className={styles.failure}>{t('listUnavailable')}</p>;
  return (
    <div className={styles.report}>
      <section aria-labelledby="stats-totals">
        <h2 id="stats-totals">{t('totalsTitle', { range })}</h2>
        <StatsSummary totals={totals} />
      </section>
      <ClicksByDay period={period} points={points} total={totals.clicks} previousTotal={previousTotal} />
      <div className={styles.tables}>
        {stores.rows ? <TopTable kind="store" rows={stores.rows} csvHref={stores.csvHref} linkItems={linkItems} /> : unavailable}
        {promotions.rows ? <TopTable kind="promotion" rows={promotions.rows} csvHref={promotions.csvHref} linkItems={linkItems} /> : unavailable}
        {pages.rows ? <TopTable kind="page" rows={pages.rows} csvHref={pages.csvHref} linkItems={false} /> : unavailable}
      </div>
    </div>
  );
}
