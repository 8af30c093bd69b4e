import { and, eq, lte, ne, sql, type SQL } from 'drizzle-orm';
import { entityPath } from '@/lib/routing';
import type { EditionId } from '@/lib/editions';
import { blogCategories, blogPosts } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { isPreview } from '../shared/visibility';

/** A post visitors may see: not a draft, and its publication time come (every post in an editor's preview). */
export const isPublished = (): SQL => (isPreview() ? sql`true` : and(ne(blogPosts.status, 'draft'), lte(blogPosts.publishedAt, sql`now()`))!);

export const publishedIn = (edition: EditionId, ...conditions: (SQL | undefined)[]): SQL =>
  and(eq(blogPosts.edition, edition), isPublished(), ...conditions)!;

/** Newest first; the id breaks ties so pages never overlap. */
export const newestFirst = [sql`${blogPosts.publishedAt} desc`, sql`${blogPosts.id} desc`];

/** Columns of a post card without its category (the featured-categories block already has it). */
export const postOwnColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  image: blogPosts.image,
  author: blogPosts.author,
  readingMinutes: blogPosts.readingMinutes,
  publishedAt: blogPosts.publishedAt,
};

export const postCardColumns = {
  ...postOwnColumns,
  categoryId: blogCategories.id,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
};

/** Posts joined with their category; add where/order/limit. */
export function selectPostCards(db: Db) {
  return db.select(postCardColumns).from(blogPosts).innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId));
}

export type PostOwnRow = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  image: string | null;
  author: string;
  readingMinutes: number;
  publishedAt: Date | string;
};
export type CategoryRef = { id: number; name: string; slug: string };

export const postUrl = (edition: EditionId, categorySlug: string, postSlug: string) =>
  entityPath(edition, 'blog_post', [categorySlug, postSlug]);

const iso = (value: Date | string) => new Date(value).toISOString();

export function serializePostCard(edition: EditionId, row: PostOwnRow, category: CategoryRef) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    image: row.image,
    author: row.author,
    reading_minutes: row.readingMinutes,
    published_at: iso(row.publishedAt),
    category: { id: category.id, name: category.name, slug: category.slug },
    url: postUrl(edition, category.slug, row.slug),
  };
}

export type PostCard = ReturnType<typeof serializePostCard>;

export type PostCardRow = PostOwnRow & { categoryId: number; categoryName: string; categorySlug: string };

export const serializePostCardRow = (edition: EditionId, row: PostCardRow) =>
  serializePostCard(edition, row, { id: row.categoryId, name: row.categoryName, slug: row.categorySlug });

export const serializeMinifiedPost = (row: { id: number; title: string; slug: string }) => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
});
