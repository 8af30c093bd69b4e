import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { editionColumn, seoColumns, timestamps } from './common';
import { stores } from './stores';

import { pageIdentifiers } from '../../../lib/pages/identifiers';

export { pageIdentifiers, type PageIdentifier } from '../../../lib/pages/identifiers';

/** What an editor writes of a static page. */
export interface PageTexts {
  title: string;
  header_1: string;
  content: string;
  seo_title: string;
  meta_description: string;
}

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
    /**
     * A version not yet shown to visitors: a draft (seen only in preview), or scheduled for `draft_publish_at`, from
     * which time the read serves it in place of the columns above.
     */
    draft: jsonb('draft').$type<PageTexts>(),
    draftStatus: text('draft_status', { enum: ['draft', 'scheduled'] }),
    draftPublishAt: timestamp('draft_publish_at', { withTimezone: true }),
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
