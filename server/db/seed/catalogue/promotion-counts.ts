/**
 * How many promotions each shop gets. The demo spreads them evenly (every shop shows a full page); a large
 * catalogue has the shape of real sites: a few shops with hundreds of codes, most with a handful.
 */

/** `total` spread as evenly as possible over `stores` shops. */
export function evenSpread(total: number, stores: number): number[] {
  return Array.from({ length: stores }, (_, i) => Math.floor(total / stores) + (i < total % stores ? 1 : 0));
}

/** Every shop keeps a few deals: an active code or two and an expired one. */
const FLOOR = 3;
/** Zipf's exponent: with a thousand shops, the first holds some hundreds and the hundredth about a dozen. */
const EXPONENT = 0.8;

/**
 * `total` spread by rank: shop k (from 0) weighs 1/(k+1)^EXPONENT above a floor of FLOOR each. Whole numbers
 * that add up to `total` (the largest remainders take the units left).
 */
export function zipfSpread(total: number, stores: number): number[] {
  if (stores === 0) return [];
  const floor = Math.min(FLOOR, Math.floor(total / stores));
  const rest = total - floor * stores;
  const weights = Array.from({ length: stores }, (_, k) => 1 / (k + 1) ** EXPONENT);
  const sum = weights.reduce((a, w) => a + w, 0);
  const shares = weights.map((w) => (w / sum) * rest);
  const counts = shares.map((share) => floor + Math.floor(share));
  let left = total - counts.reduce((a, n) => a + n, 0);
  const byRemainder = shares.map((share, k) => ({ k, remainder: share - Math.floor(share) })).sort((a, b) => b.remainder - a.remainder || a.k - b.k);
  for (const { k } of byRemainder) {
    if (left === 0) break;
    counts[k] += 1;
    left -= 1;
  }
  return counts;
}
