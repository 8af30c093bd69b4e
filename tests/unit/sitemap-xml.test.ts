import { describe, expect, it } from 'vitest';
import { defaultRobotsTxt } from '@/lib/sitemap/robots';
import { chunkOf, partCount, partFromSegment, sitemapDocument, SITEMAP_MAX_URLS, type EntriesPage, type SitemapEntry } from '@/lib/sitemap/plan';
import { escapeXml, sitemapIndexXml, urlsetXml, w3cDate } from '@/lib/sitemap/xml';

const entry = (n: number): SitemapEntry => ({ path: `/p${n}`, lastmod: null, alternates: {} });

/** A loader over an in-memory list, answering like the API: page `page` of `size`, null past the last page. */
function loaderOf(all: SitemapEntry[]) {
  const calls: [number, number][] = [];
  const load = async (page: number, size: number): Promise<EntriesPage | null> => {
    calls.push([page, size]);
    if (page > partCount(all.length, size)) return null;
    return { count: all.length, results: chunkOf(all, page, size) };
  };
  return { load, calls };
}

describe('sitemap chunking', () => {
  it('keeps the protocol limit of 50,000 URLs a file', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(partCount(0)).toBe(1);
    expect(partCount(50_000)).toBe(1);
    expect(partCount(50_001)).toBe(2);
  });

  it('is one urlset up to the limit, with no part files', async () => {
    const all = [1, 2, 3].map(entry);
    const { load } = loaderOf(all);
    expect(await sitemapDocument(null, load, 3)).toEqual({ kind: 'urlset', entries: all });
    expect(await sitemapDocument(1, load, 3)).toBeNull();
  });

  it('becomes an index of parts above the limit, each entry in exactly one part, in order', async () => {
    const all = [1, 2, 3, 4, 5, 6, 7].map(entry);
    const { load, calls } = loaderOf(all);
    expect(await sitemapDocument(null, load, 3)).toEqual({ kind: 'index', parts: [1, 2, 3] });
    const parts = await Promise.all([1, 2, 3].map((p) => sitemapDocument(p, load, 3)));
    expect(parts.map((d) => (d?.kind === 'urlset' ? d.entries.map((e) => e.path) : null))).toEqual([
      ['/p1', '/p2', '/p3'],
      ['/p4', '/p5', '/p6'],
      ['/p7'],
    ]);
    expect(calls.every(([, size]) => size === 3)).toBe(true);
    expect(await sitemapDocument(4, load, 3)).toBeNull();
    expect(await sitemapDocument(0, load, 3)).toBeNull();
  });

  it('reads part numbers only from `{n}.xml`', () => {
    expect(partFromSegment('2.xml')).toBe(2);
    for (const bad of ['0.xml', '02.xml', '2', 'x.xml', '2.xml.gz', '-1.xml']) expect(partFromSegment(bad)).toBeNull();
  });
});

describe('sitemap XML', () => {
  it('escapes the five XML characters and drops the control characters XML forbids', () => {
    expect(escapeXml(`a&b<c>d"e'f\u0001g`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;fg');
  });

  it('writes absolute canonical URLs on the edition domain, lastmod, and the same hreflang links as the pages', () => {
    const xml = urlsetXml('nl-be', [
      { path: '/', lastmod: '2030-01-02T03:04:05.678Z', alternates: { 'fr-be': '/', 'fr-fr': '/' } },
      { path: '/bestemmingen/griekenland', lastmod: null, alternates: { 'fr-be': '/pays/grece' } },
      { path: '/a&b', lastmod: 'not a date', alternates: {} },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(xml).toContain(
      '<url><loc>https://vakanties.be</loc><lastmod>2030-01-02T03:04:05Z</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="fr-BE" href="https://vacances.be"/>' +
        '<xhtml:link rel="alternate" hreflang="nl-BE" href="https://vakanties.be"/>' +
        '<xhtml:link rel="alternate" hreflang="fr-FR" href="https://vacances.fr"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://vacances.be"/></url>',
    );
    expect(xml).toContain(
      '<url><loc>https://vakanties.be/bestemmingen/griekenland</loc>' +
        '<xhtml:link rel="alternate" hreflang="fr-BE" href="https://vacances.be/pays/grece"/>' +
        '<xhtml:link rel="alternate" hreflang="nl-BE" href="https://vakanties.be/bestemmingen/griekenland"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://vacances.be/pays/grece"/></url>',
    );
    // A page without alternates has no hreflang set at all (as in its <head>); a bad date has no lastmod.
    expect(xml).toContain('<url><loc>https://vakanties.be/a&amp;b</loc></url>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('writes an index of part files on the edition domain', () => {
    expect(sitemapIndexXml('fr-fr', [1, 2])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://vacances.fr/sitemaps/1.xml</loc></sitemap>\n<sitemap><loc>https://vacances.fr/sitemaps/2.xml</loc></sitemap>\n</sitemapindex>\n',
    );
  });

  it('writes W3C datetimes to the second', () => {
    expect(w3cDate('2030-01-02T03:04:05.678Z')).toBe('2030-01-02T03:04:05Z');
    expect(w3cDate(null)).toBeNull();
  });
});

describe('default robots.txt', () => {
  it('allows all but the API and search results, and names the edition sitemap', () => {
    expect(defaultRobotsTxt('nl-be')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /search$\nDisallow: /search?\n\nSitemap: https://vakanties.be/sitemap.xml\n',
    );
    expect(defaultRobotsTxt('fr-fr')).toContain('Sitemap: https://vacances.fr/sitemap.xml');
  });
});
