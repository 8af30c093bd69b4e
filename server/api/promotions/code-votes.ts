import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { feedbackRank, isFailingCode, type CodeVoteChoice, type CodeVotes } from '@/lib/promotions/code-feedback';
import { codeVotes, coupons, promotions, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { codeFeedbackAnswer, type CodeFeedbackAnswer } from '../shared/code-feedback';
import { isPublicPromotion } from '../shared/promotions';
import type { CountedStore } from '../stores/counters-changed';

export interface CodeVoteOutcome {
  answer: CodeFeedbackAnswer & { id: number; your_vote: CodeVoteChoice };
  /** Whether the figures moved (a first vote or a changed one): only then is the shop's page out of date. */
  changed: boolean;
  store: CountedStore;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Sums the code's standing votes into its figures, rank and flag. The caller holds the coupon's row lock, so the
 * sums see every vote committed before and none can slip in between the sum and the update.
 */
async function recount(tx: Tx, couponId: number) {
  const [sums] = await tx
    .select({
      worked: sql<number>`count(*) filter (where ${codeVotes.worked})::int`,
      failed: sql<number>`count(*) filter (where not ${codeVotes.worked})::int`,
      lastWorkedAt: sql<Date | string | null>`max(${codeVotes.votedAt}) filter (where ${codeVotes.worked})`,
    })
    .from(codeVotes)
    .where(eq(codeVotes.couponId, couponId));
  const votes: CodeVotes = { worked: Number(sums.worked), failed: Number(sums.failed) };
  const lastWorkedAt = sums.lastWorkedAt === null ? null : new Date(sums.lastWorkedAt);
  await tx
    .update(coupons)
    .set({ workedVotes: votes.worked, failedVotes: votes.failed, lastWorkedAt, feedbackRank: feedbackRank(votes), isFailing: isFailingCode(votes) })
    .where(eq(coupons.id, couponId));
  return codeFeedbackAnswer(votes, lastWorkedAt);
}

/**
 * Records a visitor's answer about a code of the edition that visitors may see: a first vote, a changed one, or
 * the same answer again (which moves nothing, not even the time it last worked, so one visitor cannot keep a
 * code looking fresh). Undefined when there is no such code.
 */
export async function castCodeVote(db: Db, edition: EditionId, couponId: number, voter: string, choice: CodeVoteChoice): Promise<CodeVoteOutcome | undefined> {
  const worked = choice === 'worked';
  return db.transaction(async (tx) => {
    const [coupon] = await tx
      .select({ id: coupons.id, storeId: stores.id, storeSlug: stores.slug })
      .from(coupons)
      .innerJoin(promotions, eq(promotions.id, coupons.promotionId))
      .innerJoin(stores, eq(stores.id, promotions.storeId))
      .where(and(eq(coupons.id, couponId), eq(promotions.edition, edition), isPublicPromotion()))
      .for('update', { of: coupons });
    if (!coupon) return undefined;
    const [before] = await tx
      .select({ worked: codeVotes.worked })
      .from(codeVotes)
      .where(and(eq(codeVotes.couponId, couponId), eq(codeVotes.voter, voter)));
    const changed = before?.worked !== worked;
    if (changed) {
      await tx
        .insert(codeVotes)
        .values({ couponId, voter, worked })
        .onConflictDoUpdate({ target: [codeVotes.couponId, codeVotes.voter], set: { worked, votedAt: sql`now()` } });
    }
    const figures = await recount(tx, couponId);
    return { answer: { id: couponId, ...figures, your_vote: choice }, changed, store: { id: coupon.storeId, slug: coupon.storeSlug } };
  });
}

/** A new code is not the one visitors voted on: the promotion's code starts again with no votes. */
export async function forgetCodeVotes(tx: Tx, promotionId: number): Promise<void> {
  const ofPromotion = tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.promotionId, promotionId));
  await tx.delete(codeVotes).where(inArray(codeVotes.couponId, ofPromotion));
  await tx
    .update(coupons)
    .set({ workedVotes: 0, failedVotes: 0, lastWorkedAt: null, feedbackRank: null, isFailing: false })
    .where(eq(coupons.promotionId, promotionId));
}
