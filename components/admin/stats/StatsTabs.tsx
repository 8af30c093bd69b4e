import { useTranslations } from 'next-intl';
import { AdminTabs } from '../AdminTabs';

/**
 * The two screens of the statistics: the clicks, and the conversions the networks reported, which only admins upload
 * (an editor has no tab to a screen that would refuse them).
 */
export function StatsTabs({ current, withConversions }: { current: 'clicks' | 'conversions'; withConversions: boolean }) {
  const t = useTranslations('admin.stats.tabs');
  return (
    <AdminTabs
      label={t('label')}
      tabs={[
        { href: '/admin/stats', label: t('clicks'), current: current === 'clicks' },
        ...(withConversions ? [{ href: '/admin/stats/conversions', label: t('conversions'), current: current === 'conversions' }] : []),
      ]}
    />
  );
}
