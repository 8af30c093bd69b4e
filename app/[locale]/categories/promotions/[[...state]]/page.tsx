import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { PageLayout } from '@/components/layout/PageLayout';
import { staticMetadata } from '@/lib/pages/static';
import { PromotionGrid } from '@/components/promotions/PromotionCard';
import { Pagination } from '@/components/ui/Pagination';
import { readListPage } from '@/lib/api/list-page';
import type { Promotion } from '@/lib/api/types/promotions';
import { staticCrumbs } from '@/lib/breadcrumbs';
import type { EditionId } from '@/lib/editions';
import { PROMOTIONS_PAGE_SIZE } from '@/lib/list-sizes';
import { pageEdition } from '@/lib/page-edition';
import { pageNumber, staticPath } from '@/lib/routing';
import { holdsOnlyPageState, splitPageState } from '@/lib/page-state';
import { metadataUnlessMissing } from '@/lib/pages/metadata-unless-missing';
import { renderOrNotFound } from '@/components/errors/render-or-not-found';

/** The page of the list comes in the state segment the proxy adds (`?page=2` → `/~page=2`). */
type Params = Promise<{ locale: string; state?: string[] }>;

/** One page of every active promotion; asked by the metadata and the page alike, read once. */
const promotionsPage = cache((edition: EditionId, page: number) => readListPage<Promotion>('/promotions/', edition, { page, size: PROMOTIONS_PAGE_SIZE }));

/**
 * The edition and the page's list. Nothing but the state may follow the route (`/categories/promotions/x` is no
 * page), and a page past the last is none either: both answer the 404 page, head included.
 */
async function load(params: Params) {
  const edition = await pageEdition(params);
  const { state } = await params;
  if (!holdsOnlyPageState(state)) notFound();
  const page = pageNumber(splitPageState(state ?? []).query.page);
  return { edition, page, list: await promotionsPage(edition.id, page) };
}

/** Rendered on its first visit and cached, like every public page (see the root layout). */
export function generateStaticParams(): [] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return metadataUnlessMissing(async () => {
    const { edition, page } = await load(params);
    const [t, tp] = await Promise.all([getTranslations('pages.categoryPromotions'), getTranslations('pagination')]);
    const title = page > 1 ? tp('pageTitle', { title: t('title'), page }) : t('title');
    return staticMetadata(edition, 'categoryPromotions', { title, description: t('description'), search: { page: String(page) } });
  });
}

/** Every active promotion of the edition, soonest to expire first, 20 a page. */
export default function CategoryPromotionsPage({ params }: { params: Params }) {
  return renderOrNotFound(async () => {
    const { edition, list } = await load(params);
    const path = staticPath(edition.id, 'categoryPromotions') ?? '/categories/promotions';
    const [t, tb] = await Promise.all([getTranslations('pages.categoryPromotions'), getTranslations('breadcrumbs')]);
    return (
      <PageLayout edition={edition.id} breadcrumbs={staticCrumbs(tb('home'), t('heading'), path)}>
        <h1>{t('heading')}</h1>
        <p className="lead">{t('intro')}</p>
        {list.items.length > 0 ? (
          <>
            <p>{t('count', { count: list.count })}</p>
            <PromotionGrid edition={edition} promotions={list.items} />
            <Pagination pathname={path} page={list.page} pages={list.pages} />
          </>
        ) : (
          <p className="panel">{t('empty')}</p>
        )}
      </PageLayout>
    );
  });
}
