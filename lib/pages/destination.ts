import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { destinationPage } from '@/lib/api/landing';
import { resolvedOrNotFound } from '@/lib/api/or-not-found';
import type { DestinationPage } from '@/lib/api/types/destinations';
import type { Edition } from '@/lib/editions';
import { destinationSlugChain } from '@/lib/landing/paths';
import { entityPath } from '@/lib/routing';
import { buildMetadata, robotsFor, stripHtml } from '@/lib/seo';

/**
 * The data of the destination page of a country, region or city, at `/pays/{chain}` (`/bestemmingen/…`) and
 * by free slug: both routes find the destination with loadDestination, then take its metadata here and its
 * body from `components/destinations/render-destination`.
 */

export type DestinationKind = 'location' | 'sublocation';

/** The destination a resolved slug names; notFound() when it is gone since (and the slug is forgotten). */
export const loadDestination = (edition: Edition, kind: DestinationKind, slug: string): Promise<DestinationPage> =>
  resolvedOrNotFound(edition.id, slug, destinationPage(edition.id, kind, slug));

/** A country is a `location`; a region or a city a `sublocation`. */
export const destinationKindOf = (destination: DestinationPage): DestinationKind => (destination.kind === 'country' ? 'location' : 'sublocation');

export const destinationCanonicalPath = (edition: Edition, destination: DestinationPage): string =>
  entityPath(edition.id, destinationKindOf(destination), destinationSlugChain(destination));

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
    robots: robotsFor({ kind: destinationKindOf(destination) }),
    overrides: destination,
  });
}
