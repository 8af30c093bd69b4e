import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { resolveSlug } from '@/lib/api/slugs';
import type { Edition } from '@/lib/editions';
import { pageEdition } from '@/lib/page-edition';
import { splitPageState } from '@/lib/page-state';
import { queryString } from '@/lib/search-params';
import { dispatchSlug } from '@/lib/slug-dispatch';
import type { SlugView, SlugViewContext } from './slug-view';
import { slugViews } from './views';
import { metadataUnlessMissing } from '@/lib/pages/metadata-unless-missing';
import { renderOrNotFound } from '@/components/errors/render-or-not-found';

type Params = Promise<{ locale: string; slug: string[] }>;

/**
 * The view a path no other route claims leads to. generateMetadata and the page both
 * call this; the slug resolution and the entity reads behind it are cached per request.
 */
async function load(params: Params): Promise<{ context: SlugViewContext; view: SlugView }> {
  const edition: Edition = await pageEdition(params);
  const { segments, query } = splitPageState((await params).slug ?? []);
  const result = await dispatchSlug(segments, slugViews, (slug) => resolveSlug(edition.id, slug));
  if (result.kind === 'redirect') permanentRedirect(`${result.location}${queryString(query)}`);
  if (result.kind === 'notFound') notFound();
  return {
    view: result.route,
    context: { edition, entity: result.entity, resolved: result.resolved, segments, searchParams: query },
  };
}

/** Rendered on its first visit and cached, like every public page (see the root layout). */
export function generateStaticParams(): [] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return metadataUnlessMissing(async () => {
    const { view, context } = await load(params);
    return view.metadata(context);
  });
}

export default function FreeSlugPage({ params }: { params: Params }) {
  return renderOrNotFound(async () => {
    const { view, context } = await load(params);
    return view.render(context);
  });
}
