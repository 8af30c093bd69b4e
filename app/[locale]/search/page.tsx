import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageLayout } from '@/components/layout/PageLayout';
import { staticMetadata } from '@/components/pages/static-metadata';
import { PromotionGrid } from '@/components/promotions/PromotionCard';
import { SearchForm } from '@/components/search/SearchForm';
import { searchResults } from '@/components/search/data';
import { displayQuery, searchText } from '@/components/search/query';
import { StoreTiles } from '@/components/stores/StoreTiles';
import { staticCrumbs } from '@/lib/breadcrumbs';
import { pageEdition, type LocaleParams } from '@/lib/page-edition';
import { staticPath } from '@/lib/routing';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }): Promise<Metadata> {
  const edition = await pageEdition(params);
  const query = searchText((await searchParams).str);
  const t = await getTranslations('pages.search');
  // robotsFor makes every search page noindex,follow.
  return staticMetadata(edition, 'search', {
    title: query ? t('headingFor', { query: displayQuery(query) }) : t('title'),
    description: t('description'),
  });
}

/** Site search (`?str=`): matching shops, then matching promotions, the expired ones apart. */
export default async function SearchPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const edition = await pageEdition(params);
  const query = searchText((await searchParams).str);
  const path = staticPath(edition.id, 'search') ?? '/search';
  const [t, tb, results] = await Promise.all([
    getTranslations('pages.search'),
    getTranslations('breadcrumbs'),
    query ? searchResults(edition.id, query) : null,
  ]);
  const crumbs = staticCrumbs(tb('home'), t('title'), path);
  if (!results) {
    return (
      <PageLayout edition={edition.id} breadcrumbs={crumbs}>
        <h1>{t('heading')}</h1>
        <p className="lead">{t('empty')}</p>
        <SearchForm action={path} query="" />
      </PageLayout>
    );
  }
  const shown = displayQuery(query);
  const active = results.promotions.filter((promotion) => !promotion.is_expired);
  const expired = results.promotions.filter((promotion) => promotion.is_expired);
  const found = results.stores.length > 0 || results.promotions.length > 0;
  return (
    <PageLayout edition={edition.id} breadcrumbs={crumbs}>
      <h1>{t('headingFor', { query: shown })}</h1>
      <SearchForm action={path} query={query} />
      {!found && <p className="panel">{t('noResults', { query: shown })}</p>}
      {results.stores.length > 0 && (
        <section className="section" aria-labelledby="search-stores">
          <h2 id="search-stores">{t('stores')}</h2>
          <StoreTiles edition={edition.id} stores={results.stores} />
        </section>
      )}
      {active.length > 0 && (
        <section className="section" aria-labelledby="search-promotions">
          <h2 id="search-promotions">{t('promotions')}</h2>
          <PromotionGrid edition={edition} promotions={active} headingLevel={3} />
        </section>
      )}
      {expired.length > 0 && (
        <section className="section" aria-labelledby="search-expired">
          <h2 id="search-expired">{t('expired')}</h2>
          <PromotionGrid edition={edition} promotions={expired} headingLevel={3} />
        </section>
      )}
    </PageLayout>
  );
}
