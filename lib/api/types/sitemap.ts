/** Shapes of the HTML sitemap's answer. */

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
