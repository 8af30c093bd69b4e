import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ContentChange } from '@/lib/cache/tags';
import type { EditionId } from '@/lib/editions';
import { effectiveStatus } from '@/lib/schemas/content-status';
import { postDefaults, postRuleErrors, type PostInput, type PostPatch } from '@/lib/schemas/blog-write';
import { sanitizeCmsHtml } from '@/lib/sanitize';
import { slugify } from '@/lib/slug';
import { blogCategories, blogPosts, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { assertNoRefusals } from '../core/editor-refusal';
import { postCardColumns, serializePostCardRow } from './posts';

/** A post as an editor reads and writes it: the public card with its content, and what only editors see. */
export type EditablePost = ReturnType<typeof serializePostCardRow> & {
  edition: EditionId;
  content: string;
  category_id: number;
  similar_stores: number[];
  is_featured: boolean;
  status: string;
  created_at: string;
  updated_at: string;
};

export async function readEditablePost(db: Db, edition: EditionId, id: number): Promise<EditablePost | null> {
  const [row] = await db
    .select({
      ...postCardColumns,
      edition: blogPosts.edition,
      content: blogPosts.content,
      similarStoreIds: blogPosts.similarStoreIds,
      isFeatured: blogPosts.isFeatured,
      status: blogPosts.status,
      createdAt: blogPosts.createdAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(eq(blogPosts.id, id), eq(blogPosts.edition, edition)));
  if (!row) return null;
  return {
    ...serializePostCardRow(edition, row),
    edition: row.edition as EditionId,
    content: row.content,
    category_id: row.categoryId,
    similar_stores: row.similarStoreIds,
    is_featured: row.isFeatured,
    // A scheduled post past its time reads as published.
    status: effectiveStatus(row.status, row.status === 'scheduled' ? new Date(row.publishedAt) : null),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function postInputOf(p: EditablePost): PostInput {
  return {
    title: p.title,
    slug: p.slug,
    excerpt: p.excerpt,
    content: p.content,
    image: p.image,
    author: p.author,
    reading_minutes: p.reading_minutes,
    category: p.category_id,
    similar_stores: p.similar_stores,
    is_featured: p.is_featured,
    status: p.status as PostInput['status'],
    published_at: new Date(p.published_at),
  };
}

export const completePostInput = (body: PostPatch, base: PostInput | null): PostInput => ({ ...(base ?? postDefaults), ...body }) as PostInput;

/** Stores a post (new when `id` is null) and answers its id and what the change touched, for the cache. */
export async function savePost(db: Db, edition: EditionId, id: number | null, input: PostInput, before: EditablePost | null) {
  const now = new Date();
  const errors = postRuleErrors(input, now);
  const slug = input.slug ?? slugify(input.title);
  if (!slug) errors.slug = [{ key: 'slugNeeded', values: { item: 'post' } }];
  const [[category], similar, [taken]] = await Promise.all([
    db
      .select({ id: blogCategories.id, slug: blogCategories.slug })
      .from(blogCategories)
      .where(and(eq(blogCategories.id, input.category), eq(blogCategories.edition, edition))),
    input.similar_stores.length
      ? db
          .select({ id: stores.id })
          .from(stores)
          .where(and(inArray(stores.id, input.similar_stores), eq(stores.edition, edition)))
      : Promise.resolve([]),
    db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.edition, edition), eq(blogPosts.slug, slug), id === null ? undefined : ne(blogPosts.id, id))),
  ]);
  if (!category) errors.category = [{ key: 'unknownBlogCategory', values: { id: String(input.category) } }];
  const missing = input.similar_stores.filter((storeId) => !similar.some((row) => row.id === storeId));
  if (missing.length) errors.similar_stores = [{ key: 'unknownStores', values: { ids: missing.join(', '), count: missing.length } }];
  if (taken) errors.slug = [{ key: 'slugTaken', values: { item: 'post', slug } }];
  assertNoRefusals(edition, errors);
  const values = {
    title: input.title,
    slug,
    excerpt: input.excerpt,
    content: sanitizeCmsHtml(input.content),
    image: input.image,
    author: input.author,
    readingMinutes: input.reading_minutes,
    categoryId: input.category,
    similarStoreIds: input.similar_stores,
    isFeatured: input.is_featured,
    status: input.status,
    publishedAt: input.published_at ?? now,
    updatedAt: now,
  };
  const [row] =
    id === null
      ? await db
          .insert(blogPosts)
          .values({ ...values, edition })
          .returning({ id: blogPosts.id })
      : await db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return { id: row.id, change: postChange(edition, row.id, [slug, before?.slug], [[category.id, category.slug], before ? [before.category.id, before.category.slug] : null]) };
}

/** What a change of a post makes stale: every blog list and feed, the post's page, its category's, before and after. */
export function postChange(
  edition: EditionId,
  id: number,
  slugs: (string | undefined)[],
  categories: ([number, string] | null)[],
): ContentChange {
  const categoryRefs = new Map(categories.filter((c): c is [number, string] => c !== null));
  return {
    edition,
    families: ['blog'],
    entities: [
      { entity: 'post', id, slugs: [...new Set(slugs.filter((s): s is string => Boolean(s)))] },
      ...[...categoryRefs].map(([categoryId, slug]) => ({ entity: 'blog-category' as const, id: categoryId, slugs: [slug] })),
    ],
  };
}

