import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { PostListFilters } from '@/lib/admin/post-list-query';
import { postOrderings } from '@/lib/schemas/post-editor-list';
import styles from '../list/list.module.css';

const orderingKeys = {
  '-updated_at': 'updatedDesc',
  updated_at: 'updatedAsc',
  '-published_at': 'publishedDesc',
  published_at: 'publishedAsc',
  title: 'titleAsc',
  '-title': 'titleDesc',
} as const;

/** The post list's search and filters: a plain GET form, so the address says what the list shows and it works before any script. */
export async function PostFilters({ filters, categories }: { filters: PostListFilters; categories: { id: number; name: string }[] }) {
  const t = await getTranslations('admin.posts');
  return (
    <form method="get" action="/admin/posts" className={styles.filters} role="search" aria-label={t('filters')}>
      {filters.status && <input type="hidden" name="status" value={filters.status} />}
      <label className={styles.search}>
        {t('search')}
        <input type="search" name="q" defaultValue={filters.q} placeholder={t('searchPlaceholder')} maxLength={200} />
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
        {t('ordering')}
        <select name="ordering" defaultValue={filters.ordering}>
          {postOrderings.map((ordering) => (
            <option key={ordering} value={ordering}>
              {t(`orderings.${orderingKeys[ordering]}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">
        {t('apply')}
      </button>
      <Link href="/admin/posts">{t('reset')}</Link>
    </form>
  );
}
