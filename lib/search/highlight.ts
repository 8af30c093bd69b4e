/** Lower case without accents, as the search compares words (`Hôtels` → `hotels`). */
const foldAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A text cut into pieces for highlighting: even indexes are plain, odd ones are the words that matched. A word
 * matches when it starts with one of the search's stemmed terms (`hotel` marks `hôtels`), accents and case aside.
 * Rendered as text and `<mark>`, never as HTML.
 */
export function highlightParts(text: string, terms: readonly string[]): string[] {
  const stems = terms.map(foldAccents).filter(Boolean);
  if (stems.length === 0) return [text];
  const parts: string[] = [];
  let plainStart = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    const folded = foldAccents(word);
    if (!stems.some((stem) => folded.startsWith(stem))) continue;
    parts.push(text.slice(plainStart, match.index), word);
    plainStart = match.index + word.length;
  }
  parts.push(text.slice(plainStart));
  return parts;
}
