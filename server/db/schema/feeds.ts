import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { editionColumn, timestamps } from './common';
import { promotions } from './promotions';
import { stores } from './stores';
// The normalised shapes a feed stores: the adapters' voucher and the generic feed's column mapping.
import type { FeedMapping } from '../../../lib/schemas/feed-mapping';
import { feedNetworks, feedOfferStates, feedPublishStatuses, feedRunStatuses, type FeedRunError } from '../../../lib/feeds/constants';

/**
 * An affiliate network's voucher feed of one edition: where it is downloaded, how often, and whether what it brings
 * is published at once or waits as a draft. Its credentials are stored encrypted (`server/feeds/credentials.ts`)
 * and never answered.
 */
export const feeds = pgTable('feeds', {
  id: serial('id').primaryKey(),
  edition: editionColumn(),
  name: text('name').notNull(),
  network: text('network', { enum: feedNetworks }).notNull(),
  url: text('url').notNull(),
  /** AES-256-GCM of the credentials' JSON with the key of FEEDS_CREDENTIALS_KEY; null: none. */
  credentials: text('credentials'),
  mapping: jsonb('mapping').$type<FeedMapping | null>(),
  everyMinutes: integer('every_minutes').notNull(),
  publish: text('publish', { enum: feedPublishStatuses }).notNull().default('draft'),
  enabled: boolean('enabled').notNull().default(true),
  /** When the scheduler runs it next; a manual run moves it on too. */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  ...timestamps(),
});

/** One run of a feed, and its report. */
export const feedRuns = pgTable(
  'feed_runs',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    status: text('status', { enum: feedRunStatuses }).notNull(),
    /** Who asked: the schedule, or an admin's account. */
    trigger: text('trigger').notNull().default('schedule'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    fetched: integer('fetched').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    withdrawn: integer('withdrawn').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    unmapped: integer('unmapped').notNull().default(0),
    errors: jsonb('errors').$type<FeedRunError[]>().notNull().default([]),
    /** A held run's withdrawals, carried out once an admin confirms them. */
    heldWithdrawals: integer('held_withdrawals').array().notNull().default([]),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('feed_runs_feed_started').on(t.feedId, t.startedAt)],
);

/** An advertiser a feed has brought, and the shop its vouchers go to (none: they wait). */
export const feedAdvertisers = pgTable(
  'feed_advertisers',
  {
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    advertiserId: text('advertiser_id').notNull(),
    name: text('name').notNull(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    /** How many vouchers its last successful run held. */
    voucherCount: integer('voucher_count').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.advertiserId] })],
);

/**
 * Every offer a feed has brought, keyed by the network's offer id (or the hash standing for it): the voucher as last
 * read, its fingerprint (a run that reads the same fingerprint writes nothing), and the promotion it became, or
 * `waiting` while its advertiser has no shop.
 */
export const feedOffers = pgTable(
  'feed_offers',
  {
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    advertiserId: text('advertiser_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    voucher: jsonb('voucher').notNull(),
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    state: text('state', { enum: feedOfferStates }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.offerId] }), index('feed_offers_advertiser').on(t.feedId, t.advertiserId), index('feed_offers_promotion').on(t.promotionId)],
);
