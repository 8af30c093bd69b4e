import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FeaturedCategories } from '@/components/blog/FeaturedCategories';
import { FeedLink } from '@/components/blog/FeedLink';
import { withBlogFeed } from '@/lib/pages/blog';
import { PostCard } from '@/components/blog/PostCard';
import styles from '@/components/blog/PostCard.module.css';
import type { PostCardData } from '@/lib/api/types/blog';
import { PageLayout } from '@/components/layout/PageLayout';
import { staticMetadata } from '@/lib/pages/static';
import { Pagination } from '@/components/ui/Pagination';
import { featuredBlogCategories } from '@/lib/api/blog';
import { BLOG_PAGE_SIZE } from '@/lib/list-sizes';
import { readListPage } from '@/lib/api/list-page';
import { staticCrumbs } from '@/lib/breadcrumbs';
import { pageEdition, type LocaleParams } from '@/lib/page-edition';
import { pageNumber, staticPath } from '@/lib/routing';
import type { PageSearchParams } from '@/lib/search-params';

type SearchParams = Promise<PageSearchParams>;

export async function generateMetadata({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }): Promise<Metadata> {
  const edition = await pageEdition(params);
  const { page } = await searchParams;
  const [t, tp] = await Promise.all([getTranslations('pages.blog'), getTranslations('pagination')]);
  const n = pageNumber(page);
  const title = n > 1 ? tp('pageTitle', { title: t('title'), page: n }) : t('title');
  // With a `page` query the blog list is noindex,follow (robotsFor reads it from `search`).
  return withBlogFeed(edition, staticMetadata(edition, 'blog', { title, description: t('description'), search: { page } }));
}

/**
 * The blog: the featured categories, then the latest posts, newest first, 18 a page. A page past the
 * last is a 404, as on every other paginated list (readListPage).
 */
export default async function BlogPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const edition = await pageEdition(params);
  const page = pageNumber((await searchParams).page);
  const path = staticPath(edition.id, 'blog') ?? '/blog';
  // Not `minified`: the minified list carries neither picture, category, date nor excerpt.
  const [t, tb, list, featured] = await Promise.all([
    getTranslations('pages.blog'),
    getTranslations('breadcrumbs'),
    readListPage<PostCardData>('/posts/', edition.id, { page, size: BLOG_PAGE_SIZE }),
    featuredBlogCategories(edition.id),
  ]);
  return (
    <PageLayout edition={edition.id} breadcrumbs={staticCrumbs(tb('home'), t('heading'), path)}>
      <h1>{t('heading')}</h1>
      <p className="lead">{t('intro')}</p>
      <FeaturedCategories edition={edition} categories={featured} />
      {list.items.length > 0 ? (
        <>
          <ul className={styles.grid}>
            {list.items.map((post) => (
              <li key={post.id}>
                <PostCard edition={edition} post={post} />
              </li>
            ))}
          </ul>
          <Pagination pathname={path} page={list.page} pages={list.pages} />
        </>
      ) : (
        <p className="panel">{t('empty')}</p>
      )}
      <p>
        <FeedLink />
      </p>
    </PageLayout>
  );
}
