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
import { pageEdition, type LocaleParams } from '@/lib/page-edition';
import { pageNumber, staticPath } from '@/lib/routing';
import type { PageSearchParams } from '@/lib/search-params';

type SearchParams = Promise<PageSearchParams>;

export async function generateMetadata({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }): Promise<Metadata> {
  const edition = await pageEdition(params);
  const { page } = await searchParams;
  const [t, tp] = await Promise.all([getTranslations('pages.categoryPromotions'), getTranslations('pagination')]);
  const n = pageNumber(page);
  const title = n > 1 ? tp('pageTitle', { title: t('title'), page: n }) : t('title');
  return staticMetadata(edition, 'categoryPromotions', { title, description: t('description'), search: { page } });
}

/** Every active promotion of the edition, soonest to expire first, 20 a page. */
export default async function CategoryPromotionsPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const edition = await pageEdition(params);
  const page = pageNumber((await searchParams).page);
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
}
