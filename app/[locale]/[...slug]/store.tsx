import { StoreView } from '@/components/stores/StoreView';
import { resolvedOrNotFound } from '@/lib/api/or-not-found';
import { storePage } from '@/lib/api/stores';
import { storeMetadata } from '@/lib/pages/store';
import { pageNumber } from '@/lib/routing';
import { oneSegment } from '@/lib/slug-dispatch';
import type { SlugView, SlugViewContext } from './views';

const load = ({ edition, resolved }: SlugViewContext) => resolvedOrNotFound(edition.id, resolved.slug, storePage(edition.id, resolved.slug));

/** A shop lives at `/{slug}` alone; `/{slug}/anything` is not a page. */
export const storeView: SlugView = {
  accepts: oneSegment,

  async metadata(context) {
    return storeMetadata(context.edition, await load(context), context.searchParams);
  },

  async render(context) {
    const store = await load(context);
    return <StoreView edition={context.edition} store={store} page={pageNumber(context.searchParams.page)} />;
  },
};
