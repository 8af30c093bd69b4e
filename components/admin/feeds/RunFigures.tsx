import { useFormatter, useTranslations } from 'next-intl';
import { runFigures } from '@/lib/admin/feed-run';
import type { FeedRunReport } from '@/lib/api/types/editor-feeds';
import styles from './run-report.module.css';

/** What a run did with the feed's offers, figure by figure; the ones that ask for an admin are marked. */
export function RunFigures({ report, label }: { report: FeedRunReport; label: string }) {
  const t = useTranslations('admin.feeds.figures');
  const format = useFormatter();
  return (
    <dl className={styles.figures} aria-label={label}>
      {runFigures.map((figure) => (
        <div key={figure} data-attention={(figure === 'unmapped' || figure === 'skipped') && report[figure] > 0 ? true : undefined}>
          <dt>{t(figure)}</dt>
          <dd>{format.number(report[figure])}</dd>
        </div>
      ))}
    </dl>
  );
}
