import type { SlugLink } from '@/lib/api/types';

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
