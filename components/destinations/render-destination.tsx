import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DestinationView } from '@/components/destinations/DestinationView';
import { entityBreadcrumbs } from '@/lib/api/breadcrumbs';
import { relatedProperties } from '@/lib/api/landing';
import type { DestinationPage } from '@/lib/api/types/destinations';
import { entityCrumbs } from '@/lib/breadcrumbs';
import type { Edition } from '@/lib/editions';
import { withoutRepeats } from '@/lib/landing/properties';
import { destinationCanonicalPath, destinationKindOf } from '@/lib/pages/destination';

/** The destination page's body: its breadcrumbs and holiday offers read for the page, then the view. */
export async function renderDestination(edition: Edition, destination: DestinationPage): Promise<ReactNode> {
  const [tb, chain, properties] = await Promise.all([
    getTranslations('breadcrumbs'),
    entityBreadcrumbs(edition.id, destination.slug, destinationKindOf(destination)),
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
