import { editions, type EditionId, type SegmentKey } from '@/lib/editions';
import type { PageIdentifier } from '@/server/db/schema';

interface StaticPage {
  path: (segments: Record<SegmentKey, string>) => string;
  /** The editor page behind the route: its title is the link text, and without it the edition lacks the page. */
  identifier?: PageIdentifier;
  /** Link text of a route that exists in every edition whether or not an editor page backs it. */
  fallback?: { fr: string; nl: string };
}

/** The static routes listed by the HTML sitemap (the sitemap itself and search are left out). */
const staticPages: StaticPage[] = [
  { path: (s) => `/${s.about}`, identifier: 'about_us_page' },
  { path: (s) => `/${s.legal}`, identifier: 'mentions_legales_page' },
  { path: (s) => `/${s.terms}`, identifier: 'conditions_page' },
  { path: () => '/contact', identifier: 'contact_us_page' },
  { path: () => '/faq', identifier: 'faq_page' },
  { path: () => '/cookies', identifier: 'cookie_policy_page' },
  { path: () => '/privacy', identifier: 'privacy_policy_page' },
  { path: (s) => `/${s.blog}`, identifier: 'blog_page', fallback: { fr: 'Blog', nl: 'Blog' } },
  { path: (s) => `/${s.comparator}`, fallback: { fr: 'Comparateur de vacances', nl: 'Vakanties vergelijken' } },
  { path: (s) => `/${s.destinations}`, fallback: { fr: 'Destinations', nl: 'Bestemmingen' } },
  { path: (s) => `/${s.categories}`, fallback: { fr: 'Catégories', nl: 'Categorieën' } },
  { path: (s) => `/${s.categoryPromotions}`, fallback: { fr: 'Toutes les promotions', nl: 'Alle promoties' } },
  { path: (s) => `/${s.shareCode}`, fallback: { fr: 'Partager un code promo', nl: 'Deel een kortingscode' } },
  { path: () => '/newsletter', fallback: { fr: 'Newsletter', nl: 'Nieuwsbrief' } },
];

/** `{title, url}` of the edition's static pages, titled by the edition's editor pages where they exist. */
export function staticPageLinks(edition: EditionId, titles: Map<PageIdentifier, string>): { title: string; url: string }[] {
  const { segments, language } = editions[edition];
  const links: { title: string; url: string }[] = [];
  for (const page of staticPages) {
    const title = (page.identifier && titles.get(page.identifier)) || page.fallback?.[language];
    if (title) links.push({ title, url: page.path(segments) });
  }
  return links;
}
