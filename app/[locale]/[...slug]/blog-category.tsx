import { notFound } from 'next/navigation';
import { BlogCategoryView } from '@/components/blog/BlogCategoryView';
import { categoryMetadata } from '@/components/blog/metadata';
import { blogCategory } from '@/lib/api/blog';
import { pageNumber } from '@/lib/routing';
import { forgetSlug } from '@/lib/api/slugs';
import { oneSegment } from '@/lib/slug-dispatch';
import type { SlugView, SlugViewContext } from './views';

async function load({ edition, resolved }: SlugViewContext) {
  const category = await blogCategory(edition.id, resolved.slug);
  // Resolved a moment ago but gone now (deleted in between): a missing page all the same.
  if (!category) {
    forgetSlug(edition.id, resolved.slug);
    notFound();
  }
  return category;
}

/**
 * A blog category at its free slug `/{category}` (spec §2): its posts with the `page` query, noindex,follow,
 * its canonical the `/blog/{category}` path.
 */
export const blogCategoryView: SlugView = {
  accepts: oneSegment,

  async metadata(context) {
    return categoryMetadata(context.edition, await load(context), context.searchParams);
  },

  async render(context) {
    return <BlogCategoryView edition={context.edition} category={await load(context)} page={pageNumber(context.searchParams.page)} />;
  },
};
