/** Shapes of the blog: `/posts/…` and `/blog_categories/…`. */

import type { SlugLink } from './common';
import type { StoreTile } from './stores';
import type { SeoOverrides } from './seo';

/** A post card as `/posts/` answers it without `minified` (server/api/blog/posts.ts `serializePostCard`). */
export interface PostCardData {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  image: string | null;
  author: string;
  reading_minutes: number;
  published_at: string;
  category: SlugLink;
  url: string;
}

/** The neighbour of a post in its category: `previous_post` is the older one, `next_post` the newer one. */
export interface PostLink {
  title: string;
  slug: string;
  url: string;
}

/** `/posts/{slug}/`: the post card's fields plus its body, SEO fields, shops and neighbours. */
export interface BlogPostPage extends PostCardData, SeoOverrides {
  /** CMS HTML: sanitise before rendering. */
  content: string;
  seo_title: string | null;
  meta_description: string | null;
  similar_stores: StoreTile[];
  previous_post: PostLink | null;
  next_post: PostLink | null;
}

/** `/blog_categories/{slug}/`. */
export interface BlogCategoryPage extends SlugLink, SeoOverrides {
  description: string | null;
  image: string | null;
  seo_title: string | null;
  meta_description: string | null;
  posts_count: number;
}
