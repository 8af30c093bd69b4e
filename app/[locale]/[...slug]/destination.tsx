import { notFound } from 'next/navigation';
import { renderDestination } from '@/components/destinations/render-destination';
import type { DestinationPage } from '@/lib/api/types/destinations';
import { destinationSlugChain, isChain } from '@/lib/landing/paths';
import { destinationMetadata, loadDestination } from '@/lib/pages/destination';
import type { SlugView, SlugViewContext } from './slug-view';

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
