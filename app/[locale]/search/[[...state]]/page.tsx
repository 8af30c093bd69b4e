import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FollowForm } from '@/components/alerts/FollowForm';
import { PageLayout } from '@/components/layout/PageLayout';
import { staticMetadata } from '@/lib/pages/static';
import { SearchForm } from '@/components/search/SearchForm';
import { SearchGroupResults } from '@/components/search/SearchGroupResults';
import { SearchTabs } from '@/components/search/SearchTabs';
import { displayQuery, searchPageHref } from '@/components/search/query';
import styles from '@/components/search/search.module.css';
import { Pagination } from '@/components/ui/Pagination';
import { layoutData } from '@/lib/api/layout';
import { siteSearch } from '@/lib/api/search';
import { isSearchKind, searchText, type SearchKind } from '@/lib/search/contract';
import { staticCrumbs } from '@/lib/breadcrumbs';
import { numberedTitle } from '@/lib/page-title';
import { holdsOnlyPageState, searchStateFrom } from '@/lib/page-state';
import { pageEdition } from '@/lib/page-edition';
import { metadataUnlessMissing } from '@/lib/pages/metadata-unless-missing';
import { renderOrNotFound } from '@/components/errors/render-or-not-found';
import { entityPath, pageNumber, staticPath } from '@/lib/routing';
import type { PageSearchParams } from '@/lib/search-params';

/**
 * The query comes normalised in the state segment the proxy adds (`?str=ski&kind=stores` → `/~str=ski&kind=stores`):
 * each search is rendered on its first visit and cached like every public page, so a page past the last is answered
 * 404 with the 404 page. Made-up texts only recycle the cache's budget for variants, as made-up comparator searches do.
 */
type Params = Promise<{ locale: string; state?: string[] }>;

/** Rendered on its first visit and cached, like every public page (see the root layout). */
export function generateStaticParams(): [] {
  return [];
}

/** `str`, `kind` (one kind of result, else all) and `page` (of that kind) of the state. */
function searchQuery(state: PageSearchParams) {
  const kind: SearchKind | null = isSearchKind(state.kind) ? state.kind : null;
  return { query: searchText(state.str), kind, page: kind ? pageNumber(state.page) : 1 };
}

/**
 * The query and its answer (none without a text). Nothing but the state may follow the route (`/search/x` is no
 * page), and a page past the last of a kind does not exist (a shared or stale link): both answer the 404 page,
 * head included, like the other paginated lists.
 */
async function load(params: Params) {
  const edition = await pageEdition(params);
  const { state } = await params;
  if (!holdsOnlyPageState(state)) notFound();
  const { query, kind, page } = searchQuery(searchStateFrom(state));
  const answer = query ? await siteSearch(edition.id, query, kind, page) : null;
  const only = kind ? answer?.groups[0] : undefined;
  if (only && page > Math.max(1, only.pages)) notFound();
  return { edition, query, kind, page, answer };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return metadataUnlessMissing(async () => {
    const [{ edition, query, page }, t] = await Promise.all([load(params), getTranslations('pages.search')]);
    const title = query ? await numberedTitle(edition.id, t('headingFor', { query: displayQuery(query) }), page) : t('title');
    // robotsFor makes every search page noindex,follow; the canonical keeps the page, as on every paginated list.
    return staticMetadata(edition, 'search', { title, description: t('description'), search: { page: String(page) } });
  });
}

/**
 * Site search (`?str=`): shops, deals, destinations, categories and blog posts of the edition, counted per kind;
 * all kinds' first results, or one kind page by page (`&kind=…&page=N`). No text: a prompt, and no query at all.
 */
export default function SearchPage({ params }: { params: Params }) {
  return renderOrNotFound(async () => <SearchResults {...await load(params)} />);
}

async function SearchResults({ edition, query, kind, answer }: Awaited<ReturnType<typeof load>>) {
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

  const shown = displayQuery(query);
  const total = answer?.total ?? 0;

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
      <FollowForm edition={edition.id} follow={{ kind: 'query', query }} />
    </PageLayout>
  );
}
