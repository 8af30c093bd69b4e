import { useTranslations } from 'next-intl';
import type { StatsEditionChoice } from '@/lib/admin/stats-filters';
import { ALL_EDITIONS } from '@/lib/schemas/stats';
import { Field } from '../form/Field';
import styles from '../stats/stats.module.css';

/**
 * Whose alerts, for an editor of several editions: a plain GET form, so that the screen's address says what it
 * shows. The alerts have no period: they are counted as they stand.
 */
export function AlertStatsFilters({ edition, editions }: { edition: StatsEditionChoice; editions: { id: string; name: string }[] }) {
  const t = useTranslations('admin.alerts.filters');
  if (editions.length < 2) return null;
  return (
    <div className={styles.filtersPanel}>
      <form action="/admin/stats/alerts" className={styles.filters} aria-label={t('label')}>
        <Field id="alerts-edition" label={t('edition')}>
          <select id="alerts-edition" name="edition" defaultValue={edition}>
            <option value={ALL_EDITIONS}>{t('allEditions')}</option>
            {editions.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </Field>
        <div className={styles.filterButtons}>
          <button type="submit" className="button">
            {t('apply')}
          </button>
        </div>
      </form>
    </div>
  );
}
