import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageLayout } from '@/components/layout/PageLayout';
import { staticMetadata } from '@/lib/pages/static';
import { SearchForm } from '@/components/search/SearchForm';
import { SearchGroupResults } from '@/components/search/SearchGroupResults';
import { SearchTabs } from '@/components/search/SearchTabs';
import { displayQuery, searchPageHref, searchText } from '@/components/search/query';
import styles from '@/components/search/search.module.css';
import { Pagination } from '@/components/ui/Pagination';
import { layoutData } from '@/lib/api/layout';
import { siteSearch } from '@/lib/api/search';
import { isSearchKind, type SearchKind } from '@/lib/search/contract';
import { staticCrumbs } from '@/lib/breadcrumbs';
import { numberedTitle } from '@/lib/page-title';
import { pageEdition, type LocaleParams } from '@/lib/page-edition';
import { entityPath, pageNumber, staticPath } from '@/lib/routing';
import type { PageSearchParams } from '@/lib/search-params';

/**
 * Rendered per visit: the results depend on the whole query, which has no bound. What it shows is cheap all
 * the same: the layout's reads and the API's answers are cached (by the normalised query, for a short while).
 */
export const dynamic = 'force-dynamic';

type SearchParams = Promise<PageSearchParams>;

/** `str`, `kind` (one kind of result, else all) and `page` (of that kind) of the search page's address. */
async function searchQuery(searchParams: SearchParams) {
  const params = await searchParams;
  const kind: SearchKind | null = isSearchKind(params.kind) ? params.kind : null;
  return { query: searchText(params.str), kind, page: kind ? pageNumber(params.page) : 1 };
}

export async function generateMetadata({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }): Promise<Metadata> {
  const edition = await pageEdition(params);
  const { query, page } = await searchQuery(searchParams);
  const t = await getTranslations('pages.search');
  const title = query ? await numberedTitle(edition.id, t('headingFor', { query: displayQuery(query) }), page) : t('title');
  // robotsFor makes every search page noindex,follow.
  return staticMetadata(edition, 'search', { title, description: t('description') });
}

/**
 * Site search (`?str=`): shops, deals, destinations, categories and blog posts of the edition, counted per kind;
 * all kinds' first results, or one kind page by page (`&kind=…&page=N`). No text: a prompt, and no query at all.
 */
export default async function SearchPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const edition = await pageEdition(params);
  const { query, kind, page } = await searchQuery(searchParams);
  const path = staticPath(edition.id, 'search') ?? '/search';
  const [t, tb] = await Promise.all([getTranslations('pages.search'), getTranslations('breadcrumbs')]);
  const crumbs = staticCrumbs(tb('home'), t('title'), path);

  if (!query) {
    const { topStores } = await layoutData(edition.id);
    return (
      <PageLayout edition={edition.id} breadcrumbs={crumbs}>
        <h1>{t('heading')}</h1>
        <p className="lead">{t('empty')}</p>
        <SearchForm action={path} query="" />
        {topStores.length > 0 && (
          <>
            <p className={styles.examplesLabel}>{t('emptyExamples')}</p>
            <ul className="chips">
              {topStores.slice(0, 8).map((store) => (
                <li key={store.id}>
                  <Link href={entityPath(edition.id, 'store', [store.slug])}>{store.name}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </PageLayout>
    );
  }

  const answer = await siteSearch(edition.id, query, kind, page);
  const shown = displayQuery(query);
  const total = answer?.total ?? 0;
  const only = kind ? answer?.groups[0] : undefined;
  // A page past the last of a kind does not exist (a shared or stale link): 404, like the other paginated lists.
  if (only && only.count > 0 && only.page > only.pages) notFound();

  return (
    <PageLayout edition={edition.id} breadcrumbs={crumbs}>
      <h1>{t('headingFor', { query: shown })}</h1>
      <SearchForm action={path} query={query} />
      {!answer || total === 0 ? (
        <p className="panel" role="status">
          {t('noResults', { query: shown })}
        </p>
      ) : (
        <>
          <p className={styles.summary} role="status">
            {answer.fuzzy ? t('fuzzy', { query: shown }) : t('summary', { count: total })}
          </p>
          <SearchTabs path={path} query={query} counts={answer.counts} total={total} active={kind} />
          {answer.groups.map((group) => (
            <section key={group.kind} className="section" aria-labelledby={`search-${group.kind}`} id={`results-${group.kind}`}>
              <h2 id={`search-${group.kind}`} className={styles.groupHeading}>
                {t(`kinds.${group.kind}`)} <span className={styles.count}>{group.count}</span>
              </h2>
              <SearchGroupResults edition={edition} group={group} terms={answer.terms} />
              {kind ? (
                <Pagination pathname={path} page={group.page} pages={group.pages} params={{ str: query, kind }} />
              ) : (
                group.count > group.results.length && (
                  <p className={styles.seeAll}>
                    <Link href={searchPageHref(path, query, group.kind)}>{t(`seeAll.${group.kind}`, { count: group.count })}</Link>
                  </p>
                )
              )}
            </section>
          ))}
        </>
      )}
    </PageLayout>
  );
}
