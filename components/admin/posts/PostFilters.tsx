import { getTranslations } from 'next-intl/server';
import type { PostListFilters } from '@/lib/admin/post-list-query';
import { postOrderings } from '@/lib/schemas/post-editor-list';
import { FilterSelect, ListFilters } from '../list/ListFilters';

const orderingKeys = {
  '-updated_at': 'updatedDesc',
  updated_at: 'updatedAsc',
  '-published_at': 'publishedDesc',
  published_at: 'publishedAsc',
  title: 'titleAsc',
  '-title': 'titleDesc',
} as const;

/** The post list's search, its category and its ordering. */
export async function PostFilters({ filters, categories }: { filters: PostListFilters; categories: { id: number; name: string }[] }) {
  const t = await getTranslations('admin.posts');
  const orderings = postOrderings.map((ordering) => ({ value: ordering, label: t(`orderings.${orderingKeys[ordering]}`) }));
  return (
    <ListFilters path="/admin/posts" t={t} filters={filters} orderings={orderings}>
      <FilterSelect label={t('category')} name="category" value={filters.category ?? ''} anyLabel={t('anyCategory')} options={categories.map((c) => ({ value: c.id, label: c.name }))} />
    </ListFilters>
  );
}
