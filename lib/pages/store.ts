import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { storePromotions } from '@/lib/api/stores';
import type { StorePage } from '@/lib/api/types/stores';
import type { Edition } from '@/lib/editions';
import { numberedTitle } from '@/lib/page-title';
import { entityPath, pageNumber } from '@/lib/routing';
import type { PageSearchParams } from '@/lib/search-params';
import { buildMetadata, robotsFor } from '@/lib/seo';

/** A shop page's metadata: its SEO title (numbered past page 1), description and canonical `/{slug}`. */
export async function storeMetadata(edition: Edition, store: StorePage, searchParams: PageSearchParams): Promise<Metadata> {
  const page = pageNumber(searchParams.page);
  // A page past the last is the 404 page, head included (notFound()): the same read as the page's, made once.
  const [t] = await Promise.all([getTranslations('store'), storePromotions(edition.id, store.id, page)]);
  const title = await numberedTitle(edition.id, store.seo_title?.trim() || t('title', { store: store.name }), page);
  return buildMetadata({
    edition: edition.id,
    title,
    description: store.meta_description?.trim() || t('description', { store: store.name }),
    pathname: entityPath(edition.id, 'store', [store.slug]),
    // Only `page` survives into the canonical: `?code=…` deep links and trackers do not.
    search: searchParams,
    // Shops are per edition (own texts, ratings and deals): no hreflang set.
    robots: robotsFor({ kind: 'store', search: searchParams }),
    overrides: store,
  });
}
