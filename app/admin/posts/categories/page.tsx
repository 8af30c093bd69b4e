import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/admin/admin.module.css';
import extras from '@/components/admin/form/extras.module.css';
import formStyles from '@/components/admin/form/form.module.css';
import { ListResults } from '@/components/admin/list/ListResults';
import { ListHeading } from '@/components/admin/list/ListHeading';
import { BlogCategoryCreate } from '@/components/admin/posts/BlogCategoryCreate';
import { CategorySeoItem } from '@/components/admin/seo/CategorySeoItem';
import { seoValueOf } from '@/components/admin/seo/seo-form';
import { adminContext } from '@/lib/admin/session';
import { editorGet } from '@/lib/api/editor';
import type { Paginated } from '@/lib/api/types/common';
import type { EditorBlogCategory } from '@/lib/api/types/editor-posts';
import { entityPath } from '@/lib/routing';
import { MAX_PAGE_SIZE } from '@/lib/schemas/params';

/** What the public list adds to a category's SEO row: its text, its place on the blog's home, its published posts. */
interface CategoryCard {
  id: number;
  description: string;
  is_featured: boolean;
  posts_count: number;
}

/** The edition's blog categories: each with its page and its SEO panel, and a form to create one. */
export default async function BlogCategoriesPage() {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const [t, seoRows, cards] = await Promise.all([
    getTranslations('admin.blogCategories'),
    editorGet<Paginated<EditorBlogCategory>>(session, '/seo/blog_post_category/', edition.id, { size: 200 }).catch(() => null),
    editorGet<Paginated<CategoryCard>>(session, '/blog_categories/', edition.id, { size: MAX_PAGE_SIZE }).catch(() => null),
  ]);
  const byId = new Map((cards?.results ?? []).map((card) => [card.id, card]));
  return (
    <div className={formStyles.form}>
      <p className={extras.back}>
        <Link href="/admin/posts">{t('backToPosts')}</Link>
      </p>
      <ListHeading title={t('title')} />
      <p className={styles.meta}>{t('intro')}</p>
      <ListResults list={seoRows} unavailable={t('unavailable')} empty={t('empty')}>
        {({ results }) => (
          <ul className={styles.list} aria-label={t('title')}>
            {results.map((row) => {
              const card = byId.get(row.id);
              const path = entityPath(edition.id, 'blog_category', [row.slug]);
              return (
                <CategorySeoItem
                  key={row.id}
                  heading={row.name}
                  path={path}
                  notes={
                    <>
                      {card && <> · {t('postsCount', { count: card.posts_count })}</>}
                      {card?.is_featured && <> · {t('featured')}</>}
                    </>
                  }
                  newTab={t('newTab')}
                  seoLabel={t('seoOf', { name: row.name })}
                  panel={{ edition: edition.id, resource: 'blog_post_category', category: { id: row.id, name: row.name, description: card?.description ?? '' }, url: `${edition.origin}${path}`, seo: seoValueOf(row) }}
                />
              );
            })}
          </ul>
        )}
      </ListResults>
      <BlogCategoryCreate edition={edition.id} />
    </div>
  );
}
