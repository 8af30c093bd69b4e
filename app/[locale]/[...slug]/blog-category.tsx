import { BlogCategoryView } from '@/components/blog/BlogCategoryView';
import { blogCategory } from '@/lib/api/blog';
import { categoryMetadata } from '@/lib/pages/blog';
import { pageNumber } from '@/lib/routing';
import { oneSegmentView } from './one-segment-view';

/**
 * A blog category at its free slug `/{category}`: its posts with the `page` query, noindex,follow,
 * its canonical the `/blog/{category}` path.
 */
export const blogCategoryView = oneSegmentView(
  blogCategory,
  ({ edition, searchParams }, category) => categoryMetadata(edition, category, searchParams),
  ({ edition, searchParams }, category) => <BlogCategoryView edition={edition} category={category} page={pageNumber(searchParams.page)} />,
);
