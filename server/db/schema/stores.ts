import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { editionColumn, seoColumns, timestamps } from './common';
import { searchDocument, searchIndexes, tsvector } from './search';
import { contentStatuses } from '../../../lib/schemas/content-status';

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    edition: editionColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Public path of the logo, e.g. `/logos/stores/soleo.svg`. */
    icon: text('icon'),
    websiteUrl: text('website_url').notNull(),
    description: text('description').notNull().default(''),
    header1: text('header_1').notNull().default(''),
    ...seoColumns(),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    inMenu: boolean('in_menu').notNull().default(false),
    isTop: boolean('is_top').notNull().default(false),
    onHomepage: boolean('on_homepage').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Visitors see a shop, its page and its promotions once it is published, or scheduled and past `publish_at`. */
    status: text('status', { enum: contentStatuses }).notNull().default('published'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    ...timestamps(),
    searchDoc: tsvector('search_doc').generatedAlwaysAs((): SQL =>
      searchDocument(stores.edition, [
        [stores.name, 'A'],
        [stores.header1, 'B'],
        [stores.description, 'C', { html: true }],
      ]),
    ),
  },
  (t) => [
    uniqueIndex('stores_edition_slug').on(t.edition, t.slug),
    index('stores_edition_top').on(t.edition, t.isTop),
    ...searchIndexes('stores', t.searchDoc, t.name),
  ],
);

/**
 * One visitor's star rating of a store. Visitors are anonymous: `voter` is the SHA-256 of the random id kept in
 * their cookie, so the table never holds the cookie value itself. The unique pair is what makes "one vote per
 * visitor per shop" hold under concurrent requests; `stores.rating_sum`/`rating_count` stay the running totals.
 */
export const storeVotes = pgTable(
  'store_votes',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    rating: integer('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_votes_store_voter').on(t.storeId, t.voter), check('store_votes_rating_range', sql`${t.rating} between 1 and 5`)],
);
