/**
 * When a run may withdraw what left its feed. A network's download that comes back empty or cut short would
 * otherwise end a shop's every code at once: past a fifth of the feed's live promotions, nothing is withdrawn and the
 * run waits for an admin to confirm it.
 */
export const HOLD_SHARE = 0.2;

export type WithdrawalVerdict = 'none' | 'withdraw' | 'hold';

export function withdrawalVerdict({ live, missing, read }: { live: number; missing: number; read: number }): WithdrawalVerdict {
  if (missing <= 0) return 'none';
  // A feed that brought nothing readable is a broken download until an admin says otherwise.
  if (read === 0) return 'hold';
  return missing > live * HOLD_SHARE ? 'hold' : 'withdraw';
}
