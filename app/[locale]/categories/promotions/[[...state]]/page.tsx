import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageLayout } from '@/components/layout/PageLayout';
import { staticMetadata } from '@/lib/pages/static';
import { PromotionGrid } from '@/components/promotions/PromotionCard';
import { Pagination } from '@/components/ui/Pagination';
import { readListPage } from '@/lib/api/list-page';
import type { Promotion } from '@/lib/api/types/promotions';
import { staticCrumbs } from '@/lib/breadcrumbs';
import { PROMOTIONS_PAGE_SIZE } from '@/lib/list-sizes';
import { pageEdition } from '@/lib/page-edition';
import { pageNumber, staticPath } from '@/lib/routing';
import { splitPageState } from '@/lib/page-state';
import { renderOrNotFound } from '@/components/errors/render-or-not-found';

/** The page of the list comes in the state segment the proxy adds (`?page=2` → `/~page=2`). */
type Params = Promise<{ locale: string; state?: string[] }>;
const pageOf = async (params: Params) => splitPageState((await params).state ?? []).query.page;

/** Rendered on its first visit and cached, like every public page (see the root layout). */
export function generateStaticParams(): [] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const edition = await pageEdition(params);
  const page = await pageOf(params);
  const [t, tp] = await Promise.all([getTranslations('pages.categoryPromotions'), getTranslations('pagination')]);
  const n = pageNumber(page);
  const title = n > 1 ? tp('pageTitle', { title: t('title'), page: n }) : t('title');
  return staticMetadata(edition, 'categoryPromotions', { title, description: t('description'), search: { page } });
}

/** Every active promotion of the edition, soonest to expire first, 20 a page. */
export default function CategoryPromotionsPage({ params }: { params: Params }) {
  return renderOrNotFound(async () => {
    const edition = await pageEdition(params);
    const page = pageNumber(await pageOf(params));
    const path = staticPath(edition.id, 'categoryPromotions') ?? '/categories/promotions';
    const [t, tb, list] = await Promise.all([
      getTranslations('pages.categoryPromotions'),
      getTranslations('breadcrumbs'),
      readListPage<Promotion>('/promotions/', edition.id, { page, size: PROMOTIONS_PAGE_SIZE }),
    ]);
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
