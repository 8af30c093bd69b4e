import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { StatsFilterValues } from '@/lib/admin/stats-filters';
import { ALL_EDITIONS } from '@/lib/schemas/stats';
import { Field } from '../form/Field';
import styles from './stats.module.css';

interface Props {
  values: StatsFilterValues;
  /** The edition of the screen's domain: the figures shown without a choice. */
  current: string;
  /** The editions the editor may see; with more than one, "all of them" is a choice too. */
  editions: { id: string; name: string }[];
  /** The shops to choose from: those with clicks in the period. */
  stores: { id: number; name: string }[];
  presets: { days: number; href: string; current: boolean }[];
  /** The days shown when the address names none (the last 30): the date fields start from them. */
  period: { from: string; to: string } | null;
}

/**
 * Whose figures and over which days, as a plain GET form: the screen's address says what it shows, to keep or send
 * to a colleague, and it works before any script has loaded. The quick periods are links that keep the rest.
 */
export function StatsFilters({ values, current, editions, stores, presets, period }: Props) {
  const t = useTranslations('admin.stats.filters');
  const storeChoices = values.store && !stores.some((store) => String(store.id) === values.store) ? [...stores, { id: Number(values.store), name: t('storeNumber', { id: values.store }) }] : stores;
  const filtered = values.edition !== current || values.store !== '' || values.from !== '' || values.to !== '';
  return (
    <div className={styles.filtersPanel}>
      <form action="/admin/stats" className={styles.filters} aria-label={t('label')}>
        {editions.length > 1 && (
          <Field id="stats-edition" label={t('edition')}>
            <select id="stats-edition" name="edition" defaultValue={values.edition}>
              <option value={ALL_EDITIONS}>{t('allEditions')}</option>
              {editions.map((edition) => (
                <option key={edition.id} value={edition.id}>
                  {edition.name}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field id="stats-store" label={t('store')}>
          <select id="stats-store" name="store" defaultValue={values.store}>
            <option value="">{t('allStores')}</option>
            {storeChoices.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="stats-from" label={t('from')}>
          <input id="stats-from" name="from" type="date" defaultValue={values.from || period?.from} />
        </Field>
        <Field id="stats-to" label={t('to')}>
          <input id="stats-to" name="to" type="date" defaultValue={values.to || period?.to} />
        </Field>
        <div className={styles.filterButtons}>
          <button type="submit" className="button">
            {t('apply')}
          </button>
          {filtered && <Link href="/admin/stats">{t('reset')}</Link>}
        </div>
      </form>
      <nav aria-label={t('presets')}>
        <ul className={`chips ${styles.presets}`}>
          {presets.map((preset) => (
            <li key={preset.days}>
              <Link href={preset.href} aria-current={preset.current ? 'true' : undefined}>
                {t('lastDays', { days: preset.days })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
