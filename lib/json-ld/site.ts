import { absoluteUrl, editions, type EditionId } from '@/lib/editions';
import { staticPath } from '@/lib/routing';
import { absoluteAsset, canonicalUrl } from '@/lib/seo';
import type { JsonLdThing } from './script';

/** The JSON-LD of the site itself, on every page: the website and the organisation behind it. */

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
