import { useTranslations } from 'next-intl';
import { AdminTabs } from '../AdminTabs';

/**
 * The screens of the statistics: the clicks, the conversions the networks reported, which only admins upload (an
 * editor has no tab to a screen that would refuse them), and what the visitors follow through the alerts.
 */
export function StatsTabs({ current, withConversions }: { current: 'clicks' | 'conversions' | 'alerts'; withConversions: boolean }) {
  const t = useTranslations('admin.stats.tabs');
  const alerts = useTranslations('admin.alerts');
  return (
    <AdminTabs
      label={t('label')}
      tabs={[
        { href: '/admin/stats', label: t('clicks'), current: current === 'clicks' },
        ...(withConversions ? [{ href: '/admin/stats/conversions', label: t('conversions'), current: current === 'conversions' }] : []),
        { href: '/admin/stats/alerts', label: alerts('tab'), current: current === 'alerts' },
      ]}
    />
  );
}
