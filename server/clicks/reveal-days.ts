import { sql } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { siteToday } from '@/lib/time';
import { revealDays } from '@/server/db/schema';
import type { Db } from '@/server/db/types';

/** One more counted use of a promotion today, beside its clicks: the editors compare reveals with exits. */
export async function countReveal(db: Db, edition: EditionId, promotionId: number, storeId: number | null): Promise<void> {
  await db
    .insert(revealDays)
    .values({ day: siteToday(), edition, promotionId, storeId, reveals: 1 })
    .onConflictDoUpdate({ target: [revealDays.day, revealDays.promotionId], set: { reveals: sql`${revealDays.reveals} + 1` } });
}
