import { customType, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/** Bytes in PostgreSQL (`bytea`): node-postgres reads a Buffer, PGlite a Uint8Array; both are handed back as one. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
  toDriver: (value) => Buffer.from(value),
});

/**
 * The editors' uploads. The bytes live in the database, so that every instance serves every file; `name` is the
 * uploader's file name, shown and searched, never used to store or serve the file: `path` is generated.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Public path, generated: `/media/icons/3f9c….webp`. */
    path: text('path').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    kind: text('kind', { enum: ['icon', 'file'] }).notNull(),
    content: bytes('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_files_path').on(t.path)],
);

/** The robots.txt an editor uploaded for an edition (`/file_storage/upload_robots/`); none means the default one. */
export const robotsFiles = pgTable('robots_files', {
  edition: text('edition')
    .primaryKey()
    .references(() => editions.id),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
