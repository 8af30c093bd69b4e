import type { SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { editionColumn, seoColumns, timestamps } from './common';
import { contentStatuses } from '../../../lib/schemas/content-status';
import { searchDocument, searchIndexes, tsvector } from './search';

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial('id').primaryKey(),
    edition: editionColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    isFeatured: boolean('is_featured').notNull().default(false),
    position: integer('position').notNull().default(0),
    ...seoColumns(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('blog_categories_edition_slug').on(t.edition, t.slug)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    edition: editionColumn(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Editor HTML: sanitised before rendering. */
    content: text('content').notNull().default(''),
    image: text('image'),
    author: text('author').notNull().default(''),
    readingMinutes: integer('reading_minutes').notNull().default(3),
    /** Stores recommended beside the post (similar_stores). */
    similarStoreIds: integer('similar_store_ids').array().notNull().default([]),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Visitors see a post from `published_at` on, unless it is a draft; a post scheduled for later has a future one. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: contentStatuses }).notNull().default('published'),
    ...seoColumns(),
    ...timestamps(),
    searchDoc: tsvector('search_doc').generatedAlwaysAs((): SQL =>
      searchDocument(blogPosts.edition, [
        [blogPosts.title, 'A'],
        [blogPosts.excerpt, 'B'],
        [blogPosts.content, 'C', { html: true }],
      ]),
    ),
  },
  (t) => [
    ...searchIndexes('blog_posts', t.searchDoc, t.title),
    uniqueIndex('blog_posts_edition_slug').on(t.edition, t.slug),
    index('blog_posts_category_published').on(t.categoryId, t.publishedAt),
    index('blog_posts_edition_published').on(t.edition, t.publishedAt),
  ],
);
