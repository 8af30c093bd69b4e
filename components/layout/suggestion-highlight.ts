import { SUGGEST_MIN_CHARS } from './search-suggestions';

/**
 * The marks of the header's search suggestions: the query's words found literally in a name. (The search page
 * marks stemmed words instead: lib/search/highlight.)
 */

export interface TextPart {
  text: string;
  match: boolean;
}

const SPECIAL_FOLDS: Record<string, string> = { œ: 'oe', Œ: 'oe', æ: 'ae', Æ: 'ae', ß: 'ss', '’': "'" };

/** Characters compared without accents, case or typographic variants, so "hotel" finds "Hôtel" and "l'" finds "l’". */
function foldChar(char: string): string {
  return SPECIAL_FOLDS[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The folded text and, for each folded character, the original range it came from. */
function folded(text: string) {
  let out = '';
  const from: number[] = [];
  const to: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = foldChar(char);
    for (let k = 0; k < piece.length; k++) {
      from.push(index);
      to.push(index + char.length);
    }
    out += piece;
    index += char.length;
  }
  return { out, from, to };
}

/**
 * The name cut into matched and unmatched parts, for `<mark>`: every occurrence of each word of the query (two
 * characters or more), accent- and case-insensitive. The server also matches by stem and by trigram, so a
 * suggestion may have no literal match: then the whole name is one unmatched part.
 */
export function highlightParts(name: string, query: string): TextPart[] {
  const source = folded(name);
  const terms = [...new Set(query.split(/\s+/).map((term) => folded(term).out.trim()))].filter((term) => term.length >= SUGGEST_MIN_CHARS);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let at = source.out.indexOf(term); at !== -1; at = source.out.indexOf(term, at + term.length)) {
      ranges.push([source.from[at]!, source.to[at + term.length - 1]!]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (end <= cursor) continue;
    const from = Math.max(start, cursor);
    if (from > cursor) parts.push({ text: name.slice(cursor, from), match: false });
    // Overlapping or touching matches ("ba" and "al" in "bali") join into one mark.
    const last = parts[parts.length - 1];
    if (last?.match && from === cursor) last.text += name.slice(from, end);
    else parts.push({ text: name.slice(from, end), match: true });
    cursor = end;
  }
  if (cursor < name.length || parts.length === 0) parts.push({ text: name.slice(cursor), match: false });
  return parts;
}
