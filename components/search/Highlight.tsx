import { highlightParts } from '@/lib/search/highlight';

/** A text with the words of the search marked (`<mark>`), as text nodes: no HTML from the data reaches the page. */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  const parts = highlightParts(text, terms);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part))}</>;
}
