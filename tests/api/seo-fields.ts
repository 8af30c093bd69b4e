/** The SEO settings every page entity's read carries beside `seo_title` and `meta_description`. */
export const SEO_OVERRIDE_FIELDS = ['robots_noindex', 'robots_nofollow', 'canonical_url', 'og_image'] as const;
