import type { StaticPageKey } from '@/lib/editions';
import { pageIdentifiers, type PageIdentifier } from '@/lib/pages/identifiers';

/** The static route each editor page is the text of (the app's routes: app/[locale]/…/page.tsx `cmsRoute`). */
const routeOf: Record<PageIdentifier, StaticPageKey> = {
  about_us_page: 'about',
  conditions_page: 'terms',
  contact_us_page: 'contact',
  cookie_policy_page: 'cookies',
  faq_page: 'faq',
  html_sitemap_page: 'htmlSitemap',
  mentions_legales_page: 'legal',
  privacy_policy_page: 'privacy',
  blog_page: 'blog',
};

export const staticPageRoute = (page: PageIdentifier): StaticPageKey => routeOf[page];

export const isPageIdentifier = (value: string): value is PageIdentifier => (pageIdentifiers as readonly string[]).includes(value);
