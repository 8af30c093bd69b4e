import type { ContentStatus } from '@/lib/schemas/content-status';
import type { Paginated } from './common';
import type { SeoData } from './seo';

/** A row of the editors' post list (`GET /posts/editable/`). */
export interface EditorPostRow {
  id: number;
  title: string;
  slug: string;
  author: string;
  is_featured: boolean;
  status: ContentStatus;
  published_at: string;
  updated_at: string;
  category: { id: number; name: string; slug: string };
  /** The post's public path. */
  url: string;
}

export type EditorPostPage = Paginated<EditorPostRow>;

/** A post as the editor's form reads it (`GET /posts/{id}/editable/`). */
export interface EditablePost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  image: string | null;
  author: string;
  reading_minutes: number;
  published_at: string;
  category: { id: number; name: string; slug: string };
  category_id: number;
  similar_stores: number[];
  is_featured: boolean;
  status: ContentStatus;
  url: string;
  created_at: string;
  updated_at: string;
}

/** A blog category as the editors' list reads it (`GET /seo/blog_post_category/`: its SEO data with it). */
export interface EditorBlogCategory extends SeoData {
  id: number;
  name: string;
  slug: string;
}
