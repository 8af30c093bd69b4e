import { useTranslations } from 'next-intl';
import { clicksChange, previousPeriod, type ChartPoint, type StatsPeriod } from '@/lib/admin/stats-period';
import table from '../CardTable.module.css';
import { ClicksChart } from './ClicksChart';
import { useStatsFormat } from './stats-format';
import styles from './stats.module.css';

interface Props {
  period: StatsPeriod;
  points: ChartPoint[];
  total: number;
  previousTotal: number;
}

/**
 * The clicks of each day of the period beside those of the period before: the chart for the eye, a sentence that
 * says what it shows, and the figures day by day in a table anyone can open (what screen readers read).
 */
export function ClicksByDay({ period, points, total, previousTotal }: Props) {
  const t = useTranslations('admin.stats.chart');
  const format = useStatsFormat();
  const before = previousPeriod(period);
  const change = clicksChange(total, previousTotal);
  const range = (p: StatsPeriod) => t('range', { from: format.day(p.from), to: format.day(p.to) });
  return (
    <section className={styles.panel} aria-labelledby="stats-chart-title">
      <h2 id="stats-chart-title">{t('title')}</h2>
      <figure className={styles.figure}>
        <ClicksChart
          points={points.map((point) => ({ label: format.shortDay(point.day), previousLabel: format.shortDay(point.previousDay), clicks: point.clicks, previousClicks: point.previousClicks }))}
          names={{ clicks: t('current'), previous: t('previous') }}
        />
        <figcaption className={styles.caption}>
          {t('summary', { count: total, range: range(period), previous: previousTotal, previousRange: range(before) })}{' '}
          {change === null ? null : change === 0 ? t('same') : t(change > 0 ? 'up' : 'down', { change: format.share(Math.abs(change)) })}
        </figcaption>
      </figure>
      <details className={styles.dataTable}>
        <summary>{t('showTable')}</summary>
        <div className={table.tableScroll}>
          <table className={`${table.table} ${table.paired} ${styles.figureCards}`}>
            <caption>{t('tableCaption', { range: range(period), previousRange: range(before) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('day')}</th>
                <th scope="col">{t('clicks')}</th>
                <th scope="col">{t('previousDay')}</th>
                <th scope="col">{t('previousClicks')}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.day}>
                  <th scope="row" data-label={t('day')}>
                    {format.shortDay(point.day)}
                  </th>
                  <td data-label={t('clicks')}>{format.count(point.clicks)}</td>
                  <td data-label={t('previousDay')}>{format.shortDay(point.previousDay)}</td>
                  <td data-label={t('previousClicks')}>{format.count(point.previousClicks)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
