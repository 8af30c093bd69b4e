'use client';

/**
 * The browser side of a code's votes: `POST /coupons/{id}/vote/`, its answers as a closed union, the figures shared
 * by every copy of the code on the page (card and modal), and the visitor's own vote remembered per code. The signed
 * visitor cookie is what the API counts; this memory only shows a returning visitor the vote they gave.
 */

import useSWR, { mutate } from 'swr';
import { browserApi } from '@/lib/api/browser';
import { ApiRequestError } from '@/lib/api/path';
import type { CodeFeedback, CodeVoteAnswer } from '@/lib/api/types/promotions';
import type { EditionId } from '@/lib/editions';
import { codeVoteChoices, type CodeVoteChoice } from '@/lib/promotions/code-feedback';
import { rememberedVotes } from '../remembered-votes';

export type CodeVoteOutcome =
  | { kind: 'voted'; feedback: CodeFeedback; yourVote: CodeVoteChoice }
  /** 429: the address has voted too much, or on this code today; `detail` is the API's sentence, in the edition's language. */
  | { kind: 'limited'; detail: string | null }
  | { kind: 'failed' };

/** No figures yet: a code nobody has voted on. */
export const NO_FEEDBACK: CodeFeedback = { worked_votes: 0, failed_votes: 0, success_rate: null, last_worked_at: null };

const feedbackKey = (couponId: number) => ['code-feedback', couponId] as const;

/** The code's figures: the page's until a vote on this page replaces them, on every copy of the code at once. */
export function useCodeFeedback(couponId: number, fallback: CodeFeedback): CodeFeedback {
  const { data } = useSWR<CodeFeedback>(feedbackKey(couponId), null, { fallbackData: fallback, revalidateOnFocus: false, revalidateOnReconnect: false });
  return data ?? fallback;
}

/** The refusal's own words, when the answer carries a sentence (never markup: it is shown as text). */
function refusalDetail(body: unknown): string | null {
  const detail = typeof body === 'object' && body !== null && 'detail' in body ? body.detail : undefined;
  return typeof detail === 'string' && detail.trim() !== '' && detail.length <= 500 ? detail.trim() : null;
}

export async function postCodeVote(edition: EditionId, couponId: number, vote: CodeVoteChoice): Promise<CodeVoteOutcome> {
  let answer: CodeVoteAnswer;
  try {
    answer = await browserApi<CodeVoteAnswer>(`/coupons/${couponId}/vote/`, edition, { method: 'POST', body: { vote } });
  } catch (error) {
    return error instanceof ApiRequestError && error.status === 429 ? { kind: 'limited', detail: refusalDetail(error.body) } : { kind: 'failed' };
  }
  const feedback: CodeFeedback = {
    worked_votes: answer.worked_votes,
    failed_votes: answer.failed_votes,
    success_rate: answer.success_rate,
    last_worked_at: answer.last_worked_at,
  };
  await mutate(feedbackKey(couponId), feedback, { revalidate: false });
  rememberedCodeVotes.remember(couponId, answer.your_vote);
  return { kind: 'voted', feedback, yourVote: answer.your_vote };
}

const isChoice = (value: unknown): value is CodeVoteChoice => codeVoteChoices.includes(value as CodeVoteChoice);

/** The visitor's answer per code, remembered by this browser. */
export const rememberedCodeVotes = rememberedVotes<CodeVoteChoice>('code-vote', (stored) => (isChoice(stored) ? stored : null));
