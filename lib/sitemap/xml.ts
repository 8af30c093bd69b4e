import type { SitemapEntry } from '@/lib/api/types/sitemap';
import { absoluteUrl, type EditionId } from '@/lib/editions';
import { canonicalUrl, hreflangAlternates } from '@/lib/seo';
import { sitemapPartPath } from './plan';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text or attribute value for XML: the five special characters escaped, and the control characters XML 1.0
 * forbids dropped (one of those from an editor's slug would make the whole file unparsable).
 */
export function escapeXml(value: string): string {
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => entities[c]);
}

/** W3C datetime of a lastmod, to the second; null for a missing or unreadable date. */
export function w3cDate(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * One `<url>`: the canonical URL, lastmod, and the hreflang links the page's own `<head>` carries
 * (hreflangAlternates: the page itself, the other editions, x-default), all absolute on each edition's domain.
 */
function urlXml(edition: EditionId, entry: SitemapEntry): string {
  const lines = [`<url><loc>${escapeXml(canonicalUrl(edition, entry.path))}</loc>`];
  const lastmod = w3cDate(entry.lastmod);
  if (lastmod) lines.push(`<lastmod>${lastmod}</lastmod>`);
  const languages = hreflangAlternates({ ...entry.alternates, [edition]: entry.path });
  for (const [hreflang, href] of Object.entries(languages ?? {})) {
    lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`);
  }
  lines.push('</url>');
  return lines.join('');
}

export function urlsetXml(edition: EditionId, entries: readonly SitemapEntry[]): string {
  const body = entries.map((entry) => urlXml(edition, entry)).join('\n');
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${body}${body ? '\n' : ''}</urlset>\n`;
}

export function sitemapIndexXml(edition: EditionId, parts: readonly number[]): string {
  const body = parts.map((part) => `<sitemap><loc>${escapeXml(absoluteUrl(edition, sitemapPartPath(part)))}</loc></sitemap>`).join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${body}\n</sitemapindex>\n`;
}
