import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { Edition } from '@/lib/editions';
import type { EntityKind } from '@/lib/routing';
import type { PageSearchParams } from '@/lib/search-params';
import type { ResolvedSlug, SlugRoute, SlugTable } from '@/lib/slug-dispatch';
import { blogCategoryView } from './blog-category';
import { blogPostView } from './blog-post';
import { categoryView } from './category';
import { destinationView } from './destination';
import { storeView } from './store';

/** What a view of a free slug is given: the edition, the resolver's answer, the path and the query. */
export interface SlugViewContext {
  edition: Edition;
  entity: EntityKind;
  resolved: ResolvedSlug;
  segments: readonly string[];
  searchParams: PageSearchParams;
}

/** A kind of page a free slug can lead to: the path shapes it accepts, its metadata and its body. */
export interface SlugView extends SlugRoute {
  metadata(context: SlugViewContext): Promise<Metadata>;
  render(context: SlugViewContext): Promise<ReactNode>;
}

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
