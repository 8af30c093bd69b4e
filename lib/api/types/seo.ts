/** An entity's SEO data under the names of `seoPatch` (lib/schemas/seo.ts), as the SEO calls read and write them. */
export interface SeoData {
  seo_title: string;
  seo_description: string;
  robots_noindex: boolean;
  robots_nofollow: boolean;
  /** Null: the page is its own canonical. */
  canonical_url: string | null;
  /** Null: the page's own picture, or the edition's logo. */
  og_image: string | null;
}

/** What editors set on a page for search engines and social networks (the SEO calls write it). */
export interface SeoOverrides {
  robots_noindex?: boolean;
  robots_nofollow?: boolean;
  /** Another address search engines should keep instead of this page's. */
  canonical_url?: string | null;
  /** The picture of the page's social card. */
  og_image?: string | null;
}
