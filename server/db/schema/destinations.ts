import type { SQL } from 'drizzle-orm';
import { type AnyPgColumn, boolean, integer, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { editionColumn, landingColumns, timestamps } from './common';
import { categories } from './categories';
import { searchDocument, searchIndexes, tsvector } from './search';
// Relative: drizzle-kit loads the schema without the project's path aliases.
import { sublocationKinds } from '../../../lib/sublocation-kinds';

export const continents = pgTable(
  'continents',
  {
    id: serial('id').primaryKey(),
    edition: editionColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('continents_edition_slug').on(t.edition, t.slug)],
);

const destinationColumns = () => ({
  id: serial('id').primaryKey(),
  edition: editionColumn(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  /** The same place in the other editions carries the same key (hreflang links between their pages). */
  translationKey: text('translation_key'),
  inMenu: boolean('in_menu').notNull().default(false),
  bottomDescription: text('bottom_description').notNull().default(''),
  relatedCategoryId: integer('related_category_id').references(() => categories.id, { onDelete: 'set null' }),
  /** Stores advertised in the page banner, in order. */
  bannerStoreIds: integer('banner_store_ids').array().notNull().default([]),
  ...landingColumns(),
  ...timestamps(),
});

/** Countries. */
export const locations = pgTable(
  'locations',
  {
    ...destinationColumns(),
    continentId: integer('continent_id')
      .notNull()
      .references(() => continents.id),
    isTop: boolean('is_top').notNull().default(false),
    inHomepageSlider: boolean('in_homepage_slider').notNull().default(false),
    searchDoc: tsvector('search_doc').generatedAlwaysAs((): SQL =>
      searchDocument(locations.edition, [
        [locations.name, 'A'],
        [locations.header1, 'B'],
        [locations.metaDescription, 'C'],
      ]),
    ),
  },
  (t) => [
    ...searchIndexes('locations', t.searchDoc, t.name),
    uniqueIndex('locations_edition_slug').on(t.edition, t.slug),
    index('locations_continent').on(t.continentId),
    index('locations_translation_key').on(t.translationKey),
  ],
);

/** Regions (parent: none) and cities (parent: a region, or none when the city sits directly in the country). */
export const sublocations = pgTable(
  'sublocations',
  {
    ...destinationColumns(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => sublocations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: sublocationKinds }).notNull(),
    /** Shown in its parent's slider. */
    inParentSlider: boolean('in_parent_slider').notNull().default(false),
    searchDoc: tsvector('search_doc').generatedAlwaysAs((): SQL =>
      searchDocument(sublocations.edition, [
        [sublocations.name, 'A'],
        [sublocations.header1, 'B'],
        [sublocations.metaDescription, 'C'],
      ]),
    ),
  },
  (t) => [
    ...searchIndexes('sublocations', t.searchDoc, t.name),
    uniqueIndex('sublocations_edition_slug').on(t.edition, t.slug),
    index('sublocations_location').on(t.locationId),
    index('sublocations_parent').on(t.parentId),
    index('sublocations_translation_key').on(t.translationKey),
  ],
);
