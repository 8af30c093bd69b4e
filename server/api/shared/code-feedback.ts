import { successPercent, type CodeVotes } from '@/lib/promotions/code-feedback';

/** A code's votes as the API answers them, on cards and after a vote. */
export interface CodeFeedbackAnswer {
  worked_votes: number;
  failed_votes: number;
  /** A whole percentage; null before any vote. */
  success_rate: number | null;
  last_worked_at: string | null;
}

export function codeFeedbackAnswer(votes: CodeVotes, lastWorkedAt: Date | string | null): CodeFeedbackAnswer {
  return {
    worked_votes: votes.worked,
    failed_votes: votes.failed,
    success_rate: successPercent(votes),
    last_worked_at: lastWorkedAt === null ? null : new Date(lastWorkedAt).toISOString(),
  };
}
