import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { SlugLink } from '@/lib/api/types/common';
import type { Edition } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import styles from './FeaturedCategories.module.css';

/**
 * The blog's featured categories (8 of them) as a row of chips, each a link to its category's list.
 * Nothing is shown when the edition features none.
 */
export async function FeaturedCategories({ edition, categories }: { edition: Edition; categories: readonly SlugLink[] }) {
  if (categories.length === 0) return null;
  const t = await getTranslations('pages.blog');
  return (
    <nav className={styles.featured} aria-labelledby="blog-featured-heading">
      <h2 id="blog-featured-heading" className={styles.heading}>
        {t('featuredHeading')}
      </h2>
      <ul className={`chips ${styles.list}`}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={entityPath(edition.id, 'blog_category', [category.slug])}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
