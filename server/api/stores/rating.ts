import { and, eq, sql } from 'drizzle-orm';
import { stores, storeVotes } from '@/server/db/schema';
import { queryRows } from '@/server/db/raw';
import type { Db } from '@/server/db/types';
import { notFound } from '../core/errors';

export type VoteOutcome =
  | { kind: 'voted'; rating: number; votes: number; yourRating: number }
  | { kind: 'already'; rating: number; votes: number; yourRating: number };

/**
 * Records one vote and moves the store's totals in ONE statement: the insert does nothing when the voter has
 * voted already (the unique index decides, also between concurrent requests), and the update only runs on the
 * row the insert returned. `rating_sum + x` on the right-hand side reads the row as locked by this update, so
 * concurrent votes never lose one another (no read-modify-write in the application). The average keeps the
 * column's two decimals; pages round it for display.
 */
export async function castVote(db: Db, storeId: number, voter: string, rating: number): Promise<VoteOutcome> {
  const [row] = await queryRows<{ rating: string | number; votes: number }>(
    db,
    sql`with vote as (
          insert into ${storeVotes} (store_id, voter, rating) values (${storeId}, ${voter}, ${rating})
          on conflict (store_id, voter) do nothing
          returning store_id, rating
        )
        update ${stores} set
          rating_sum = ${stores.ratingSum} + vote.rating,
          rating_count = ${stores.ratingCount} + 1,
          rating = round((${stores.ratingSum} + vote.rating)::numeric / (${stores.ratingCount} + 1), 2),
          updated_at = now()
        from vote where ${stores.id} = vote.store_id
        returning ${stores.rating} as rating, ${stores.ratingCount} as votes`,
  );
  if (row) return { kind: 'voted', rating: Number(row.rating), votes: Number(row.votes), yourRating: rating };

  const [previous] = await db
    .select({ yourRating: storeVotes.rating, rating: stores.rating, votes: stores.ratingCount })
    .from(storeVotes)
    .innerJoin(stores, eq(stores.id, storeVotes.storeId))
    .where(and(eq(storeVotes.storeId, storeId), eq(storeVotes.voter, voter)))
    .limit(1);
  // The insert does nothing only on a conflict, so the earlier vote exists unless the store was just deleted.
  if (!previous) throw notFound();
  return { kind: 'already', rating: Number(previous.rating), votes: previous.votes, yourRating: previous.yourRating };
}
