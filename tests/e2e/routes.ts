import type { EditionId } from './fixtures';

/** The static routes per edition, in each edition's own spelling. */
type Paths = Record<EditionId, string>;
const same = (path: string): Paths => ({ 'fr-be': path, 'nl-be': path, 'fr-fr': path });

/** The static routes whose content is an editor page (`/api/pages/<identifier>/`). */
export const cmsRoutes: { key: string; paths: Paths; identifier: string }[] = [
  { key: 'about', paths: { 'fr-be': '/a-propos', 'nl-be': '/over-ons', 'fr-fr': '/a-propos' }, identifier: 'about_us_page' },
  {
    key: 'legal',
    paths: { 'fr-be': '/mentions-legales', 'nl-be': '/wettelijke-vertegenwoordiger', 'fr-fr': '/mentions-legales' },
    identifier: 'mentions_legales_page',
  },
  {
    key: 'terms',
    paths: { 'fr-be': '/conditions-generales', 'nl-be': '/gebruiksvoorwaarden', 'fr-fr': '/conditions-generales' },
    identifier: 'conditions_page',
  },
  { key: 'faq', paths: same('/faq'), identifier: 'faq_page' },
  { key: 'contact', paths: same('/contact'), identifier: 'contact_us_page' },
  { key: 'cookies', paths: same('/cookies'), identifier: 'cookie_policy_page' },
  { key: 'privacy', paths: same('/privacy'), identifier: 'privacy_policy_page' },
  { key: 'html-sitemap', paths: same('/html-sitemap'), identifier: 'html_sitemap_page' },
];

/** The other static routes (list pages whose content later issues enrich). */
export const otherRoutes: { key: string; paths: Paths }[] = [
  { key: 'destinations', paths: { 'fr-be': '/pays', 'nl-be': '/bestemmingen', 'fr-fr': '/pays' } },
  { key: 'categories', paths: { 'fr-be': '/categories', 'nl-be': '/categorieen', 'fr-fr': '/categories' } },
  {
    key: 'categories/promotions',
    paths: { 'fr-be': '/categories/promotions', 'nl-be': '/categorieen/promoties', 'fr-fr': '/categories/promotions' },
  },
  { key: 'comparator', paths: { 'fr-be': '/comparateur', 'nl-be': '/vergelijken', 'fr-fr': '/comparateur' } },
  { key: 'blog', paths: same('/blog') },
  { key: 'search', paths: same('/search') },
];

export const allStaticPaths = (edition: EditionId): string[] => ['/', ...[...cmsRoutes, ...otherRoutes].map((r) => r.paths[edition])];
