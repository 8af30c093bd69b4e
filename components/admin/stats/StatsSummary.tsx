import { useTranslations } from 'next-intl';
import { botShare, revealsPerClick } from '@/lib/admin/stats-period';
import type { ClickFigures } from '@/lib/api/types/editor-stats';
import { useStatsFormat } from './stats-format';
import styles from './stats.module.css';

/**
 * The period at a glance: the visitors' clicks and what they earned, the codes revealed against the clicks, and the
 * share of clicks told apart as machines' (left out of every other figure).
 */
export function StatsSummary({ totals }: { totals: ClickFigures }) {
  const t = useTranslations('admin.stats.figures');
  const format = useStatsFormat();
  const figures: { key: string; term: string; value: string; note?: string }[] = [
    { key: 'clicks', term: t('clicks'), value: format.count(totals.clicks) },
    { key: 'visitors', term: t('visitors'), value: format.count(totals.unique_visitors) },
    { key: 'reveals', term: t('reveals'), value: format.count(totals.reveals), note: t('revealsPerClick', { share: format.share(revealsPerClick(totals)) }) },
    { key: 'conversions', term: t('conversions'), value: format.count(totals.conversions) },
    { key: 'commission', term: t('commission'), value: format.euros(totals.commission) },
    { key: 'epc', term: t('epc'), value: format.euros(totals.epc), note: t('epcNote') },
    { key: 'bots', term: t('botShare'), value: format.share(botShare(totals)), note: t('botClicks', { count: totals.bot_clicks }) },
  ];
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.key}>
          <dt>{figure.term}</dt>
          <dd>
            <span className={styles.value}>{figure.value}</span>
            {figure.note && <span className={styles.note}>{figure.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
