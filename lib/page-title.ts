import { getTranslations } from 'next-intl/server';
import type { EditionId } from './editions';
import { withoutBrand } from './seo';

/**
 * The title of page `page` of a list: the title itself on page 1, else "{title} – page N". Editors' SEO titles
 * often end with the brand; the page number goes before it, and buildMetadata puts the brand back.
 */
export async function numberedTitle(edition: EditionId, title: string, page: number): Promise<string> {
  if (page <= 1) return title;
  const t = await getTranslations('pagination');
  return t('pageTitle', { title: withoutBrand(edition, title), page });
}
