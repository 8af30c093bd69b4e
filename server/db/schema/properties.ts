import { boolean, index, integer, pgTable, primaryKey, serial, text, date, uniqueIndex } from 'drizzle-orm/pg-core';
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

/** Values of the `type_of_stay` filter. */
export const stayTypes = ['all_inclusive', 'full_board', 'half_board', 'bed_breakfast', 'room_only', 'self_catering'] as const;

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
    typeOfStay: text('type_of_stay', { enum: stayTypes }).notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    departureCity: text('departure_city').notNull().default(''),
    isBestOffer: boolean('is_best_offer').notNull().default(false),
  },
  (t) => [
    index('properties_edition_price').on(t.edition, t.price),
    index('properties_edition_country').on(t.edition, t.countryId, t.price),
    index('properties_edition_best').on(t.edition, t.isBestOffer),
    // The comparator's other orderings (departure_date, -stars) read a page without sorting the edition.
    index('properties_edition_departure').on(t.edition, t.departureDate, t.price, t.id),
    index('properties_edition_stars').on(t.edition, t.stars.desc(), t.price, t.id),
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
