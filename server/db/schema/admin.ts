import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { editionColumn } from './common';
import { editions } from './editions';

export const seoRedirections = pgTable(
  'seo_redirections',
  {
    id: serial('id').primaryKey(),
    edition: editionColumn(),
    /** Path on the edition's domain, starting with `/`, without query. */
    oldPath: text('old_path').notNull(),
    newPath: text('new_path').notNull(),
    statusCode: integer('status_code').notNull().default(301),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** With the count and the last id, tells every instance that its copy of the table is out of date. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seo_redirections_edition_old').on(t.edition, t.oldPath)],
);

export const mediaFiles = pgTable('media_files', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Public path, e.g. `/uploads/icons/x.svg`. */
  path: text('path').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  kind: text('kind', { enum: ['icon', 'file'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const formKinds = ['contact', 'share_code', 'newsletter'] as const;

/** Everything a visitor sends is stored here before we thank them. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    edition: editionColumn(),
    kind: text('kind', { enum: formKinds }).notNull(),
    email: text('email'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submissions_kind').on(t.kind, t.createdAt)],
);

/** The robots.txt an editor uploaded for an edition (`/file_storage/upload_robots/`); none means the default one. */
export const robotsFiles = pgTable('robots_files', {
  edition: text('edition')
    .primaryKey()
    .references(() => editions.id),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
