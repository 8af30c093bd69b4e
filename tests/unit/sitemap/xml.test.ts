import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapIndexXml, urlsetXml, w3cDate } from '@/lib/sitemap/xml';

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

