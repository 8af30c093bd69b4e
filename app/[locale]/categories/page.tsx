import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CategoryTree } from '@/components/categories/CategoryTree';
import { HeadingCategories } from '@/components/categories/HeadingCategories';
import styles from '@/components/categories/categories.module.css';
import { PageLayout } from '@/components/layout/PageLayout';
import { staticMetadata } from '@/lib/pages/static';
import { allCategories } from '@/lib/api/categories';
import { layoutData } from '@/lib/api/layout';
import { staticCrumbs } from '@/lib/breadcrumbs';
import { categoryTree } from '@/lib/category-tree';
import { pageEdition, type LocaleParams } from '@/lib/page-edition';
import { staticPath } from '@/lib/routing';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const edition = await pageEdition(params);
  const t = await getTranslations('pages.categories');
  return staticMetadata(edition, 'categories', { title: t('title'), description: t('description') });
}

/** The categories index: a link to every promotion, the heading categories, then the whole category tree. */
export default async function CategoriesPage({ params }: { params: LocaleParams }) {
  const edition = await pageEdition(params);
  const [t, tb, { headingCategories: headings }, rows] = await Promise.all([
    getTranslations('pages.categories'),
    getTranslations('breadcrumbs'),
    layoutData(edition.id),
    allCategories(edition.id),
  ]);
  const roots = categoryTree(rows);
  const path = staticPath(edition.id, 'categories') ?? '/categories';
  const promotions = staticPath(edition.id, 'categoryPromotions');
  return (
    <PageLayout edition={edition.id} breadcrumbs={staticCrumbs(tb('home'), t('heading'), path)}>
      <h1>{t('heading')}</h1>
      <p className="lead">{t('intro')}</p>
      {promotions && (
        <aside className={`panel ${styles.callout}`} aria-labelledby="categories-promotions">
          <div>
            <h2 id="categories-promotions">{t('promotionsHeading')}</h2>
            <p>{t('promotionsText')}</p>
          </div>
          <Link href={promotions} className="button button--accent">
            {t('promotionsCta')}
          </Link>
        </aside>
      )}
      {headings.length === 0 && roots.length === 0 ? (
        <p className="panel section">{t('empty')}</p>
      ) : (
        <>
          {headings.length > 0 && (
            <section className="section" aria-labelledby="categories-headings">
              <h2 id="categories-headings">{t('headings')}</h2>
              <HeadingCategories edition={edition.id} categories={headings} />
            </section>
          )}
          {roots.length > 0 && (
            <section className="section" aria-labelledby="categories-all">
              <h2 id="categories-all">{t('all')}</h2>
              <p className="lead">{t('allIntro')}</p>
              <CategoryTree edition={edition.id} roots={roots} />
            </section>
          )}
        </>
      )}
    </PageLayout>
  );
}
