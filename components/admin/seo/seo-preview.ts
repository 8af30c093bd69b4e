import type { EditionId } from '@/lib/editions';
import { pageTitle, stripHtml, truncateDescription } from '@/lib/seo';

/** Past these lengths search engines usually cut the title and description they show. */
export const SEO_TITLE_ADVISED = 60;
export const SEO_DESCRIPTION_ADVISED = 155;

/** Characters as an editor counts them: an emoji is one, not two. */
export const charCount = (text: string): number => Array.from(text).length;

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The address as search engines print it above a result: `vacances.be › blog › mon-article`. */
export function breadcrumbOf(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    return [hostname.replace(/^www\./, ''), ...pathname.split('/').filter(Boolean).map(decoded)].join(' › ');
  } catch {
    return url;
  }
}

/**
 * The title the page will carry: the SEO title, else the page's own, with the brand the pages add after it when
 * the edition is known. Empty when the entity has neither yet.
 */
export function previewTitle(seoTitle: string, fallbackTitle: string, edition?: EditionId): string {
  const title = stripHtml(seoTitle) || stripHtml(fallbackTitle);
  if (!title) return '';
  return edition ? pageTitle(edition, title) : title;
}

/** The description, else the start of the entity's text (often HTML), cut at a word as search engines do. */
export function previewDescription(seoDescription: string, fallbackDescription: string): string {
  return truncateDescription(stripHtml(seoDescription) || stripHtml(fallbackDescription), SEO_DESCRIPTION_ADVISED);
}
