import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DestinationView } from '@/components/destinations/DestinationView';
import { destinationPage, relatedProperties } from '@/lib/api/landing';
import { entityBreadcrumbs, forgetSlug } from '@/lib/api/slugs';
import type { DestinationPage } from '@/lib/api/types/destinations';
import { entityCrumbs } from '@/lib/breadcrumbs';
import type { Edition } from '@/lib/editions';
import { destinationSlugChain, isChain } from '@/lib/landing/paths';
import { withoutRepeats } from '@/lib/landing/properties';
import { entityPath } from '@/lib/routing';
import { buildMetadata, robotsFor, stripHtml } from '@/lib/seo';
import type { SlugView, SlugViewContext } from './views';

/**
 * The destination page of a country, region or city (spec §3), at `/pays/{chain}` (`/bestemmingen/…`) and by
 * free slug. Both routes find the destination, then call destinationMetadata / renderDestination below.
 */

export type DestinationKind = 'location' | 'sublocation';

/** The destination a resolved slug names; notFound() when it is gone since (and the slug is forgotten). */
export async function loadDestination(edition: Edition, kind: DestinationKind, slug: string): Promise<DestinationPage> {
  const destination = await destinationPage(edition.id, kind, slug);
  if (!destination) {
    forgetSlug(edition.id, slug);
    notFound();
  }
  return destination;
}

const entityKindOf = (destination: DestinationPage): DestinationKind => (destination.kind === 'country' ? 'location' : 'sublocation');

export const destinationCanonicalPath = (edition: Edition, destination: DestinationPage): string =>
  entityPath(edition.id, entityKindOf(destination), destinationSlugChain(destination));

export async function destinationMetadata(edition: Edition, destination: DestinationPage): Promise<Metadata> {
  const t = await getTranslations('landingMeta');
  return buildMetadata({
    edition: edition.id,
    title: destination.seo_title?.trim() || t('destinationTitle', { name: destination.name }),
    description:
      destination.meta_description?.trim() ||
      stripHtml(destination.top_description ?? '') ||
      t('destinationDescription', { name: destination.name }),
    pathname: destinationCanonicalPath(edition, destination),
    image: destination.banner ?? undefined,
    alternates: destination.alternates,
    robots: robotsFor({ kind: entityKindOf(destination) }),
  });
}

export async function renderDestination(edition: Edition, destination: DestinationPage): Promise<ReactNode> {
  const [tb, chain, properties] = await Promise.all([
    getTranslations('breadcrumbs'),
    entityBreadcrumbs(edition.id, destination.slug, entityKindOf(destination)),
    relatedProperties(edition.id, destination.datafeed_linking_fields),
  ]);
  const path = destinationCanonicalPath(edition, destination);
  const breadcrumbs = entityCrumbs(tb('home'), chain, [{ name: destination.name, url: path }]);
  return (
    <DestinationView
      edition={edition}
      destination={destination}
      breadcrumbs={breadcrumbs}
      path={path}
      properties={withoutRepeats(properties, destination.specific_hotels)}
    />
  );
}

/**
 * A destination by free slug: `/{slug}` alone, or its whole chain without the prefix (`/grece/crete`). The
 * canonical link points at `/pays/…`.
 */
async function loadFree({ edition, entity, resolved, segments }: SlugViewContext): Promise<DestinationPage> {
  const destination = await loadDestination(edition, entity === 'location' ? 'location' : 'sublocation', resolved.slug);
  if (segments.length > 1 && !isChain(segments, destinationSlugChain(destination))) notFound();
  return destination;
}

export const destinationView: SlugView = {
  accepts: (segments) => segments.length >= 1,
  async metadata(context) {
    return destinationMetadata(context.edition, await loadFree(context));
  },
  async render(context) {
    return renderDestination(context.edition, await loadFree(context));
  },
};
