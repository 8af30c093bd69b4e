import { boolean, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { editionColumn, seoColumns, timestamps } from './common';

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
    ...timestamps(),
  },
  (t) => [uniqueIndex('stores_edition_slug').on(t.edition, t.slug), index('stores_edition_top').on(t.edition, t.isTop)],
);
