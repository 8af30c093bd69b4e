import type { stores } from '@/server/db/schema';

type SeoRow = Pick<typeof stores.$inferSelect, 'seoTitle' | 'metaDescription' | 'robotsNoindex' | 'robotsNofollow' | 'canonicalUrl' | 'ogImage'>;

/** The SEO data editors set on a page's entity, as every read and the SEO calls name it. */
export const seoFields = (row: SeoRow) => ({
  seo_title: row.seoTitle,
  meta_description: row.metaDescription,
  robots_noindex: row.robotsNoindex,
  robots_nofollow: row.robotsNofollow,
  canonical_url: row.canonicalUrl,
  og_image: row.ogImage,
});
