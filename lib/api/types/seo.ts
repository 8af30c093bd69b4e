/** What editors set on a page for search engines and social networks (the SEO calls write it). */
export interface SeoOverrides {
  robots_noindex?: boolean;
  robots_nofollow?: boolean;
  /** Another address search engines should keep instead of this page's. */
  canonical_url?: string | null;
  /** The picture of the page's social card. */
  og_image?: string | null;
}
