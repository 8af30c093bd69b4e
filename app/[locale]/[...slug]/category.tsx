import { notFound } from 'next/navigation';
import { renderCategory } from '@/components/categories/render-category';
import type { CategoryPage } from '@/lib/api/types/categories';
import { categorySlugChain, isChain } from '@/lib/landing/paths';
import { categoryMetadata, loadCategory } from '@/lib/pages/category';
import type { SlugView, SlugViewContext } from './slug-view';

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
