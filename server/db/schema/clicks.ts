import { bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { editionColumn } from './common';
import { editions } from './editions';
import { botReasons, clickKinds, conversionStatuses, deviceClasses, exitNetworks } from '../../../lib/clicks/constants';

/**
 * One visitor's way out through `/go/`, kept CLICKS_RETENTION_DAYS days. Nothing in it names a person: no address,
 * no user agent, no cookie; the visitor is a hash under a salt that changes every day, so that a visitor's clicks
 * of one day can be told apart from another's, and nobody's can be followed from one day to the next.
 * No foreign keys to the item: a deleted promotion's figures stay.
 */
export const clicks = pgTable(
  'clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The id handed to the network in its sub-id parameter, which its conversion report gives back. */
    clickId: text('click_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The calendar day of the site's time zone. */
    day: date('day').notNull(),
    edition: editionColumn(),
    kind: text('kind', { enum: clickKinds }).notNull(),
    /** The promotion, shop or holiday offer. */
    itemId: integer('item_id').notNull(),
    /** The shop the exit leads to (a promotion's shop); null for a holiday offer. */
    storeId: integer('store_id'),
    /** The site page the click came from (a same-site Referer's path); empty when unknown. */
    page: text('page').notNull().default(''),
    device: text('device', { enum: deviceClasses }).notNull(),
    network: text('network', { enum: exitNetworks }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
    /** The visitor's first click on this item of the day: what the unique visitors count. */
    firstOfDay: boolean('first_of_day').notNull(),
    /** Why this is no visitor's click; null: a visitor's. */
    bot: text('bot', { enum: botReasons }),
  },
  (t) => [uniqueIndex('clicks_click_id').on(t.clickId), index('clicks_at').on(t.at), index('clicks_edition_day').on(t.edition, t.day)],
);

/**
 * The daily totals, kept for ever: one row per day, item, source page, network and device. `visitors` adds up each
 * visitor's first click on the item that day.
 */
export const clickDays = pgTable(
  'click_days',
  {
    day: date('day').notNull(),
    edition: editionColumn(),
    kind: text('kind', { enum: clickKinds }).notNull(),
    itemId: integer('item_id').notNull(),
    storeId: integer('store_id'),
    page: text('page').notNull().default(''),
    network: text('network', { enum: exitNetworks }).notNull(),
    device: text('device', { enum: deviceClasses }).notNull(),
    clicks: integer('clicks').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    botClicks: integer('bot_clicks').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.edition, t.kind, t.itemId, t.page, t.network, t.device] }),
    index('click_days_store').on(t.storeId, t.day),
    index('click_days_edition_day').on(t.edition, t.day),
  ],
);

/** Which visitor already clicked which item today: yesterday's rows are deleted with the salt they were hashed under. */
export const clickVisitors = pgTable(
  'click_visitors',
  {
    day: date('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    kind: text('kind', { enum: clickKinds }).notNull(),
    itemId: integer('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorHash, t.kind, t.itemId] })],
);

/** The day's random salt of the visitor hash, shared by every instance; deleted once the day is over. */
export const clickSalts = pgTable('click_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});

/** Code reveals (a counted use of a promotion) per day, beside the clicks. */
export const revealDays = pgTable(
  'reveal_days',
  {
    day: date('day').notNull(),
    edition: editionColumn(),
    promotionId: integer('promotion_id').notNull(),
    storeId: integer('store_id'),
    reveals: integer('reveals').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.promotionId] }), index('reveal_days_edition_day').on(t.edition, t.day)],
);

/** One upload of a network's conversion report, and what it did. */
export const conversionUploads = pgTable('conversion_uploads', {
  id: serial('id').primaryKey(),
  network: text('network', { enum: exitNetworks }).notNull(),
  fileName: text('file_name').notNull().default(''),
  rows: integer('rows').notNull().default(0),
  created: integer('created').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  unchanged: integer('unchanged').notNull().default(0),
  unmatched: integer('unmatched').notNull().default(0),
  /** Rows that could not be read: `{row, field, message}`. */
  errors: jsonb('errors').$type<{ row: number; field: string; message: string }[]>().notNull().default([]),
  uploadedBy: integer('uploaded_by'),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sale or lead a network reports for one of our click ids. The click's day, edition and item are copied in when it
 * matches, so the conversion keeps its place in the figures after the single click is deleted. One whose click id is
 * unknown is kept, unmatched.
 */
export const conversions = pgTable(
  'conversions',
  {
    id: serial('id').primaryKey(),
    network: text('network', { enum: exitNetworks }).notNull(),
    /** The network's transaction id, or a hash of the row standing for it: the same report row twice is one conversion. */
    rowKey: text('row_key').notNull(),
    clickId: text('click_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** In cents of `currency`. */
    commissionCents: integer('commission_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: conversionStatuses }).notNull(),
    clickDay: date('click_day'),
    edition: text('edition').references(() => editions.id),
    kind: text('kind', { enum: clickKinds }),
    itemId: integer('item_id'),
    storeId: integer('store_id'),
    page: text('page'),
    uploadId: integer('upload_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversions_network_row').on(t.network, t.rowKey), index('conversions_click').on(t.clickId), index('conversions_edition_day').on(t.edition, t.clickDay)],
);
