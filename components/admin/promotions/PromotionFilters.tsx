import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { PromotionListFilters } from '@/lib/admin/promotion-list-query';
import { promotionKinds } from '@/lib/promotions/kinds';
import { promotionOrderings } from '@/lib/schemas/promotion-editor-list';
import styles from '../list/list.module.css';

const orderingKeys = {
  '-updated_at': 'updatedDesc',
  updated_at: 'updatedAsc',
  title: 'titleAsc',
  '-title': 'titleDesc',
  expires_at: 'expiresAsc',
  '-expires_at': 'expiresDesc',
  store: 'storeAsc',
  '-store': 'storeDesc',
} as const;

/**
 * The promotion list's search and filters: a plain GET form, so the list's address says what it shows (a link an
 * editor can keep or send) and it works before any script has loaded.
 */
export async function PromotionFilters({ filters, categories }: { filters: PromotionListFilters; categories: { id: number; name: string }[] }) {
  const [t, tk] = await Promise.all([getTranslations('admin.promotions'), getTranslations('admin.kinds')]);
  return (
    <form method="get" action="/admin/promotions" className={styles.filters} role="search" aria-label={t('filters')}>
      {filters.status && <input type="hidden" name="status" value={filters.status} />}
      <label className={styles.search}>
        {t('search')}
        <input type="search" name="q" defaultValue={filters.q} placeholder={t('searchPlaceholder')} maxLength={200} />
      </label>
      <label>
        {t('kind')}
        <select name="kind" defaultValue={filters.kind ?? ''}>
          <option value="">{t('any')}</option>
          {promotionKinds.map((kind) => (
            <option key={kind} value={kind}>
              {tk(kind)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('category')}
        <select name="category" defaultValue={filters.category ?? ''}>
          <option value="">{t('anyCategory')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('expiry')}
        <select name="expired" defaultValue={filters.expired === undefined ? '' : String(filters.expired)}>
          <option value="">{t('any')}</option>
          <option value="false">{t('current')}</option>
          <option value="true">{t('expired')}</option>
        </select>
      </label>
      <label>
        {t('ordering')}
        <select name="ordering" defaultValue={filters.ordering}>
          {promotionOrderings.map((ordering) => (
            <option key={ordering} value={ordering}>
              {t(`orderings.${orderingKeys[ordering]}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">
        {t('apply')}
      </button>
      <Link href="/admin/promotions">{t('reset')}</Link>
    </form>
  );
}
