import { boolean, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { editions } from './editions';
// The filters of the property feed a category or destination page shows offers for: the API answers them as stored.
import type { DatafeedLinkingFields } from '../../../lib/api/types/landing';

/** Every visitor-facing row belongs to one edition: texts are written per edition, not translated on the fly. */
export const editionColumn = () =>
  text('edition')
    .notNull()
    .references(() => editions.id);

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What editors set for search engines and social networks; empty or false keeps the page's own defaults. */
export const seoColumns = () => ({
  seoTitle: text('seo_title').notNull().default(''),
  metaDescription: text('meta_description').notNull().default(''),
  robotsNoindex: boolean('robots_noindex').notNull().default(false),
  robotsNofollow: boolean('robots_nofollow').notNull().default(false),
  /** Another page whose address search engines should keep instead of this one's. */
  canonicalUrl: text('canonical_url'),
  /** The picture of the page's social card, instead of its own. */
  ogImage: text('og_image'),
});

export type FaqItem = { question: string; answer: string };

/** The long-form landing-page columns shared by category and destination pages. */
export const landingColumns = () => ({
  ...seoColumns(),
  header1: text('header_1').notNull().default(''),
  header2: text('header_2').notNull().default(''),
  banner: text('banner'),
  topDescription: text('top_description').notNull().default(''),
  faqItems: jsonb('faq_items').$type<FaqItem[]>().notNull().default([]),
  script1: text('script_1').notNull().default(''),
  script2: text('script_2').notNull().default(''),
  datafeedLinkingFields: jsonb('datafeed_linking_fields').$type<DatafeedLinkingFields>().notNull().default({}),
  additionalFields: jsonb('additional_fields').$type<Record<string, unknown>>().notNull().default({}),
  /** Editor-curated, ordered lists of ids. */
  relatedPostIds: integer('related_post_ids').array().notNull().default([]),
  specificHotelIds: integer('specific_hotel_ids').array().notNull().default([]),
  position: integer('position').notNull().default(0),
});
