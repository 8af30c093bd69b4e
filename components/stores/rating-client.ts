/**
 * The browser side of `POST /api/stores/{id}/update_rating/`: one call, its answers as a closed union, and the
 * visitor's vote remembered per shop. The signed visitor cookie itself is httpOnly and sent by the browser; this memory
 * only spares a returning visitor a vote the API would refuse (409).
 */

import type { RatingSummary } from '@/lib/api/types/stores';
import type { EditionId } from '@/lib/editions';

export type RatingOutcome =
  | ({ kind: 'voted'; yourRating: number } & RatingSummary)
  | ({ kind: 'already'; yourRating: number } & RatingSummary)
  | { kind: 'invalid' }
  | { kind: 'failed' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The figures of a 200/409 answer, or undefined when the body is not what the contract promises. */
function summaryOf(body: unknown): (RatingSummary & { yourRating?: number }) | undefined {
  if (!isRecord(body) || !isCount(body.rating) || !isCount(body.votes)) return undefined;
  const your = body.your_rating;
  return { rating: body.rating, votes: body.votes, yourRating: typeof your === 'number' && your >= 1 && your <= 5 ? your : undefined };
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
  if (response.status !== 200 && response.status !== 409) return { kind: 'failed' };
  const summary = summaryOf(await jsonOf(response));
  if (!summary) return { kind: 'failed' };
  const kind = response.status === 200 ? 'voted' : 'already';
  // An older API may not say which vote it kept: the one just tried is the best guess.
  return { kind, rating: summary.rating, votes: summary.votes, yourRating: summary.yourRating ?? rating };
}

const storageKey = (storeId: number) => `store-rating:${storeId}`;

/** The visitor's earlier vote on this shop in this browser, or null. Storage may be off (private modes). */
export function readRememberedVote(storeId: number): number | null {
  try {
    const value = Number(window.localStorage.getItem(storageKey(storeId)));
    return Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
  } catch {
    return null;
  }
}

/** Same-tab writes fire no `storage` event: this one tells the other ratings of the page. */
const LOCAL_EVENT = 'store-rating-remembered';

export function rememberVote(storeId: number, rating: number): void {
  try {
    window.localStorage.setItem(storageKey(storeId), String(rating));
  } catch {
    // nothing to do: the API still refuses a second vote through the visitor cookie
  }
  window.dispatchEvent(new Event(LOCAL_EVENT));
}

/** For `useSyncExternalStore`: a vote remembered here or in another tab shows at once. */
export function subscribeRememberedVotes(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(LOCAL_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(LOCAL_EVENT, onChange);
  };
}
