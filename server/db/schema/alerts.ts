import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { editionColumn } from './common';
import { alertFrequencies, alertKinds, alertSubscriberStatuses } from '../../../lib/alerts/constants';

/**
 * An address that follows things on one edition, without an account: pending until the link of its confirmation
 * mail is followed. "Forget me" deletes the row, and its alerts and sent records with it.
 */
export const alertSubscribers = pgTable(
  'alert_subscribers',
  {
    id: serial('id').primaryKey(),
    edition: editionColumn(),
    /** Lower-cased and trimmed. */
    email: text('email').notNull(),
    status: text('status', { enum: alertSubscriberStatuses }).notNull().default('pending'),
    /** The form the first follow came from: `store`, `category`, `search`. */
    consentSource: text('consent_source').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When its last daily digest and its last instant mail were queued: what is new is what was published since. */
    lastDailyAt: timestamp('last_daily_at', { withTimezone: true }),
    lastInstantAt: timestamp('last_instant_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('alert_subscribers_email').on(t.edition, t.email), index('alert_subscribers_status').on(t.edition, t.status)],
);

/** One thing an address follows: a shop, a category or a search's words, daily or instant, paused or not. */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => alertSubscribers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: alertKinds }).notNull(),
    storeId: integer('store_id'),
    categoryId: integer('category_id'),
    /** The searched words, normalised (trimmed, single spaces, lower case). */
    query: text('query'),
    frequency: text('frequency', { enum: alertFrequencies }).notNull().default('daily'),
    paused: boolean('paused').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One row per thing followed: the columns a kind leaves empty count as equal.
    unique('alerts_followed').on(t.subscriberId, t.kind, t.storeId, t.categoryId, t.query).nullsNotDistinct(),
    index('alerts_store').on(t.storeId),
    index('alerts_category').on(t.categoryId),
  ],
);

/** Which promotion went to which address: never twice. */
export const alertSent = pgTable(
  'alert_sent',
  {
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => alertSubscribers.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriberId, t.promotionId] })],
);
