/** Shapes of the sitemaps' answers: the HTML sitemap's links and the XML sitemap's entries. */

import type { EditionPaths } from '@/lib/seo';

export interface SitemapLink {
  name?: string;
  title?: string;
  url: string;
  children?: SitemapLink[];
}

export interface HtmlSitemap {
  pages: { title: string; url: string }[];
  stores: SitemapLink[];
  categories: SitemapLink[];
  destinations: SitemapLink[];
  blog_categories: SitemapLink[];
}

/** One page of the sitemap as `/api/sitemap/entries/` answers it. */
export interface SitemapEntry {
  path: string;
  lastmod: string | null;
  /** The same page in the other editions (edition → path), reciprocal. */
  alternates: EditionPaths;
}

export interface EntriesPage {
  count: number;
  results: SitemapEntry[];
}
