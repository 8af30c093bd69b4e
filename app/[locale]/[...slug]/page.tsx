import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { resolveSlug } from '@/lib/api/slugs';
import type { Edition } from '@/lib/editions';
import { pageEdition } from '@/lib/page-edition';
import { queryString, type PageSearchParams } from '@/lib/search-params';
import { dispatchSlug } from '@/lib/slug-dispatch';
import type { SlugView, SlugViewContext } from './slug-view';
import { slugViews } from './views';

type Params = Promise<{ locale: string; slug: string[] }>;
type SearchParams = Promise<PageSearchParams>;

/**
 * The view a path no other route claims leads to. generateMetadata and the page both
 * call this; the slug resolution and the entity reads behind it are cached per request.
 */
async function load(params: Params, searchParams: SearchParams): Promise<{ context: SlugViewContext; view: SlugView }> {
  const edition: Edition = await pageEdition(params);
  const [{ slug: segments }, query] = await Promise.all([params, searchParams]);
  const result = await dispatchSlug(segments ?? [], slugViews, (slug) => resolveSlug(edition.id, slug));
  if (result.kind === 'redirect') permanentRedirect(`${result.location}${queryString(query)}`);
  if (result.kind === 'notFound') notFound();
  return {
    view: result.route,
    context: { edition, entity: result.entity, resolved: result.resolved, segments: segments ?? [], searchParams: query },
  };
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const { view, context } = await load(params, searchParams);
  return view.metadata(context);
}

export default async function FreeSlugPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { view, context } = await load(params, searchParams);
  return view.render(context);
}
