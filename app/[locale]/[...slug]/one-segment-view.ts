import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { resolvedOrNotFound } from '@/lib/api/or-not-found';
import type { EditionId } from '@/lib/editions';
import { oneSegment } from '@/lib/slug-dispatch';
import type { SlugView, SlugViewContext } from './slug-view';

/**
 * The view of an entity that lives at its free slug alone (`/{slug}`; `/{slug}/anything` is not a page): the
 * entity is read by its slug (a missing page when it is gone since), then given to the metadata and the body.
 */
export function oneSegmentView<T>(
  read: (edition: EditionId, slug: string) => Promise<T | null>,
  metadata: (context: SlugViewContext, entity: T) => Promise<Metadata>,
  render: (context: SlugViewContext, entity: T) => ReactNode,
): SlugView {
  const load = ({ edition, resolved }: SlugViewContext) => resolvedOrNotFound(edition.id, resolved.slug, read(edition.id, resolved.slug));
  return {
    accepts: oneSegment,
    async metadata(context) {
      return metadata(context, await load(context));
    },
    async render(context) {
      return render(context, await load(context));
    },
  };
}
