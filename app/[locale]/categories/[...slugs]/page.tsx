import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { renderCategory } from '@/components/categories/render-category';
import { resolveSlug } from '@/lib/api/slugs';
import { categorySlugChain, isChain } from '@/lib/landing/paths';
import { pageEdition } from '@/lib/page-edition';
import { categoryCanonicalPath, categoryMetadata, loadCategory } from '@/lib/pages/category';
import { queryString, type PageSearchParams } from '@/lib/search-params';
import { resolveLandingPath } from '@/lib/slug-dispatch';

type Params = Promise<{ locale: string; slugs: string[] }>;
type SearchParams = Promise<PageSearchParams>;

/**
 * `/categories/{one}[/{two}[/{three}]]` (`/categorieen/…` on nl-be). The last segment names the category; a
 * path that is not its chain of parents (an old parent, another letter case) moves to the right one.
 */
async function load(params: Params, searchParams: SearchParams) {
  const edition = await pageEdition(params);
  const [{ slugs }, query] = await Promise.all([params, searchParams]);
  const target = await resolveLandingPath(slugs ?? [], ['category', 'subcategory'], (slug) => resolveSlug(edition.id, slug));
  if (target.kind === 'notFound') notFound();
  const category = await loadCategory(edition, target.resolved.slug);
  if (!isChain(target.segments, categorySlugChain(category))) permanentRedirect(`${categoryCanonicalPath(edition, category)}${queryString(query)}`);
  return { edition, category, query };
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const { edition, category, query } = await load(params, searchParams);
  return categoryMetadata(edition, category, query);
}

export default async function CategoryRoute({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { edition, category, query } = await load(params, searchParams);
  return renderCategory(edition, category, query);
}
