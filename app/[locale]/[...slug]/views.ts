import type { SlugTable } from '@/lib/slug-dispatch';
import { blogCategoryView } from './blog-category';
import { blogPostView } from './blog-post';
import { categoryView } from './category';
import { destinationView } from './destination';
import type { SlugView } from './slug-view';
import { storeView } from './store';

/** The pages a free slug leads to, by entity kind. */
export const slugViews: SlugTable<SlugView> = {
  location: destinationView,
  sublocation: destinationView,
  category: categoryView,
  subcategory: categoryView,
  store: storeView,
  blog_post: blogPostView,
  blog_category: blogCategoryView,
};
