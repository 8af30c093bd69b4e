import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { categoryPage, categoryPromotions } from '@/lib/api/landing';
import { resolvedOrNotFound } from '@/lib/api/or-not-found';
import type { CategoryPage } from '@/lib/api/types/categories';
import type { Edition } from '@/lib/editions';
import { categorySlugChain } from '@/lib/landing/paths';
import { numberedTitle } from '@/lib/page-title';
import { promotionTypeOf } from '@/lib/promotions/type-filter';
import { entityPath, pageNumber } from '@/lib/routing';
import type { PageSearchParams } from '@/lib/search-params';
import { buildMetadata, robotsFor, stripHtml } from '@/lib/seo';

/**
 * The data of the category page, at `/categories/{chain}` and by free slug: both routes find the category
 * with loadCategory, then take its metadata here and its body from `components/categories/render-category`.
 */

/** The category a resolved slug names; notFound() when it is gone since (and the slug is forgotten). */
export const loadCategory = (edition: Edition, slug: string): Promise<CategoryPage> =>
  resolvedOrNotFound(edition.id, slug, categoryPage(edition.id, slug));

export const categoryCanonicalPath = (edition: Edition, category: CategoryPage): string =>
  entityPath(edition.id, 'category', categorySlugChain(category));

export async function categoryMetadata(edition: Edition, category: CategoryPage, searchParams: PageSearchParams): Promise<Metadata> {
  const page = pageNumber(searchParams.page);
  // A page past the last is the 404 page, head included (notFound()): the same read as the page's, made once.
  const [t] = await Promise.all([
    getTranslations('landingMeta'),
    categoryPromotions(edition.id, category.id, page, promotionTypeOf(searchParams.type)),
  ]);
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
    overrides: category,
  });
}
