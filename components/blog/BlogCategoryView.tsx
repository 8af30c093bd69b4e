import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageLayout } from '@/components/layout/PageLayout';
import { blogCategoryPosts } from '@/lib/api/blog';
import type { BlogCategoryPage } from '@/lib/api/types/blog';
import { entityBreadcrumbs } from '@/lib/api/breadcrumbs';
import { entityCrumbs } from '@/lib/breadcrumbs';
import type { Edition } from '@/lib/editions';
import { blogCategoryPath } from '@/lib/pages/blog';
import { staticPath } from '@/lib/routing';
import { sanitizeCmsHtml } from '@/lib/sanitize';
import { PostList } from './PostList';
import styles from './BlogCategoryView.module.css';

/**
 * A blog category: its name and description, then its posts newest first, 18 a page with `?page=N`
 * links (a page past the last is a 404), or an empty state. Rendered alike at `/blog/{category}` and at the free
 * slug `/{category}`; the pagination links always lead to the canonical `/blog/{category}`.
 */
export async function BlogCategoryView({ edition, category, page }: { edition: Edition; category: BlogCategoryPage; page: number }) {
  const path = blogCategoryPath(edition, category);
  const blogPath = staticPath(edition.id, 'blog') ?? '/blog';
  // blogCategoryPosts answers notFound() for a page past the last: read it before anything is rendered.
  const [t, tb, list, chain] = await Promise.all([
    getTranslations('blogCategory'),
    getTranslations('breadcrumbs'),
    blogCategoryPosts(edition.id, category.slug, page),
    entityBreadcrumbs(edition.id, category.slug, 'blog_category'),
  ]);
  const crumbs = entityCrumbs(tb('home'), chain, [{ name: category.name, url: path }]);
  const description = category.description ? sanitizeCmsHtml(category.description) : '';
  const name = { category: category.name };

  return (
    <PageLayout edition={edition.id} breadcrumbs={crumbs}>
      <header className={`${styles.header} ${category.image ? styles.withImage : ''}`}>
        <div className={styles.text}>
          <p className={styles.kicker}>
            <Link href={blogPath}>{t('blogLink')}</Link>
          </p>
          <h1 className={styles.title}>{category.name}</h1>
          {description && <div className={`lead ${styles.description}`} dangerouslySetInnerHTML={{ __html: description }} />}
          {!list.failed && <p className={styles.count}>{t('count', { count: list.count })}</p>}
        </div>
        {category.image && (
          // eslint-disable-next-line @next/next/no-img-element -- SVG artwork from the CMS
          <img src={category.image} alt="" width={480} height={270} fetchPriority="high" className={styles.image} />
        )}
      </header>

      {list.items.length > 0 ? (
        <PostList edition={edition} posts={list.items} path={path} page={list.page} pages={list.pages} label={t('listLabel', name)} />
      ) : (
        <div className={`panel ${styles.empty}`}>
          <p>{t('empty')}</p>
          <Link href={blogPath} className="button">
            {t('emptyLink')}
          </Link>
        </div>
      )}
    </PageLayout>
  );
}
