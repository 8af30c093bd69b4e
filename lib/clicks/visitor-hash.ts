import { createHash, randomBytes } from 'node:crypto';

/**
 * The visitor of one day, as the figures tell them apart: a hash of the day's random salt, the edition, the address
 * (an IPv6 /64 as one) and the user agent. Neither the address nor the agent is kept, and once the day's salt is
 * deleted the hash leads back to nobody: the same visitor tomorrow is another hash.
 */
export function dailyVisitorHash(salt: string, edition: string, addressKey: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${edition}\n${addressKey}\n${userAgent}`).digest('base64url').slice(0, 32);
}

/** A fresh day's salt. */
export const newDaySalt = (): string => randomBytes(32).toString('base64url');

const CLICK_ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const CLICK_ID_LENGTH = 20;

/**
 * A click's id for the network's sub-id: 20 lower-case letters and digits (about 103 bits), which every network's
 * sub-id accepts, unguessable so that nobody can claim another's click in a report.
 */
export function newClickId(): string {
  const bytes = randomBytes(CLICK_ID_LENGTH);
  let id = '';
  for (const byte of bytes) id += CLICK_ID_ALPHABET[byte % CLICK_ID_ALPHABET.length];
  return id;
}
