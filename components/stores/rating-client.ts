/**
 * The browser side of `POST /api/stores/{id}/update_rating/`: one call, its answers as a closed union, and the
 * visitor's vote remembered per shop. The signed visitor cookie itself is httpOnly and sent by the browser; this memory
 * only spares a returning visitor a vote the API would refuse (409).
 */

import type { RatingSummary } from '@/lib/api/types/stores';
import type { EditionId } from '@/lib/editions';
import { rememberedVotes } from '../remembered-votes';

export type RatingOutcome =
  | ({ kind: 'voted'; yourRating: number } & RatingSummary)
  | ({ kind: 'already'; yourRating: number } & RatingSummary)
  | { kind: 'invalid' }
  /** 429: the address has rated too much, or this shop today; `detail` is the API's sentence, in the edition's language. */
  | { kind: 'limited'; detail: string | null }
  | { kind: 'failed' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The figures of a 200/409 answer, or undefined when the body is not what the contract promises. */
function summaryOf(body: unknown): (RatingSummary & { yourRating?: number }) | undefined {
  if (!isRecord(body) || !isCount(body.rating) || !isCount(body.votes)) return undefined;
  const your = body.your_rating;
  return { rating: body.rating, votes: body.votes, yourRating: typeof your === 'number' && your >= 1 && your <= 5 ? your : undefined };
}

/** The refusal's own words, when the answer carries a sentence (never markup: it is shown as text). */
function refusalDetail(body: unknown): string | null {
  const detail = isRecord(body) ? body.detail : undefined;
  return typeof detail === 'string' && detail.trim() !== '' && detail.length <= 500 ? detail.trim() : null;
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export async function postRating(edition: EditionId, storeId: number, rating: number, signal?: AbortSignal): Promise<RatingOutcome> {
  let response: Response;
  try {
    response = await fetch(`/api/stores/${storeId}/update_rating/?language=${edition}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ storeId, rating }),
      credentials: 'same-origin',
      signal,
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 400) return { kind: 'invalid' };
  if (response.status === 429) return { kind: 'limited', detail: refusalDetail(await jsonOf(response)) };
  if (response.status !== 200 && response.status !== 409) return { kind: 'failed' };
  const summary = summaryOf(await jsonOf(response));
  if (!summary) return { kind: 'failed' };
  const kind = response.status === 200 ? 'voted' : 'already';
  // An older API may not say which vote it kept: the one just tried is the best guess.
  return { kind, rating: summary.rating, votes: summary.votes, yourRating: summary.yourRating ?? rating };
}

/** The visitor's star vote per shop, remembered by this browser. */
export const rememberedRatings = rememberedVotes('store-rating', (stored) => {
  const value = Number(stored);
  return stored !== null && Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
});
