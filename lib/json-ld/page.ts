import type { EditionId } from '@/lib/editions';
import { canonicalUrl, stripHtml } from '@/lib/seo';
import type { JsonLdThing } from './script';

/** The JSON-LD of a page's own blocks: its breadcrumbs and its questions. */

/**
 * schema.org BreadcrumbList. Relative URLs (the breadcrumbs API returns paths) become canonical URLs of the
 * edition; an item without a URL (the current page, last) gets no `item`.
 */
export function breadcrumbListJsonLd(edition: EditionId, items: { name: string; url?: string }[]): JsonLdThing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.url ? { item: /^https?:\/\//i.test(crumb.url) ? crumb.url : canonicalUrl(edition, crumb.url) } : {}),
    })),
  };
}

/**
 * schema.org FAQPage of a landing page's questions. Answers are plain text in the API; whatever markup an
 * editor slips in is stripped, and items missing a question or an answer are left out. Null when none is left.
 */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): JsonLdThing | null {
  const entities = items
    .map((item) => ({ question: stripHtml(item.question ?? '').trim(), answer: stripHtml(item.answer ?? '').trim() }))
    .filter((item) => item.question && item.answer)
    .map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } }));
  if (entities.length === 0) return null;
  return { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: entities };
}
