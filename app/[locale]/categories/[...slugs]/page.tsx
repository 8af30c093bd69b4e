import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { renderCategory } from '@/components/categories/render-category';
import { resolveSlug } from '@/lib/api/slugs';
import { categorySlugChain, isChain } from '@/lib/landing/paths';
import { pageEdition } from '@/lib/page-edition';
import { categoryCanonicalPath, categoryMetadata, loadCategory } from '@/lib/pages/category';
import { splitPageState } from '@/lib/page-state';
import { queryString } from '@/lib/search-params';
import { resolveLandingPath } from '@/lib/slug-dispatch';
import { metadataUnlessMissing } from '@/lib/pages/metadata-unless-missing';
import { renderOrNotFound } from '@/components/errors/render-or-not-found';

type Params = Promise<{ locale: string; slugs: string[] }>;

/**
 * `/categories/{one}[/{two}[/{three}]]` (`/categorieen/…` on nl-be). The last segment names the category; a
 * path that is not its chain of parents (an old parent, another letter case) moves to the right one.
 */
async function load(params: Params) {
  const edition = await pageEdition(params);
  const { segments: slugs, query } = splitPageState((await params).slugs ?? []);
  const target = await resolveLandingPath(slugs, ['category', 'subcategory'], (slug) => resolveSlug(edition.id, slug));
  if (target.kind === 'notFound') notFound();
  const category = await loadCategory(edition, target.resolved.slug);
  if (!isChain(target.segments, categorySlugChain(category))) permanentRedirect(`${categoryCanonicalPath(edition, category)}${queryString(query)}`);
  return { edition, category, query };
}

/** Rendered on its first visit and cached, like every public page (see the root layout). */
export function generateStaticParams(): [] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return metadataUnlessMissing(async () => {
    const { edition, category, query } = await load(params);
    return categoryMetadata(edition, category, query);
  });
}

export default function CategoryRoute({ params }: { params: Params }) {
  return renderOrNotFound(async () => {
    const { edition, category, query } = await load(params);
    return renderCategory(edition, category, query);
  });
}
