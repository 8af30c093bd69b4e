import { cache } from 'react';
import type { EditionId } from '@/lib/editions';
import { readOrNull } from './read';
import type { CmsPage } from './types/pages';
import type { HtmlSitemap } from './types/sitemap';

/** The identifiers of the editor pages behind the static routes. */
export type CmsPageId =
  | 'about_us_page'
  | 'conditions_page'
  | 'contact_us_page'
  | 'cookie_policy_page'
  | 'faq_page'
  | 'html_sitemap_page'
  | 'mentions_legales_page'
  | 'privacy_policy_page'
  | 'blog_page';

/** One editor page, or null when the edition has none (the route then answers 404). Shared by metadata and page. */
export const cmsPage = cache((edition: EditionId, id: CmsPageId) => readOrNull<CmsPage>(`/pages/${id}/`, edition));

export const htmlSitemap = cache((edition: EditionId) => readOrNull<HtmlSitemap>('/sitemap/get_html_sitemap_data/', edition));
