import type { ConversionStatus } from '@/lib/clicks/constants';

/**
 * The words the networks (and admins' own spreadsheets, in French, Dutch or English) write for a conversion's state,
 * one list per status. Compared without case, accents or extra spaces, so `Approuvée`, `APPROVED` and ` approved `
 * are one word. Awin says declined, TradeTracker accepted, Daisycon open and disapproved, Tradedoubler P, A and D.
 */
const synonyms: Record<ConversionStatus, readonly string[]> = {
  pending: ['pending', 'open', 'p', 'new', 'waiting', 'on hold', 'onhold', 'hold', 'in progress', 'to be approved', 'en attente', 'attente', 'en cours', 'nouveau', 'nouvelle', 'in afwachting', 'openstaand', 'in behandeling', 'nieuw'],
  approved: ['approved', 'accepted', 'a', 'confirmed', 'validated', 'valid', 'paid', 'payable', 'ok', 'approuve', 'approuvee', 'accepte', 'acceptee', 'valide', 'validee', 'confirme', 'confirmee', 'paye', 'payee', 'goedgekeurd', 'geaccepteerd', 'bevestigd', 'uitbetaald', 'betaald'],
  rejected: ['rejected', 'declined', 'disapproved', 'denied', 'd', 'refused', 'cancelled', 'canceled', 'void', 'reversed', 'invalid', 'refuse', 'refusee', 'rejete', 'rejetee', 'annule', 'annulee', 'decline', 'declinee', 'afgekeurd', 'geweigerd', 'afgewezen', 'geannuleerd', 'ongeldig'],
};

/** A word as compared: lower case, accents dropped, spaces collapsed. */
const normalised = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

const statusOfWord = new Map<string, ConversionStatus>(Object.entries(synonyms).flatMap(([status, words]) => words.map((word) => [normalised(word), status as ConversionStatus] as const)));

/** The status a report's word stands for; null for a word no network uses. */
export const conversionStatusOf = (word: string): ConversionStatus | null => statusOfWord.get(normalised(word)) ?? null;
