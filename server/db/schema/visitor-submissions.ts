import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { editionColumn } from './common';

/** What visitors send through the site's forms. `newsletter` is kept for rows written before subscribers had their own table. */
export const formKinds = ['contact', 'share_code', 'suggest_shop', 'newsletter'] as const;
/** Where a submission stands in the editors' hands: messages are `handled`, shared codes and shops `approved` or `rejected`. */
export const submissionStatuses = ['new', 'handled', 'approved', 'rejected'] as const;

/**
 * Everything a visitor sends is stored here before we thank them. A shared code or shop that is already waiting
 * (same edition, same normalised key) is counted on its row instead of queued twice.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    edition: editionColumn(),
    kind: text('kind', { enum: formKinds }).notNull(),
    email: text('email'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: submissionStatuses }).notNull().default('new'),
    /** Shop and code, lower-cased: two visitors sharing one code make one row. */
    dedupeKey: text('dedupe_key'),
    count: integer('count').notNull().default(1),
    lastSubmittedAt: timestamp('last_submitted_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
    /** The draft an approval made: a promotion for a shared code, a shop for a suggested one. */
    createdEntityId: integer('created_entity_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('form_submissions_kind').on(t.kind, t.createdAt),
    index('form_submissions_queue').on(t.edition, t.kind, t.status, t.lastSubmittedAt),
    uniqueIndex('form_submissions_dedupe').on(t.edition, t.kind, t.dedupeKey).where(sql`dedupe_key is not null`),
  ],
);

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;

/**
 * The newsletter's list, per edition. Nobody is `confirmed` until they clicked the link of the confirmation e-mail;
 * when and from where they consented is kept, as the law asks.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    edition: editionColumn(),
    /** Lower-cased and trimmed. */
    email: text('email').notNull(),
    status: text('status', { enum: subscriberStatuses }).notNull().default('pending'),
    /** The form they subscribed from: `footer`, `popup`, `page`. */
    consentSource: text('consent_source').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** When the address joined the provider's mailing list too (the first edition's, when configured); null when not on it. */
    onProviderListAt: timestamp('on_provider_list_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email').on(t.edition, t.email), index('newsletter_subscribers_status').on(t.edition, t.status)],
);

export const outboxStatuses = ['pending', 'sent', 'failed'] as const;

/**
 * E-mails wait here until the outbox worker hands them to the SMTP server: a visitor is thanked as soon as the row
 * is written, and an SMTP outage delays mail without losing any. `failed` is only reached after every retry.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    edition: editionColumn(),
    /** What the mail is for (`contact`, `newsletter_confirm`…), for the logs and the editors. */
    purpose: text('purpose').notNull(),
    to: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('body_text').notNull(),
    /** The HTML part beside the text, for the mails that have one (the alerts). */
    html: text('body_html'),
    /** A mail that must go once whoever queues it (an alert digest: address and day); null for the others. */
    dedupeKey: text('dedupe_key'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that took the row holds it until then; another instance takes it over if that one died. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_due').on(t.status, t.nextAttemptAt), uniqueIndex('email_outbox_dedupe').on(t.dedupeKey)],
);
