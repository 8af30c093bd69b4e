'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { SWRConfig, type State } from 'swr';
import type { Facets } from '@/lib/api/types/comparator';
import { activeFilters, COMPARATOR_PAGE_SIZE, comparatorSearch } from '@/lib/comparator/query';
import type { ComparatorResult } from '@/lib/comparator/resolve';
import type { EditionId } from '@/lib/editions';
import { pageCount } from '@/lib/pagination';
import { useHydrated } from './address-bar';
import { FailedResults, NoResults, PastLastPage } from './EmptyResults';
import { FilterForm } from './FilterForm';
import { OfferCard } from './OfferCard';
import { ResultsPager } from './ResultsPager';
import { ResultsToolbar } from './ResultsToolbar';
import { useComparatorState } from './use-comparator-state';
import styles from './comparator.module.css';

export interface ComparatorProps {
  edition: EditionId;
  /** The query string the server rendered (without `?`): the state until the browser reads its own address. */
  search: string;
  /** The comparator's public path on this edition (`/comparateur`, `/vergelijken`). */
  pathname: string;
  /** What the server read, under the SWR keys it answers (the asked state and, if it differs, the kept one). */
  fallback: Record<string, ComparatorResult>;
}

/**
 * The comparator in the browser: the state is the URL's query string (read from the address bar), the results
 * come from SWR keyed by the API call of that state. Changing a filter pushes the new URL (history.pushState,
 * which the App Router follows without a server round trip), the previous results stay on screen, marked busy,
 * until the new ones arrive; back and forward restore the state and, from SWR's cache, the results.
 */
export function Comparator(props: ComparatorProps) {
  // The server's answers go into SWR's cache itself rather than its `fallback`: with keepPreviousData, a key
  // known only as fallback shows the previous key's results and is never fetched. The page may render again
  // with new answers (the router refetches it on some back navigations): those join the cache too.
  const [cache] = useState(() => new Map<string, State<ComparatorResult>>());
  for (const [key, data] of Object.entries(props.fallback)) if (!cache.get(key)?.data) cache.set(key, { data });
  return (
    <SWRConfig value={{ provider: () => cache }}>
      <ComparatorBody {...props} />
    </SWRConfig>
  );
}

function ComparatorBody({ edition, pathname, search }: ComparatorProps) {
  const t = useTranslations('comparator');
  const { query, shownQuery, data, error, isValidating, retry, busy, navigate, linkTo, headingRef } = useComparatorState(edition, pathname, search);
  const hydrated = useHydrated();
  const ids = useId();
  const headingId = `${ids}-results`;
  const panelRef = useRef<HTMLDetailsElement>(null);

  // Wide screens show the filters as a sidebar: the panel is open there (phones keep it folded).
  useEffect(() => {
    if (panelRef.current && window.matchMedia('(min-width: 900px)').matches) panelRef.current.open = true;
  }, []);

  const facets: Facets | undefined = data?.kind === 'ok' ? data.page.facets : undefined;
  const filters = activeFilters(shownQuery);
  const count = data?.kind === 'ok' ? data.page.count : 0;

  let body;
  if ((error !== undefined && !isValidating) || data?.kind === 'failed') {
    body = <FailedResults onRetry={() => void retry()} />;
  } else if (!data) {
    body = null;
  } else if (data.kind === 'pastLast') {
    body = <PastLastPage query={query} linkTo={linkTo} />;
  } else if (data.page.results.length === 0) {
    body = <NoResults shownQuery={shownQuery} facets={facets} linkTo={linkTo} />;
  } else {
    body = (
      <>
        <ul className={styles.list}>
          {data.page.results.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} headingLevel={3} />
            </li>
          ))}
        </ul>
        <ResultsPager query={data.query} page={data.query.page} pages={pageCount(count, COMPARATOR_PAGE_SIZE)} linkTo={linkTo} />
      </>
    );
  }

  return (
    <div className={styles.layout}>
      <details ref={panelRef} className={styles.panel}>
        <summary className={styles.summary}>
          {t('filtersToggle')} <span className={styles.summaryCount}>({t('filtersActive', { count: filters.length })})</span>
        </summary>
        <FilterForm
          action={pathname}
          query={shownQuery}
          facets={facets}
          enhanced={hydrated}
          placeNames={placeNamesOf(data)}
          onChange={(next) => navigate(next)}
          onApply={() => {
            if (panelRef.current && !window.matchMedia('(min-width: 900px)').matches) panelRef.current.open = false;
            headingRef.current?.focus({ preventScroll: true });
            headingRef.current?.scrollIntoView({ block: 'start' });
          }}
        />
      </details>
      <section className={styles.results} aria-labelledby={headingId} aria-busy={busy} data-results-for={data ? comparatorSearch(data.asked) : undefined}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="visually-hidden">
          {t('resultsHeading')}
        </h2>
        <ResultsToolbar ids={ids} count={data?.kind === 'ok' ? count : null} shownQuery={shownQuery} onSort={(next) => navigate(next)} />
        <p className={styles.ranking}>
          <strong>{t('rankingTitle')}.</strong> {t('rankingNote')}
        </p>
        <p className={styles.loading} aria-hidden="true" hidden={!busy}>
          {t('loading')}
        </p>
        <div className={styles.resultsBody}>{body}</div>
      </section>
    </div>
  );
}

/** The names of the places the shown offers lie in (every offer answered lies in the chosen ones). */
function placeNamesOf(data: ComparatorResult | undefined) {
  const first = data?.kind === 'ok' ? data.page.results[0] : undefined;
  return first ? { country: first.country.name, region: first.region?.name, city: first.city?.name } : {};
}
