import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { feedRuns, promotions } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { mergeChanges } from './content-change';
import type { ChangeListener } from './run-feed';
import { withdrawPromotions } from './withdraw';

/**
 * An admin confirms a held run: its withdrawals are carried out, except for the offers that came back in the feed
 * since or that an editor has withdrawn or trashed meanwhile. The run is then a successful one. Answers false when
 * the run was not held.
 */
export async function confirmHeldRun(db: Db, edition: EditionId, runId: number, contentChanged: ChangeListener): Promise<boolean> {
  const [run] = await db.select().from(feedRuns).where(eq(feedRuns.id, runId));
  if (!run || run.status !== 'held') return false;
  const done = await withdrawPromotions(db, edition, await stillMissing(db, run));
  await db.update(feedRuns).set({ status: 'ok', withdrawn: done.count, confirmedAt: sql`now()` }).where(eq(feedRuns.id, run.id));
  const change = mergeChanges(edition, done.change ? [done.change] : []);
  if (change) contentChanged(change, 'now');
  return true;
}

/**
 * What a held run would withdraw that the feed still misses. The latest run that read the feed since knows best: a
 * successful one has withdrawn, within the limit, all it found missing (an offer unchanged in it is back, and wrote
 * nothing to say so), a held one misses only its own held set.
 */
async function stillMissing(db: Db, run: typeof feedRuns.$inferSelect): Promise<number[]> {
  const [latest] = await db
    .select({ status: feedRuns.status, held: feedRuns.heldWithdrawals })
    .from(feedRuns)
    .where(and(eq(feedRuns.feedId, run.feedId), gt(feedRuns.id, run.id), inArray(feedRuns.status, ['ok', 'held'])))
    .orderBy(desc(feedRuns.id))
    .limit(1);
  const candidates = latest ? (latest.status === 'held' ? run.heldWithdrawals.filter((id) => latest.held.includes(id)) : []) : run.heldWithdrawals;
  if (candidates.length === 0) return [];
  const rows = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(inArray(promotions.id, candidates), isNull(promotions.withdrawnAt), isNull(promotions.deletedAt)));
  return rows.map((row) => row.id);
}
