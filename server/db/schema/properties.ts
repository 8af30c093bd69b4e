import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, date, uniqueIndex } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit loads the schema without the project's path aliases.
import { STAY_TYPES } from '../../../lib/comparator/options';
import { editionColumn } from './common';
import { locations, sublocations } from './destinations';

export const serviceTypes = pgTable(
  'service_types',
  {
    id: serial('id').primaryKey(),
    edition: editionColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('service_types_edition_slug').on(t.edition, t.slug)],
);

export const propertyCategories = pgTable(
  'property_categories',
  {
    id: serial('id').primaryKey(),
    edition: editionColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('property_categories_edition_slug').on(t.edition, t.slug)],
);

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    edition: editionColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logo: text('logo'),
    websiteUrl: text('website_url').notNull(),
  },
  (t) => [uniqueIndex('partners_edition_slug').on(t.edition, t.slug)],
);

/** One holiday offer of the partners' feed. Prices are whole euros per person. */
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    edition: editionColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    link: text('link').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => propertyCategories.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => locations.id),
    regionId: integer('region_id').references(() => sublocations.id),
    cityId: integer('city_id').references(() => sublocations.id),
    price: integer('price').notNull(),
    originalPrice: integer('original_price'),
    durationNights: integer('duration_nights').notNull(),
    stars: integer('stars').notNull(),
    isLastMinute: boolean('is_last_minute').notNull().default(false),
    hasDiscount: boolean('has_discount').notNull().default(false),
    typeOfStay: text('type_of_stay', { enum: STAY_TYPES }).notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    departureCity: text('departure_city').notNull().default(''),
    isBestOffer: boolean('is_best_offer').notNull().default(false),
  },
  /*
   * Indexes of `GET /properties/`.
   *
   * Without `facets` (landing-page blocks, the homepage's best offers, any API caller) the list is one query:
   * WHERE edition and the filters, ORDER BY one of the sorts, LIMIT a page, plus a count. Each sort has an index
   * that starts with the edition and then follows the sort's ORDER BY exactly (ending with the id that breaks
   * ties), so PostgreSQL reads a page in order from the index, skipping the rows the filters refuse, and stops
   * after `size` rows instead of sorting the edition's 100,000 offers. When the filters are very selective (a
   * country, a region, a city) the planner prefers the destination indexes and sorts the few matching rows.
   *   - recommended (best offers, then discounts, then price): properties_edition_recommended; it also serves
   *     `homepage_best_offer` (its first key after the edition), so the older (edition, is_best_offer) index is gone;
   *   - price / -price: properties_edition_price (read backwards for -price);
   *   - stars / -stars: properties_edition_stars_asc / properties_edition_stars;
   *   - nights: properties_edition_nights;
   *   - departure_date (older `ordering` value): properties_edition_departure.
   * Filters on price band, nights, stars, partner, category, stay type or the flags each match a large share of
   * an edition (a sixth to a third): an index of their own would rarely beat reading in sort order, so none.
   *
   * With `facets=1` (the comparator page) no index can help: the counts of every facet must look at every offer
   * that misses at most one active filter, i.e. the whole edition when one filter or none is set. Measured on
   * PostgreSQL 15 at --scale 50, a GROUPING SETS pass took 200–1000 ms and a bare count(*) 20–40 ms. So the
   * comparator counts, sorts and pages in process, on a column-wise copy of the edition's offers
   * (server/api/properties/facet-index.ts) that one scan builds and `property_feed_version` keeps exact; the
   * database then only serves the page's offers by primary key.
   */
  (t) => [
    index('properties_edition_price').on(t.edition, t.price),
    index('properties_edition_country').on(t.edition, t.countryId, t.price),
    index('properties_edition_recommended').on(t.edition, t.isBestOffer.desc(), t.hasDiscount.desc(), t.price, t.id),
    // The comparator's other orderings read a page without sorting the edition.
    index('properties_edition_departure').on(t.edition, t.departureDate, t.price, t.id),
    index('properties_edition_stars').on(t.edition, t.stars.desc(), t.price, t.id),
    index('properties_edition_stars_asc').on(t.edition, t.stars, t.price, t.id),
    index('properties_edition_nights').on(t.edition, t.durationNights, t.price, t.id),
    // Region and city filters (destination pages' offers); also keeps deleting a sublocation cheap.
    index('properties_region').on(t.regionId, t.price),
    index('properties_city').on(t.cityId, t.price),
  ],
);

export const propertyServiceTypes = pgTable(
  'property_service_types',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.serviceTypeId] }), index('property_service_types_type').on(t.serviceTypeId)],
);

/**
 * One row (id 1) whose `version` grows with every statement that writes `properties`, `property_service_types`
 * or the names its facets list (statement-level triggers, migration 0006): the comparator's in-process facet index
 * compares it on each request and rebuilds itself when it moved.
 */
export const propertyFeedVersion = pgTable('property_feed_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
