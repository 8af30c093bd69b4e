import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { editionColumn, seoColumns, timestamps } from './common';
import { stores } from './stores';

/** Identifiers of the static pages whose texts editors write. */
export const pageIdentifiers = [
  'about_us_page',
  'conditions_page',
  'contact_us_page',
  'cookie_policy_page',
  'faq_page',
  'html_sitemap_page',
  'mentions_legales_page',
  'privacy_policy_page',
  'blog_page',
] as const;
export type PageIdentifier = (typeof pageIdentifiers)[number];

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    edition: editionColumn(),
    identifier: text('identifier', { enum: pageIdentifiers }).notNull(),
    title: text('title').notNull(),
    header1: text('header_1').notNull().default(''),
    /** Editor HTML: sanitised before rendering. */
    content: text('content').notNull().default(''),
    ...seoColumns(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('pages_edition_identifier').on(t.edition, t.identifier)],
);

export const footerLinks = pgTable('footer_links', {
  id: serial('id').primaryKey(),
  edition: editionColumn(),
  name: text('name').notNull(),
  link: text('link').notNull(),
  /** Shown beside the copyright text rather than in the link columns. */
  isCopyright: boolean('is_copyright').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const copyrights = pgTable('copyrights', {
  edition: editionColumn().primaryKey(),
  text: text('text').notNull(),
});

export const homepageBanners = pgTable('homepage_banners', {
  id: serial('id').primaryKey(),
  edition: editionColumn(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  image: text('image').notNull(),
  link: text('link').notNull(),
  buttonLabel: text('button_label').notNull().default(''),
  storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});
