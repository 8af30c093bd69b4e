import type { EditionId } from '@/lib/editions';

/** More words than this add nothing to a search but cost: the rest is ignored. */
export const MAX_WORDS = 8;
/** A last word this long or longer is matched as a prefix (the visitor may still be typing it). */
const PREFIX_MIN_LENGTH = 3;

/** The text-search configuration of an edition (migration 0005): Dutch for nl-be, French elsewhere, both unaccented. */
export const searchConfig = (edition: EditionId) => (edition === 'nl-be' ? 'nl_unaccent' : 'fr_unaccent');

/**
 * Function words PostgreSQL's stop-word lists lack (its `french.stop` has `le` and `la` but not `les`): kept, they
 * would stem to `le` and match nearly every text.
 */
const EXTRA_STOP_WORDS = new Set(['les']);

/**
 * The words of a search text: runs of letters and digits, at most MAX_WORDS. Punctuation, quotes and the
 * operators of `to_tsquery` (`&`, `|`, `!`, `:`, parentheses) never reach PostgreSQL, so no text can make the
 * query fail.
 */
export function searchWords(text: string): string[] {
  const words = text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((word) => !EXTRA_STOP_WORDS.has(word.toLowerCase())).slice(0, MAX_WORDS);
}

/**
 * The `to_tsquery` text: every word must match (AND); the last one also as a prefix, so that `hot` finds
 * `hôtels` while the visitor types. PostgreSQL stems and unaccents each word with the edition's configuration.
 */
export function tsQueryText(words: string[]): string {
  return words
    .map((word, i) => (i === words.length - 1 && Array.from(word).length >= PREFIX_MIN_LENGTH ? `${word}:*` : word))
    .join(' & ');
}

/** The lexemes of a tsquery's text form (`'hotel':* & 'etoil'`), to highlight the words that matched. */
export function tsQueryLexemes(query: string): string[] {
  return [...query.matchAll(/'((?:[^']|'')+)'/g)].map((m) => m[1].replace(/''/g, "'"));
}
