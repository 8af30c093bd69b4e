import { absoluteUrl, type EditionId } from '@/lib/editions';
import { staticPath } from '@/lib/routing';

/**
 * The robots.txt an edition serves until an editor uploads one: crawl everything except the API, the editors' area,
 * the ways out to merchants (counted clicks, not pages) and the search results (noindex anyway, and endless: every
 * query string is a page), and find the pages in the sitemap.
 * `/search$` and `/search?` rather than a bare `/search` prefix, which would also block a shop whose slug
 * starts with "search". Crawlers without `$` support read it literally and simply block less.
 */
export function defaultRobotsTxt(edition: EditionId): string {
  const search = staticPath(edition, 'search');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /go/',
    ...(search ? [`Disallow: ${search}$`, `Disallow: ${search}?`] : []),
    '',
    `Sitemap: ${absoluteUrl(edition, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
