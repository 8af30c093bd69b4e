import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { feedOffers, feedRuns, promotions } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { mergeChanges } from './content-change';
import type { ChangeListener } from './run-feed';
import { withdrawPromotions } from './withdraw';

/**
 * An admin confirms a held run: its withdrawals are carried out, except for the offers that came back in the feed
 * since (a later run imported them again) or that an editor has withdrawn or trashed meanwhile. The run is then a
 * successful one. Answers false when the run was not held.
 */
export async function confirmHeldRun(db: Db, edition: EditionId, runId: number, contentChanged: ChangeListener): Promise<boolean> {
  const [run] = await db.select().from(feedRuns).where(eq(feedRuns.id, runId));
  if (!run || run.status !== 'held') return false;
  const [{ laterRuns }] = await db
    .select({ laterRuns: sql<number>`count(*)::int` })
    .from(feedRuns)
    .where(and(eq(feedRuns.feedId, run.feedId), sql`${feedRuns.id} > ${run.id}`, sql`${feedRuns.status} in ('ok', 'held')`));
  // A later successful run saw the feed again: only what it still misses is withdrawn.
  const stillMissing = await db
    .select({ id: promotions.id })
    .from(promotions)
    .innerJoin(feedOffers, eq(feedOffers.promotionId, promotions.id))
    .where(
      and(
        inArray(promotions.id, run.heldWithdrawals),
        sql`${promotions.withdrawnAt} is null`,
        sql`${promotions.deletedAt} is null`,
        Number(laterRuns) > 0 ? sql`${feedOffers.updatedAt} < ${run.startedAt}` : sql`true`,
      ),
    );
  const done = await withdrawPromotions(
    db,
    edition,
    stillMissing.map((row) => row.id),
  );
  await db.update(feedRuns).set({ status: 'ok', withdrawn: done.count, confirmedAt: sql`now()` }).where(eq(feedRuns.id, run.id));
  const change = mergeChanges(edition, done.change ? [done.change] : []);
  if (change) contentChanged(change, 'now');
  return true;
}
