import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { renderDestination } from '@/components/destinations/render-destination';
import { resolveSlug } from '@/lib/api/slugs';
import { destinationSlugChain, isChain } from '@/lib/landing/paths';
import { pageEdition } from '@/lib/page-edition';
import { destinationCanonicalPath, destinationMetadata, loadDestination } from '@/lib/pages/destination';
import { splitPageState } from '@/lib/page-state';
import { queryString } from '@/lib/search-params';
import { resolveLandingPath } from '@/lib/slug-dispatch';
import { metadataUnlessMissing } from '@/lib/pages/metadata-unless-missing';
import { renderOrNotFound } from '@/components/errors/render-or-not-found';

type Params = Promise<{ locale: string; slugs: string[] }>;

/**
 * `/pays/{country}[/{region}[/{city}]]` (`/bestemmingen/…` on nl-be; a city placed directly in its country is
 * `/pays/{country}/{city}`). The last segment names the place; a path that is not its chain of parents moves
 * to the right one.
 */
async function load(params: Params) {
  const edition = await pageEdition(params);
  const { segments: slugs, query } = splitPageState((await params).slugs ?? []);
  const target = await resolveLandingPath(slugs, ['location', 'sublocation'], (slug) => resolveSlug(edition.id, slug));
  if (target.kind === 'notFound') notFound();
  const destination = await loadDestination(edition, target.entity === 'location' ? 'location' : 'sublocation', target.resolved.slug);
  if (!isChain(target.segments, destinationSlugChain(destination))) {
    permanentRedirect(`${destinationCanonicalPath(edition, destination)}${queryString(query)}`);
  }
  return { edition, destination };
}

/** Rendered on its first visit and cached, like every public page (see the root layout). */
export function generateStaticParams(): [] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return metadataUnlessMissing(async () => {
    const { edition, destination } = await load(params);
    return destinationMetadata(edition, destination);
  });
}

export default function DestinationRoute({ params }: { params: Params }) {
  return renderOrNotFound(async () => {
    const { edition, destination } = await load(params);
    return renderDestination(edition, destination);
  });
}
