import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { editionColumn, timestamps } from './common';
import { searchDocument, searchIndexes, tsvector } from './search';
import { stores } from './stores';
import { categories } from './categories';
import { contentStatuses } from '../../../lib/schemas/content-status';

import { promotionKinds } from '../../../lib/promotions/kinds';
import { UNVOTED_RANK } from '../../../lib/promotions/code-feedback';

export { promotionKinds, type PromotionKind } from '../../../lib/promotions/kinds';

/**
 * The rank lists sort on: the code's rank, or UNVOTED_RANK when it has none. Written out as a constant, not a
 * parameter, so that a query's order is the very expression of the index `promotions_store_listed`.
 */
export const listedRank = (rank: AnyPgColumn): SQL => sql`coalesce(${rank}, ${sql.raw(String(UNVOTED_RANK))})`;

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    edition: editionColumn(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Affiliate link to the shop's page for this deal. */
    link: text('link').notNull(),
    /** Short headline value of the deal: `-20 %`, `50 €`, `Livraison offerte`. */
    offer: text('offer').notNull().default(''),
    description: text('description').notNull().default(''),
    condition: text('condition').notNull().default(''),
    kind: text('kind', { enum: promotionKinds }).notNull(),
    isExclusive: boolean('is_exclusive').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(true),
    sliderImage: text('slider_image'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: no end date. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedCount: integer('used_count').notNull().default(0),
    usedTodayCount: integer('used_today_count').notNull().default(0),
    usedTodayDate: date('used_today_date', { mode: 'string' }),
    timeOfUsing: timestamp('time_of_using', { withTimezone: true }),
    inSlider: boolean('in_slider').notNull().default(false),
    onHomepage: boolean('on_homepage').notNull().default(false),
    isDealOfMonth: boolean('is_deal_of_month').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Visitors see a promotion that is published, or scheduled and past its `publish_at`, and not in the trash. */
    status: text('status', { enum: contentStatuses }).notNull().default('published'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /**
     * When visitors could first see it: set by the database whoever writes (an editor, a feed, a script) when the row is
     * stored published or scheduled, or becomes so later (its `publish_at` when that is later). What the alerts call new.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** In the trash since then: hidden everywhere, restorable for TRASH_DAYS. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The affiliate feed that brought it and the offer there (the network's id, or the hash standing for it); null: an editor's own. */
    sourceFeedId: integer('source_feed_id'),
    sourceNetwork: text('source_network'),
    sourceOfferId: text('source_offer_id'),
    /** The fields an editor changed on an imported promotion: later runs of its feed leave them as the editor set them. */
    editorFields: text('editor_fields').array().notNull().default(sql`'{}'::text[]`),
    /** Gone from its feed: ended then, shown nowhere public, still the editors' to see. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * Its code's rank by visitors' votes, a copy of `coupons.feedback_rank` that triggers on `coupons` keep (migration
     * promotion_list_order): lists sort on it, and an index holds a promotion's own columns only. Null: no code, or no
     * vote yet (ranked UNVOTED_RANK).
     */
    feedbackRank: doublePrecision('feedback_rank'),
    ...timestamps(),
    searchDoc: tsvector('search_doc').generatedAlwaysAs((): SQL =>
      searchDocument(promotions.edition, [
        [promotions.title, 'A'],
        [promotions.offer, 'B'],
        [promotions.description, 'C', { html: true }],
        [promotions.condition, 'D'],
      ]),
    ),
  },
  (t) => [
    ...searchIndexes('promotions', t.searchDoc, t.title),
    // A shop's lists, read in their order and cut at the page: active ones (position, votes, soonest end), expired
    // ones (latest ended first, and their count), the latest added.
    index('promotions_store_listed').on(t.storeId, t.edition, t.position, sql`${listedRank(t.feedbackRank)} desc`, t.expiresAt, t.id),
    index('promotions_store').on(t.storeId, t.edition, t.expiresAt),
    index('promotions_store_created').on(t.storeId, t.edition, t.createdAt),
    // The edition's active promotions in the same order (the list of all promotions, the homepage's lists).
    index('promotions_edition_listed').on(t.edition, t.position, sql`${listedRank(t.feedbackRank)} desc`, t.expiresAt, t.id),
    index('promotions_edition_created').on(t.edition, t.createdAt),
    // The alerts' digest reads what was published since an address's last mail.
    index('promotions_edition_published').on(t.edition, t.publishedAt),
    index('promotions_edition_flags').on(t.edition, t.onHomepage, t.inSlider),
    index('promotions_deal_of_month').on(t.edition, t.createdAt).where(sql`${t.isDealOfMonth}`),
    index('promotions_source').on(t.sourceFeedId, t.sourceNetwork),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    timeOfUsing: timestamp('time_of_using', { withTimezone: true }),
    /** Visitors' "it worked / it didn't work" votes, summed from `code_votes` with each vote. */
    workedVotes: integer('worked_votes').notNull().default(0),
    failedVotes: integer('failed_votes').notNull().default(0),
    /** The latest "it worked" still standing. */
    lastWorkedAt: timestamp('last_worked_at', { withTimezone: true }),
    /** Its place in lists and its flag for editors, as `lib/promotions/code-feedback.ts` judges the votes. */
    feedbackRank: doublePrecision('feedback_rank'),
    isFailing: boolean('is_failing').notNull().default(false),
  },
  (t) => [uniqueIndex('coupons_promotion').on(t.promotionId)],
);

/** One visitor's standing answer about one code: whether it worked. A visitor may change it, never add a second. */
export const codeVotes = pgTable(
  'code_votes',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** A hash of the signed visitor id. */
    voter: text('voter').notNull(),
    worked: boolean('worked').notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.voter] })],
);

export const promotionCategories = pgTable(
  'promotion_categories',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.categoryId] }), index('promotion_categories_category').on(t.categoryId)],
);
