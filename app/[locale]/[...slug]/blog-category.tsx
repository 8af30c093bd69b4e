import { BlogCategoryView } from '@/components/blog/BlogCategoryView';
import { categoryMetadata } from '@/lib/pages/blog';
import { blogCategory } from '@/lib/api/blog';
import { pageNumber } from '@/lib/routing';
import { resolvedOrNotFound } from '@/lib/api/or-not-found';
import { oneSegment } from '@/lib/slug-dispatch';
import type { SlugView, SlugViewContext } from './views';

const load = ({ edition, resolved }: SlugViewContext) => resolvedOrNotFound(edition.id, resolved.slug, blogCategory(edition.id, resolved.slug));

/**
 * A blog category at its free slug `/{category}`: its posts with the `page` query, noindex,follow,
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
