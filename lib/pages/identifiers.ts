/** Identifiers of the static pages whose texts editors write. */
export const pageIdentifiers = [
  'about_us_page',
  'conditions_page',
  'contact_us_page',
  'cookie_policy_page',
  'faq_page',
  'html_sitemap_page',
  'mentions_legales_page',
  'privacy_policy_page',
  'blog_page',
] as const;
export type PageIdentifier = (typeof pageIdentifiers)[number];
