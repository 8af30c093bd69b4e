/**
 * What visitors' "it worked / it didn't work" votes say about a code: its success rate, the rank that orders
 * lists, and the flag that asks an editor to check it. The API stores the rank and the flag with each vote, so
 * these rules have this one home.
 */

/** The votes a code has received. */
export interface CodeVotes {
  worked: number;
  failed: number;
}

/** The two answers a visitor may give about a code. */
export const codeVoteChoices = ['worked', 'failed'] as const;
export type CodeVoteChoice = (typeof codeVoteChoices)[number];

/** 95 % confidence: how sure the rank is that a code works at least this often. */
const Z = 1.96;

/** Under this success rate, over at least FAILING_MIN_VOTES votes, a code goes to the editors to be checked. */
export const FAILING_RATE = 0.3;
export const FAILING_MIN_VOTES = 10;

/**
 * A code nobody has voted on ranks as one whose lower bound is one half: above the codes whose votes say they
 * often fail, below those that many visitors say work. Offers without a code rank the same.
 */
export const UNVOTED_RANK = 0.5;

const totalOf = (votes: CodeVotes) => votes.worked + votes.failed;

/**
 * The lower bound of the Wilson score interval of the success rate: the rate the code reaches at least, given
 * how few votes there may be. One "worked" out of one gives 0.21, 95 out of 100 gives 0.89, so a lucky first
 * vote does not put a code above one that hundreds of visitors confirmed. No votes: 0.
 */
export function wilsonLowerBound(votes: CodeVotes): number {
  const n = totalOf(votes);
  if (n === 0) return 0;
  const p = votes.worked / n;
  const z2 = Z * Z;
  const centre = p + z2 / (2 * n);
  const margin = Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return Math.max(0, (centre - margin) / (1 + z2 / n));
}

/** The order of a code in lists, higher first: its Wilson lower bound, or UNVOTED_RANK before any vote. */
export function feedbackRank(votes: CodeVotes): number {
  return totalOf(votes) === 0 ? UNVOTED_RANK : wilsonLowerBound(votes);
}

/** The success rate as a card shows it, a whole percentage; null before any vote. */
export function successPercent(votes: CodeVotes): number | null {
  const n = totalOf(votes);
  return n === 0 ? null : Math.round((100 * votes.worked) / n);
}

/** Whether enough visitors say the code fails for an editor to check it. */
export function isFailingCode(votes: CodeVotes): boolean {
  const n = totalOf(votes);
  return n >= FAILING_MIN_VOTES && votes.worked / n < FAILING_RATE;
}
