/**
 * The promotion button "shows the code, or 'get the code', or 'free delivery'". Which face it shows
 * is decided here, once, for the card, the modal and the tests.
 */

/** Codes shorter than this are never hinted: showing their tail would give most of them away. */
export const MIN_HINTED_CODE_LENGTH = 6;
/** How many trailing characters of a long code peek out from under the button before the reveal. */
export const HINT_LENGTH = 2;

export type CodeButtonState =
  | { face: 'masked'; hint: string }
  | { face: 'getCode' }
  | { face: 'code'; code: string }
  | { face: 'freeDelivery' }
  | { face: 'offer' };

export interface CodeButtonInput {
  kind: string;
  coupon: { id: number; code?: string | null } | null;
}

/** A promotion with a code to copy (the others open the shop and say that no code is needed). */
export function hasCode(promotion: CodeButtonInput): boolean {
  return promotion.kind === 'code' && promotion.coupon !== null;
}

/** The masked tail of a code, or null when the code is too short to hint at. */
export function codeHint(code: string | null | undefined): string | null {
  const clean = code?.trim() ?? '';
  return clean.length >= MIN_HINTED_CODE_LENGTH ? clean.slice(-HINT_LENGTH) : null;
}

/** The button's face: the revealed code, the masked code, "get the code", "free delivery" or "see the offer". */
export function codeButtonState(promotion: CodeButtonInput, revealedCode: string | null = null): CodeButtonState {
  if (hasCode(promotion)) {
    if (revealedCode) return { face: 'code', code: revealedCode };
    const hint = codeHint(promotion.coupon?.code);
    return hint ? { face: 'masked', hint } : { face: 'getCode' };
  }
  return promotion.kind === 'free_delivery' ? { face: 'freeDelivery' } : { face: 'offer' };
}
