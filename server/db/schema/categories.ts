import type { SQL } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { editionColumn, landingColumns, timestamps } from './common';
import { searchDocument, searchIndexes, tsvector } from './search';
import { stores } from './stores';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    edition: editionColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** The same category in the other editions carries the same key (hreflang links between their pages). */
    translationKey: text('translation_key'),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    /** Shown in the header with up to 8 children in a hover submenu. */
    isHeading: boolean('is_heading').notNull().default(false),
    inMenu: boolean('in_menu').notNull().default(false),
    onHomepage: boolean('on_homepage').notNull().default(false),
    inHomepageSlider: boolean('in_homepage_slider').notNull().default(false),
    /** A subcategory shown in its parent's slider. */
    inParentSlider: boolean('in_parent_slider').notNull().default(false),
    icon: text('icon'),
    belowDescription: text('below_description').notNull().default(''),
    relatedCategoryId: integer('related_category_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    ...landingColumns(),
    ...timestamps(),
    searchDoc: tsvector('search_doc').generatedAlwaysAs((): SQL =>
      searchDocument(categories.edition, [
        [categories.name, 'A'],
        [categories.header1, 'B'],
        [categories.metaDescription, 'C'],
      ]),
    ),
  },
  (t) => [
    ...searchIndexes('categories', t.searchDoc, t.name),
    uniqueIndex('categories_edition_slug').on(t.edition, t.slug),
    index('categories_parent').on(t.parentId),
    index('categories_translation_key').on(t.translationKey),
  ],
);

/** Stores shown on a category page; `bottom` ones go to the "related stores" block below. */
export const categoryStores = pgTable(
  'category_stores',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    isBottom: boolean('is_bottom').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.storeId, t.isBottom] }), index('category_stores_store').on(t.storeId)],
);
