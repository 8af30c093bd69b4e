import { getTranslations } from 'next-intl/server';
import { PageLayout } from '@/components/layout/PageLayout';
import { featuredBlogCategories, latestPosts } from '@/lib/api/blog';
import { staticCrumbs } from '@/lib/breadcrumbs';
import type { Edition } from '@/lib/editions';
import { staticPath } from '@/lib/routing';
import { FeaturedCategories } from './FeaturedCategories';
import { FeedLink } from './FeedLink';
import { PostList } from './PostList';

/**
 * The blog: the featured categories, then the latest posts, newest first, 18 a page. A page past the
 * last is a 404, as on every other paginated list (readListPage).
 */
export async function BlogIndexView({ edition, page }: { edition: Edition; page: number }) {
  const path = staticPath(edition.id, 'blog') ?? '/blog';
  // Not `minified`: the minified list carries neither picture, category, date nor excerpt.
  const [t, tb, list, featured] = await Promise.all([
    getTranslations('pages.blog'),
    getTranslations('breadcrumbs'),
    latestPosts(edition.id, page),
    featuredBlogCategories(edition.id),
  ]);
  return (
    <PageLayout edition={edition.id} breadcrumbs={staticCrumbs(tb('home'), t('heading'), path)}>
      <h1>{t('heading')}</h1>
      <p className="lead">{t('intro')}</p>
      <FeaturedCategories edition={edition} categories={featured} />
      {list.items.length > 0 ? (
        <PostList edition={edition} posts={list.items} path={path} page={list.page} pages={list.pages} />
      ) : (
        <p className="panel">{t('empty')}</p>
      )}
      <p>
        <FeedLink />
      </p>
    </PageLayout>
  );
}
