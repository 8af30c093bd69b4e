import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StoreView } from '@/components/stores/StoreView';
import { storePage } from '@/lib/api/stores';
import { resolvedOrNotFound } from '@/lib/api/or-not-found';
import { entityPath, pageNumber } from '@/lib/routing';
import { numberedTitle } from '@/lib/page-title';
import { buildMetadata, robotsFor } from '@/lib/seo';
import { oneSegment } from '@/lib/slug-dispatch';
import type { SlugView, SlugViewContext } from './views';

const load = ({ edition, resolved }: SlugViewContext) => resolvedOrNotFound(edition.id, resolved.slug, storePage(edition.id, resolved.slug));

/** A shop lives at `/{slug}` alone; `/{slug}/anything` is not a page. */
export const storeView: SlugView = {
  accepts: oneSegment,

  async metadata(context) {
    const { edition, searchParams } = context;
    const store = await load(context);
    const page = pageNumber(searchParams.page);
    const t = await getTranslations('store');
    const title = await numberedTitle(edition.id, store.seo_title?.trim() || t('title', { store: store.name }), page);
    const metadata: Metadata = buildMetadata({
      edition: edition.id,
      title,
      description: store.meta_description?.trim() || t('description', { store: store.name }),
      pathname: entityPath(edition.id, 'store', [store.slug]),
      // Only `page` survives into the canonical: `?code=…` deep links and trackers do not.
      search: searchParams,
      // Shops are per edition (own texts, ratings and deals): no hreflang set.
      robots: robotsFor({ kind: 'store', search: searchParams }),
    });
    return metadata;
  },

  async render(context) {
    const store = await load(context);
    return <StoreView edition={context.edition} store={store} page={pageNumber(context.searchParams.page)} />;
  },
};
