import type { categories } from '@/server/db/schema';
import { seoFields } from '../shared/seo';

type LandingHeaderRow = Pick<
  typeof categories.$inferSelect,
  'seoTitle' | 'metaDescription' | 'robotsNoindex' | 'robotsNofollow' | 'canonicalUrl' | 'ogImage' | 'header1' | 'header2' | 'banner' | 'topDescription'
>;

/** The texts heading every landing page (a category, a country, a region, a city), as the API names them. */
export const landingHeader = (row: LandingHeaderRow) => ({
  ...seoFields(row),
  header_1: row.header1,
  header_2: row.header2,
  banner: row.banner,
  top_description: row.topDescription,
});
