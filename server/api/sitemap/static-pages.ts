import type { EditionId, StaticPageKey } from '@/lib/editions';
import { staticPath } from '@/lib/routing';
import type { PageIdentifier } from '@/server/db/schema';

/** Where a static page's `<lastmod>` comes from: its editor page, or the newest row of what it lists. */
export type StaticLastmod = 'cms' | 'destinations' | 'categories' | 'blog' | null;

interface StaticRule {
  /** The editor page behind the route: without it the route answers 404, so it stays out of the sitemap. */
  cms?: PageIdentifier;
  lastmod: StaticLastmod;
}

/**
 * Every static route of the site and whether the XML sitemap lists it. A Record, so a new static route cannot
 * be added without deciding here. Search is noindex (lib/seo robotsFor); not-found is not a page.
 */
const rules: Record<StaticPageKey, StaticRule | null> = {
  home: { lastmod: null },
  destinations: { lastmod: 'destinations' },
  categories: { lastmod: 'categories' },
  categoryPromotions: { lastmod: null },
  comparator: { lastmod: null },
  blog: { lastmod: 'blog' },
  about: { cms: 'about_us_page', lastmod: 'cms' },
  legal: { cms: 'mentions_legales_page', lastmod: 'cms' },
  terms: { cms: 'conditions_page', lastmod: 'cms' },
  contact: { cms: 'contact_us_page', lastmod: 'cms' },
  cookies: { cms: 'cookie_policy_page', lastmod: 'cms' },
  faq: { cms: 'faq_page', lastmod: 'cms' },
  htmlSitemap: { cms: 'html_sitemap_page', lastmod: 'cms' },
  privacy: { cms: 'privacy_policy_page', lastmod: 'cms' },
  search: null,
  shareCode: { lastmod: null },
  // What it shows depends on the link followed (confirm, unsubscribe): it is no page for search engines.
  newsletter: null,
  // A visitor's own alerts, read through a mail's link: nothing there for search engines either.
  alerts: null,
};

export interface IndexableStaticPage {
  key: StaticPageKey;
  path: string;
  cms?: PageIdentifier;
  lastmod: StaticLastmod;
}

/** The indexable static pages an edition serves, given which editor pages it has. */
export function indexableStaticPages(edition: EditionId, hasCmsPage: (id: PageIdentifier) => boolean): IndexableStaticPage[] {
  const out: IndexableStaticPage[] = [];
  for (const [key, rule] of Object.entries(rules) as [StaticPageKey, StaticRule | null][]) {
    const path = staticPath(edition, key);
    if (!rule || path === null || (rule.cms && !hasCmsPage(rule.cms))) continue;
    out.push({ key, path, cms: rule.cms, lastmod: rule.lastmod });
  }
  return out;
}
