import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { StoreListFilters } from '@/lib/admin/store-list-query';
import { storeOrderings } from '@/lib/schemas/store-editor-list';
import styles from '../list/list.module.css';

const orderingKeys = { name: 'nameAsc', '-name': 'nameDesc', '-updated_at': 'updatedDesc', updated_at: 'updatedAsc' } as const;

/** The shop list's search: a plain GET form, so the address says what the list shows and it works before any script. */
export async function StoreFilters({ filters }: { filters: StoreListFilters }) {
  const t = await getTranslations('admin.stores');
  return (
    <form method="get" action="/admin/stores" className={styles.filters} role="search" aria-label={t('filters')}>
      {filters.status && <input type="hidden" name="status" value={filters.status} />}
      <label className={styles.search}>
        {t('search')}
        <input type="search" name="q" defaultValue={filters.q} placeholder={t('searchPlaceholder')} maxLength={200} />
      </label>
      <label>
        {t('ordering')}
        <select name="ordering" defaultValue={filters.ordering}>
          {storeOrderings.map((ordering) => (
            <option key={ordering} value={ordering}>
              {t(`orderings.${orderingKeys[ordering]}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">
        {t('apply')}
      </button>
      <Link href="/admin/stores">{t('reset')}</Link>
    </form>
  );
}
