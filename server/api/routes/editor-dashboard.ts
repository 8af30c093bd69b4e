import { and, count, eq, gt, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { blogPosts, feedRuns, feeds, formSubmissions, promotions, stores } from '@/server/db/schema';
import { EXPIRING_WITHIN_DAYS } from '@/lib/schemas/promotion-editor-list';
import { assertMayEdit, requireEditor } from '../auth/editor-guard';
import { rowsAtStatus } from '../shared/visibility';
import { hasFailingCode } from '../promotions/editor-list';
import { newRouter } from '../core/router';


/**
 * `GET /editor_dashboard/`: what waits for the edition's editors, counted: shared codes and suggested shops to
 * review, unread messages, codes visitors say fail, drafts and scheduled items of each kind, published promotions ending
 * within 7 days, and the affiliate feeds' runs held until an admin confirms their withdrawals.
 */
export const editorDashboardRoutes = newRouter();

editorDashboardRoutes.get('/', requireEditor(), async (c) => {
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  const db = c.get('db');
  const counted = async (table: PgTable, where: SQL | undefined) => (await db.select({ n: count() }).from(table).where(where))[0].n;
  const waiting = (kind: 'share_code' | 'suggest_shop' | 'contact') =>
    counted(formSubmissions, and(eq(formSubmissions.edition, edition), eq(formSubmissions.kind, kind), eq(formSubmissions.status, 'new')));
  /** Drafts, and items still waiting for their time (`scheduled`: the kind's own rule). */
  const byStatus = (table: PgTable & { edition: PgColumn; status: PgColumn }, scheduled: SQL, extra?: SQL) => ({
    drafts: counted(table, and(eq(table.edition, edition), eq(table.status, 'draft'), extra)),
    scheduled: counted(table, and(eq(table.edition, edition), scheduled, extra)),
  });
  const notTrashed = isNull(promotions.deletedAt);
  const promotionCounts = byStatus(promotions, rowsAtStatus(promotions, 'scheduled'), notTrashed);
  const storeCounts = byStatus(stores, rowsAtStatus(stores, 'scheduled'));
  // A post is scheduled by a publication date still to come.
  const postCounts = byStatus(blogPosts, and(ne(blogPosts.status, 'draft'), gt(blogPosts.publishedAt, sql`now()`))!);
  const [sharedCodes, suggestedShops, unreadMessages, failingCodes, expiring, ...statusCounts] = await Promise.all([
    waiting('share_code'),
    waiting('suggest_shop'),
    waiting('contact'),
    counted(promotions, and(eq(promotions.edition, edition), notTrashed, hasFailingCode())),
    counted(
      promotions,
      and(
        eq(promotions.edition, edition),
        notTrashed,
        rowsAtStatus(promotions, 'published'),
        gt(promotions.expiresAt, sql`now()`),
        lte(promotions.expiresAt, sql`now() + make_interval(days => ${EXPIRING_WITHIN_DAYS})`),
      ),
    ),
    promotionCounts.drafts,
    promotionCounts.scheduled,
    storeCounts.drafts,
    storeCounts.scheduled,
    postCounts.drafts,
    postCounts.scheduled,
  ]);
  const [promotionDrafts, promotionsScheduled, storeDrafts, storesScheduled, postDrafts, postsScheduled] = statusCounts;
  const heldRuns = await db
    .select({ feed: feeds.id, name: feeds.name, run: feedRuns.id, withdrawals: sql<number>`cardinality(${feedRuns.heldWithdrawals})::int` })
    .from(feedRuns)
    .innerJoin(feeds, eq(feeds.id, feedRuns.feedId))
    .where(and(eq(feeds.edition, edition), eq(feedRuns.status, 'held')))
    .orderBy(feedRuns.startedAt);
  return c.json({
    shared_codes_waiting: sharedCodes,
    suggested_shops_waiting: suggestedShops,
    unread_messages: unreadMessages,
    failing_codes: failingCodes,
    promotions_expiring_soon: expiring,
    drafts: { promotions: promotionDrafts, stores: storeDrafts, posts: postDrafts },
    scheduled: { promotions: promotionsScheduled, stores: storesScheduled, posts: postsScheduled },
    held_feed_runs: heldRuns.map((row) => ({ feed: row.feed, name: row.name, run: row.run, held_withdrawals: Number(row.withdrawals) })),
  });
});
