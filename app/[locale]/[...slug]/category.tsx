import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CategoryView } from '@/components/categories/CategoryView';
import { categoryPage, categoryPromotionCounts, categoryPromotions, relatedProperties } from '@/lib/api/landing';
import { entityBreadcrumbs, forgetSlug } from '@/lib/api/slugs';
import type { CategoryPage } from '@/lib/api/types/categories';
import { entityCrumbs } from '@/lib/breadcrumbs';
import type { Edition } from '@/lib/editions';
import { categorySlugChain, isChain } from '@/lib/landing/paths';
import { withoutRepeats } from '@/lib/landing/properties';
import { promotionTypeOf } from '@/lib/promotions/type-filter';
import { entityPath, pageNumber } from '@/lib/routing';
import { numberedTitle } from '@/lib/page-title';
import { buildMetadata, robotsFor, stripHtml } from '@/lib/seo';
import type { PageSearchParams, SlugView, SlugViewContext } from './views';

/**
 * The category page (spec §3), at `/categories/{chain}` and by free slug. Both routes find the category, then
 * call categoryMetadata / renderCategory below.
 */

/** The category a resolved slug names; notFound() when it is gone since (and the slug is forgotten). */
export async function loadCategory(edition: Edition, slug: string): Promise<CategoryPage> {
  const category = await categoryPage(edition.id, slug);
  if (!category) {
    forgetSlug(edition.id, slug);
    notFound();
  }
  return category;
}

export const categoryCanonicalPath = (edition: Edition, category: CategoryPage): string =>
  entityPath(edition.id, 'category', categorySlugChain(category));

export async function categoryMetadata(edition: Edition, category: CategoryPage, searchParams: PageSearchParams): Promise<Metadata> {
  const page = pageNumber(searchParams.page);
  const t = await getTranslations('landingMeta');
  const title = await numberedTitle(edition.id, category.seo_title?.trim() || t('categoryTitle', { name: category.name }), page);
  return buildMetadata({
    edition: edition.id,
    title,
    description:
      category.meta_description?.trim() || stripHtml(category.top_description ?? '') || t('categoryDescription', { name: category.name }),
    pathname: categoryCanonicalPath(edition, category),
    // Only `page` survives into the canonical: a `?type=` view is the same list, filtered.
    search: searchParams,
    image: category.banner ?? undefined,
    // The other editions' pages are the first page of their list: only the first page here has them.
    alternates: page === 1 ? category.alternates : undefined,
    robots: robotsFor({ kind: category.parent_category ? 'subcategory' : 'category', search: searchParams }),
  });
}

export async function renderCategory(edition: Edition, category: CategoryPage, searchParams: PageSearchParams): Promise<ReactNode> {
  const page = pageNumber(searchParams.page);
  const type = promotionTypeOf(searchParams.type);
  // categoryPromotions answers notFound() for a page past the last: read it before anything is rendered.
  const [tb, promotions, counts, chain, properties] = await Promise.all([
    getTranslations('breadcrumbs'),
    categoryPromotions(edition.id, category.id, page, type),
    categoryPromotionCounts(edition.id, category.id),
    entityBreadcrumbs(edition.id, category.slug, category.parent_category ? 'subcategory' : 'category'),
    relatedProperties(edition.id, category.datafeed_linking_fields),
  ]);
  const path = categoryCanonicalPath(edition, category);
  const breadcrumbs = entityCrumbs(tb('home'), chain, [{ name: category.name, url: path }]);
  return (
    <CategoryView
      edition={edition}
      category={category}
      breadcrumbs={breadcrumbs}
      path={path}
      promotions={promotions}
      type={type}
      counts={counts}
      properties={withoutRepeats(properties, category.specific_hotels)}
    />
  );
}

/**
 * A category by free slug: `/{slug}` alone, or its whole chain without the prefix (`/hebergement/hotels`).
 * The canonical link points at `/categories/…`.
 */
async function loadFree({ edition, resolved, segments }: SlugViewContext): Promise<CategoryPage> {
  const category = await loadCategory(edition, resolved.slug);
  if (segments.length > 1 && !isChain(segments, categorySlugChain(category))) notFound();
  return category;
}

export const categoryView: SlugView = {
  accepts: (segments) => segments.length >= 1,
  async metadata(context) {
    return categoryMetadata(context.edition, await loadFree(context), context.searchParams);
  },
  async render(context) {
    return renderCategory(context.edition, await loadFree(context), context.searchParams);
  },
};
