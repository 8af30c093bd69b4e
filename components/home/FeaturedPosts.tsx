import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PostRail } from '@/components/blog/PostRail';
import type { PostCardData } from '@/lib/api/types/blog';
import type { SlugLink } from '@/lib/api/types/common';
import type { Edition } from '@/lib/editions';
import { entityPath, staticPath } from '@/lib/routing';
import { HomeSection } from './HomeSection';
import styles from './FeaturedPosts.module.css';

/** The featured blog posts, and the featured blog categories as ways into the blog. */
export async function FeaturedPosts({ edition, posts, categories }: { edition: Edition; posts: PostCardData[]; categories: SlugLink[] }) {
  if (posts.length === 0) return null;
  const t = await getTranslations('home');
  const blog = staticPath(edition.id, 'blog');
  return (
    <HomeSection id="blog" title={t('blog')} intro={t('blogIntro')} more={blog ? { href: blog, label: t('blogAll') } : null}>
      {categories.length > 0 && (
        <ul className={`chips ${styles.categories}`} aria-label={t('blogCategories')}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link href={entityPath(edition.id, 'blog_category', [category.slug])}>{category.name}</Link>
            </li>
          ))}
        </ul>
      )}
      <PostRail edition={edition} posts={posts} className={styles.posts} />
    </HomeSection>
  );
}
