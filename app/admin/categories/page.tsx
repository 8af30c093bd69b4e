import { getTranslations } from 'next-intl/server';
import styles from '@/components/admin/admin.module.css';
import formStyles from '@/components/admin/form/form.module.css';
import { ListResults } from '@/components/admin/list/ListResults';
import { ListHeading } from '@/components/admin/list/ListHeading';
import { CategorySeoItem } from '@/components/admin/seo/CategorySeoItem';
import { seoValueOf } from '@/components/admin/seo/seo-form';
import { adminContext } from '@/lib/admin/session';
import { allCategories } from '@/lib/api/categories';
import { editorGet } from '@/lib/api/editor';
import type { Paginated } from '@/lib/api/types/common';
import type { EditorBlogCategory } from '@/lib/api/types/editor-posts';
import { entityPath } from '@/lib/routing';

/** The SEO row of a category, as `GET /seo/{resource}/` lists it (the same shape for promotions' and the blog's). */
type CategorySeoRow = EditorBlogCategory;

/**
 * The edition's categories of promotions, each with its page and its SEO panel (title, description, robots flags and
 * the search-result snippet). Sub-categories are listed under their parent, as the site shows them.
 */
export default async function CategoriesPage() {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const [t, seoRows, categories] = await Promise.all([
    getTranslations('admin.categories'),
    editorGet<Paginated<CategorySeoRow>>(session, '/seo/promotion_category/', edition.id, { size: 200 }).catch(() => null),
    allCategories(edition.id),
  ]);
  const byId = new Map(categories.map((category) => [category.id, category]));
  const pathOf = (row: CategorySeoRow) => {
    const parent = byId.get(byId.get(row.id)?.parent_category ?? -1);
    return parent ? entityPath(edition.id, 'subcategory', [parent.slug, row.slug]) : entityPath(edition.id, 'category', [row.slug]);
  };
  const rows = [...(seoRows?.results ?? [])].sort((a, b) => pathOf(a).localeCompare(pathOf(b)));
  return (
    <div className={formStyles.form}>
      <ListHeading title={t('title')} />
      <p className={styles.meta}>{t('intro')}</p>
      <ListResults list={seoRows && { results: rows }} unavailable={t('unavailable')} empty={t('empty')}>
        {({ results }) => (
          <ul className={styles.list} aria-label={t('title')}>
            {results.map((row) => {
              const path = pathOf(row);
              const parent = byId.get(byId.get(row.id)?.parent_category ?? -1);
              return (
                <CategorySeoItem
                  key={row.id}
                  heading={parent ? t('childOf', { name: row.name, parent: parent.name }) : row.name}
                  path={path}
                  notes={(row.robots_noindex || row.seo_title) && <> · {row.robots_noindex ? t('noindex') : t('customTitle')}</>}
                  newTab={t('newTab')}
                  seoLabel={t('seoOf', { name: row.name })}
                  panel={{ edition: edition.id, resource: 'promotion_category', category: { id: row.id, name: row.name, description: '' }, url: `${edition.origin}${path}`, seo: seoValueOf(row) }}
                />
              );
            })}
          </ul>
        )}
      </ListResults>
    </div>
  );
}
