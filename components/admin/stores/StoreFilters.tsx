import { getTranslations } from 'next-intl/server';
import type { StoreListFilters } from '@/lib/admin/store-list-query';
import { storeOrderings } from '@/lib/schemas/store-editor-list';
import { ListFilters } from '../list/ListFilters';

const orderingKeys = { name: 'nameAsc', '-name': 'nameDesc', '-updated_at': 'updatedDesc', updated_at: 'updatedAsc' } as const;

/** The shop list's search and its ordering. */
export async function StoreFilters({ filters }: { filters: StoreListFilters }) {
  const t = await getTranslations('admin.stores');
  const orderings = storeOrderings.map((ordering) => ({ value: ordering, label: t(`orderings.${orderingKeys[ordering]}`) }));
  return <ListFilters path="/admin/stores" t={t} filters={filters} orderings={orderings} />;
}
