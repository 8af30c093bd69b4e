import { getTranslations } from 'next-intl/server';
import type { PromotionListFilters } from '@/lib/admin/promotion-list-query';
import { promotionKinds } from '@/lib/promotions/kinds';
import { promotionOrderings } from '@/lib/schemas/promotion-editor-list';
import { PromotionSourceFilter } from '../feeds/PromotionSourceFilter';
import { FilterSelect, ListFilters } from '../list/ListFilters';

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

/** The promotion list's search, its kind, category, expiry and source, and its ordering. */
export async function PromotionFilters({ filters, categories }: { filters: PromotionListFilters; categories: { id: number; name: string }[] }) {
  const [t, tk] = await Promise.all([getTranslations('admin.promotions'), getTranslations('admin.kinds')]);
  const orderings = promotionOrderings.map((ordering) => ({ value: ordering, label: t(`orderings.${orderingKeys[ordering]}`) }));
  return (
    <ListFilters path="/admin/promotions" t={t} filters={filters} orderings={orderings}>
      <FilterSelect label={t('kind')} name="kind" value={filters.kind ?? ''} anyLabel={t('any')} options={promotionKinds.map((kind) => ({ value: kind, label: tk(kind) }))} />
      <FilterSelect label={t('category')} name="category" value={filters.category ?? ''} anyLabel={t('anyCategory')} options={categories.map((c) => ({ value: c.id, label: c.name }))} />
      <FilterSelect
        label={t('expiry')}
        name="expired"
        value={filters.expired === undefined ? '' : String(filters.expired)}
        anyLabel={t('any')}
        options={[
          { value: 'false', label: t('current') },
          { value: 'true', label: t('expired') },
        ]}
      />
      <FilterSelect label={t('feedback')} name="failing" value={filters.failing ? 'true' : ''} anyLabel={t('any')} options={[{ value: 'true', label: t('failingOnly') }]} />
      <PromotionSourceFilter filters={filters} />
    </ListFilters>
  );
}
