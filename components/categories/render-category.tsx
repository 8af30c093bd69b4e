import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CategoryView } from '@/components/categories/CategoryView';
import { entityBreadcrumbs } from '@/lib/api/breadcrumbs';
import { categoryPromotionCounts, categoryPromotions, relatedProperties } from '@/lib/api/landing';
import type { CategoryPage } from '@/lib/api/types/categories';
import { entityCrumbs } from '@/lib/breadcrumbs';
import type { Edition } from '@/lib/editions';
import { withoutRepeats } from '@/lib/landing/properties';
import { categoryCanonicalPath } from '@/lib/pages/category';
import { promotionTypeOf } from '@/lib/promotions/type-filter';
import { pageNumber } from '@/lib/routing';
import type { PageSearchParams } from '@/lib/search-params';

/** The category page's body: its lists read for the page and `type` of the query, then the view. */
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
