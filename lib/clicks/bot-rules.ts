import { isbot } from 'isbot';
import type { BotReason } from './constants';

export interface ClickRequest {
  method: string;
  userAgent: string | null;
  /** `Sec-Purpose` (Chromium's prefetch and prerender), or the older `Purpose` / `X-Moz` of other browsers. */
  purpose: string | null;
}

/**
 * Why a request on `/go/` is no visitor's click, or null for a visitor's: a HEAD (link checkers, previews), a
 * browser's prefetch or prerender (the visitor has not chosen to leave), or a crawler's user agent (isbot's
 * maintained list; an empty agent counts as one). A burst from one address is judged apart, with a shared counter.
 */
export function botReasonOf(request: ClickRequest): Exclude<BotReason, 'burst'> | null {
  if (request.method.toUpperCase() === 'HEAD') return 'head';
  if (request.purpose && /prefetch|prerender|preview/i.test(request.purpose)) return 'prefetch';
  if (!request.userAgent?.trim() || isbot(request.userAgent)) return 'agent';
  return null;
}
