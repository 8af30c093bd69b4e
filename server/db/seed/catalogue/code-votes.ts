import { feedbackRank, isFailingCode } from '@/lib/promotions/code-feedback';
import type { codeVotes } from '../../schema';
import type { Random } from '../random';
import type { BuiltPromotion } from './promotions';

export type CodeVoteRow = typeof codeVotes.$inferInsert;

const MINUTE = 60_000;

/** How often visitors find a demo code working: most work, some are hit and miss, a few fail (and get flagged). */
function successChance(r: Random): number {
  const draw = r.next();
  if (draw < 0.85) return 0.65 + r.next() * 0.32;
  if (draw < 0.95) return 0.35 + r.next() * 0.3;
  return 0.05 + r.next() * 0.2;
}

/**
 * Visitors' votes on the demo's current codes, stored vote by vote like real ones, with each coupon's figures, rank
 * and flag summed from them; a real vote later recounts from the same rows. Four codes in ten have no vote yet.
 */
export function buildCodeVotes(promotions: readonly BuiltPromotion[], r: Random, now: Date): CodeVoteRow[] {
  const out: CodeVoteRow[] = [];
  for (const { coupon, expiry, row } of promotions) {
    if (!coupon || expiry === 'expired' || !r.chance(0.6)) continue;
    const count = 3 + Math.floor(r.next() ** 2 * 60);
    const chance = successChance(r);
    const since = Math.max(5, Math.min(30 * 1440, Math.floor((now.getTime() - new Date(row.startsAt!).getTime()) / MINUTE)));
    let worked = 0;
    let lastWorkedAt: Date | null = null;
    for (let i = 0; i < count; i++) {
      const votedAt = new Date(now.getTime() - r.int(5, since) * MINUTE);
      const ok = r.chance(chance);
      if (ok) {
        worked++;
        if (!lastWorkedAt || votedAt > lastWorkedAt) lastWorkedAt = votedAt;
      }
      out.push({ couponId: coupon.id, voter: `demo:${coupon.id}:${i}`, worked: ok, votedAt });
    }
    const votes = { worked, failed: count - worked };
    Object.assign(coupon, { workedVotes: votes.worked, failedVotes: votes.failed, lastWorkedAt, feedbackRank: feedbackRank(votes), isFailing: isFailingCode(votes) });
  }
  return out;
}
