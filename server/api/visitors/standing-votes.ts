import { and, eq } from 'drizzle-orm';
import { codeVotes, storeVotes } from '@/server/db/schema';
import type { Db } from '@/server/db/types';

/**
 * Whether the visitor already has a vote standing on the shop or the code. Theirs is not a new vote: it is answered
 * as before (409 for a rating, a changed or repeated answer for a code) and never counts against their address's
 * one new vote a day.
 */
export async function hasRated(db: Db, storeId: number, voter: string): Promise<boolean> {
  const [row] = await db
    .select({ storeId: storeVotes.storeId })
    .from(storeVotes)
    .where(and(eq(storeVotes.storeId, storeId), eq(storeVotes.voter, voter)))
    .limit(1);
  return row !== undefined;
}

export async function hasVotedOnCode(db: Db, couponId: number, voter: string): Promise<boolean> {
  const [row] = await db
    .select({ couponId: codeVotes.couponId })
    .from(codeVotes)
    .where(and(eq(codeVotes.couponId, couponId), eq(codeVotes.voter, voter)))
    .limit(1);
  return row !== undefined;
}
