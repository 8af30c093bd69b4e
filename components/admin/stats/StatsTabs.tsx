import { useTranslations } from 'next-intl';
import { AdminTabs } from '../AdminTabs';

/** The two screens of the statistics: the clicks, and the conversions the networks reported. */
export function StatsTabs({ current }: { current: 'clicks' | 'conversions' }) {
  const t = useTranslations('admin.stats.tabs');
  return (
    <AdminTabs
      label={t('label')}
      tabs={[
        { href: '/admin/stats', label: t('clicks'), current: current === 'clicks' },
        { href: '/admin/stats/conversions', label: t('conversions'), current: current === 'conversions' },
      ]}
    />
  );
}
