import { absoluteUrl, editions, type EditionId } from '@/lib/editions';
import { staticPath } from '@/lib/routing';
import { absoluteAsset, canonicalUrl, stripHtml } from '@/lib/seo';

/** The JSON-LD of the site and its pages: the site, the organisation, breadcrumbs, FAQs, and the script body. */

/** A schema.org object as `jsonLdScript` takes it. */
export interface JsonLdThing {
  '@context': 'https://schema.org';
  '@type': string;
  [property: string]: unknown;
}

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

/** schema.org WebSite with the search box action (search is reached with `str`). */
export function websiteJsonLd(edition: EditionId): JsonLdThing {
  const { brandName, htmlLang } = editions[edition];
  const searchPath = staticPath(edition, 'search');
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: brandName,
    url: canonicalUrl(edition, '/'),
    inLanguage: htmlLang,
    ...(searchPath
      ? {
          potentialAction: {
            '@type': 'SearchAction',
            target: `${absoluteUrl(edition, searchPath)}?str={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        }
      : {}),
  };
}

export function organizationJsonLd(edition: EditionId): JsonLdThing {
  const { brandName, logo } = editions[edition];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brandName,
    url: canonicalUrl(edition, '/'),
    logo: absoluteAsset(edition, logo),
  };
}

/**
 * JSON for a `<script type="application/ld+json">` body. The HTML parser ends a script at `</script` and
 * treats `<!--` specially whatever the JSON says, so `<` (and, for good measure, `>` and `&`) are written as
 * JSON escapes, which parse back to the same string. U+2028/2029 are escaped for older JS-based consumers.
 */
export function jsonLdScript(data: JsonLdThing | JsonLdThing[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
