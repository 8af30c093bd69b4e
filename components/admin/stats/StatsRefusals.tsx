import { useTranslations } from 'next-intl';
import type { StatsRefusalKey } from '@/lib/schemas/stats';
import styles from './stats.module.css';

/** What is wrong with a filter of the screen: the field, and the key of its words in `apiErrors` (the API's own). */
export interface StatsRefusal {
  field: string;
  key: StatsRefusalKey;
  values: Record<string, string | number>;
}

const filterFields = ['from', 'to', 'store'] as const;
const isFilterField = (field: string): field is (typeof filterFields)[number] => (filterFields as readonly string[]).includes(field);

/** The filters the figures could not be read with, each named by its field's label, in the words the API would use. */
export function StatsRefusals({ refusals }: { refusals: StatsRefusal[] }) {
  const t = useTranslations('admin.stats');
  const words = useTranslations('apiErrors');
  return (
    <div role="alert" className={styles.refusals}>
      <p>{t('refused')}</p>
      <ul>
        {refusals.map(({ field, key, values }) => {
          const message = words(key, values);
          return <li key={`${field}:${key}`}>{isFilterField(field) ? t('refusedField', { field: t(`filters.${field}`), message }) : message}</li>;
        })}
      </ul>
    </div>
  );
}
