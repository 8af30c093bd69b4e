'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import useSWR, { SWRConfig, useSWRConfig, type State } from 'swr';
import { comparatorKey, fetchComparator } from '@/lib/api/comparator-browser';
import { durationBandMessage, priceBandMessage, sortMessage } from '@/lib/comparator/labels';
import {
  activeFilters,
  COMPARATOR_PAGE_SIZE,
  comparatorHref,
  comparatorSearch,
  parseComparatorQuery,
  sameQuery,
  SORTS,
  withoutFilter,
  type ActiveFilter,
  type ComparatorQuery,
  type Facets,
  type Sort,
} from '@/lib/comparator/query';
import type { ComparatorResult } from '@/lib/comparator/resolve';
import type { EditionId } from '@/lib/editions';
import { pageCount } from '@/lib/pagination';
import { FILTER_FORM_ID, FilterForm } from './FilterForm';
import { OfferCard } from './OfferCard';
import styles from './comparator.module.css';

const noop = () => () => {};

/** Fired after the comparator writes the address bar itself (history.pushState / replaceState fire nothing). */
const URL_EVENT = 'comparator:url';

function subscribeToUrl(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(URL_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(URL_EVENT, onChange);
  };
}

function writeUrl(href: string, mode: 'push' | 'replace') {
  if (mode === 'push') window.history.pushState(null, '', href);
  else window.history.replaceState(null, '', href);
  window.dispatchEvent(new Event(URL_EVENT));
}
/** True once React runs in the browser (false in the server's HTML), without a state update in an effect. */
const useHydrated = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

/** A plain left click, which the page may handle itself; any modifier keeps the browser's behaviour (new tab…). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

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
  const tp = useTranslations('pagination');
  // The address bar itself, not the router's idea of it: after a reload, the router refetches older history
  // entries from the server and may settle on another entry than the one the visitor went back to.
  const location = useSyncExternalStore(
    subscribeToUrl,
    () => window.location.search,
    () => search,
  );
  const query = useMemo(() => parseComparatorQuery(new URLSearchParams(location)), [location]);
  // A router navigation (a link to the comparator from the header) writes the address after rendering.
  useEffect(() => {
    if (window.location.search !== location) window.dispatchEvent(new Event(URL_EVENT));
  });
  const key = comparatorKey(edition, query);
  const hydrated = useHydrated();
  const { mutate } = useSWRConfig();
  const { data, error, isValidating, mutate: retry } = useSWR(key, fetchComparator, {
    keepPreviousData: true,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const ids = useId();
  const headingId = `${ids}-results`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLDetailsElement>(null);

  // The router applies a pushed URL in a transition: until it has, the controls show the state just asked for
  // (else a ticked box would flick back for a moment). Any other URL (back, forward) ends it.
  const [pending, setPending] = useState<{ from: string; to: ComparatorQuery } | null>(null);
  const urlSearch = comparatorSearch(query);
  const [seenSearch, setSeenSearch] = useState(urlSearch);
  if (seenSearch !== urlSearch) {
    setSeenSearch(urlSearch);
    setPending(null);
  }
  const shownQuery = pending && pending.from === urlSearch ? pending.to : query;

  const navigate = useCallback(
    (next: ComparatorQuery, { focusResults = false } = {}) => {
      setPending({ from: urlSearch, to: next });
      writeUrl(comparatorHref(pathname, next), 'push');
      if (focusResults) {
        headingRef.current?.focus({ preventScroll: true });
        headingRef.current?.scrollIntoView({ block: 'start' });
      }
    },
    [pathname, urlSearch],
  );

  // The API dropped a value it does not know (a mistyped or stale slug): the URL says what is shown.
  useEffect(() => {
    if (!data || isValidating || !sameQuery(data.asked, query) || sameQuery(data.query, query)) return;
    void mutate(comparatorKey(edition, data.query), { ...data, asked: data.query }, { revalidate: false });
    // After this commit's effects: on the first render the router's own effect, which makes it follow
    // history.replaceState, runs after this one (parents' effects run after their children's).
    const timer = window.setTimeout(() => writeUrl(comparatorHref(pathname, data.query), 'replace'), 0);
    return () => window.clearTimeout(timer);
  }, [data, isValidating, query, edition, pathname, mutate]);

  // Wide screens show the filters as a sidebar: the panel is open there (phones keep it folded).
  useEffect(() => {
    if (panelRef.current && window.matchMedia('(min-width: 900px)').matches) panelRef.current.open = true;
  }, []);

  const facets: Facets | undefined = data?.kind === 'ok' ? data.page.facets : undefined;
  const filters = activeFilters(shownQuery);
  // Busy while asking, and while the results shown are still those of another state (kept on screen meanwhile).
  const busy = isValidating || (data !== undefined && error === undefined && !sameQuery(data.asked, query));

  const filterName = (filter: ActiveFilter): string => {
    const group = {
      country: t('country'),
      region: t('region'),
      city: t('city'),
      price: t('price'),
      duration: t('duration'),
      rating: t('rating'),
      last: t('offers'),
      has_discount: t('offers'),
      type_of_stay: t('typeOfStay'),
      datafeed_category: t('datafeedCategory'),
      service_types: t('serviceTypes'),
      partner: t('partner'),
    }[filter.key];
    let value: string;
    switch (filter.key) {
      case 'price':
        value = t(`priceBands.${priceBandMessage[filter.value as keyof typeof priceBandMessage]}`);
        break;
      case 'duration':
        value = t(`durationBands.${durationBandMessage[filter.value as keyof typeof durationBandMessage]}`);
        break;
      case 'rating':
        value = t('ratingValue', { stars: Number(filter.value) });
        break;
      case 'last':
        value = t('last');
        break;
      case 'has_discount':
        value = t('hasDiscount');
        break;
      case 'type_of_stay':
        value = t(`stayTypes.${filter.value as 'all_inclusive'}`);
        break;
      default:
        value = facets?.[filter.key]?.find((f) => f.value === filter.value)?.label ?? filter.value;
    }
    return t('filterValue', { group, value });
  };

  const linkTo = (next: ComparatorQuery, focusResults = false) => ({
    href: comparatorHref(pathname, next),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!plainClick(event)) return;
      event.preventDefault();
      navigate(next, { focusResults });
    },
  });

  const count = data?.kind === 'ok' ? data.page.count : 0;
  const pages = pageCount(count, COMPARATOR_PAGE_SIZE);
  const page = data?.kind === 'ok' ? data.query.page : query.page;

  let body;
  if (error !== undefined && !isValidating) {
    body = <Failed onRetry={() => void retry()} />;
  } else if (!data) {
    body = null;
  } else if (data.kind === 'failed') {
    body = <Failed onRetry={() => void retry()} />;
  } else if (data.kind === 'pastLast') {
    body = (
      <div className={`panel ${styles.empty}`}>
        <p>{t('pastLast')}</p>
        <p>
          <a {...linkTo({ ...query, page: 1 }, true)}>{t('firstPage')}</a>
        </p>
      </div>
    );
  } else if (data.page.results.length === 0) {
    body = (
      <div className={`panel ${styles.empty}`}>
        <p className={styles.emptyTitle}>{t('noResults')}</p>
        {filters.length > 0 && (
          <>
            <p>{t('relaxIntro')}</p>
            <ul className="chips">
              {filters.map((filter) => (
                <li key={`${filter.key}=${filter.value}`}>
                  <a {...linkTo(withoutFilter(shownQuery, filter))}>{t('relax', { filter: filterName(filter) })}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  } else {
    const results = data.page.results;
    body = (
      <>
        <ul className={styles.list}>
          {results.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} headingLevel={3} />
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav aria-label={tp('label')} className={styles.pagination}>
            {page > 1 ? (
              <a {...linkTo({ ...data.query, page: page - 1 }, true)} rel="prev" className={styles.pageLink}>
                <span aria-hidden="true">←</span> {tp('previous')}
              </a>
            ) : (
              <span aria-hidden="true" />
            )}
            <p className={styles.pageStatus}>{tp('page', { page, pages })}</p>
            {page < pages ? (
              <a {...linkTo({ ...data.query, page: page + 1 }, true)} rel="next" className={styles.pageLink}>
                {tp('next')} <span aria-hidden="true">→</span>
              </a>
            ) : (
              <span aria-hidden="true" />
            )}
          </nav>
        )}
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
        <div className={styles.toolbar}>
          <p role="status" aria-live="polite" className={styles.resultCount}>
            {data?.kind === 'ok' ? t('resultCount', { count }) : ''}
          </p>
          <div className={styles.sort}>
            <label htmlFor={`${ids}-sort`}>{t('sort')}</label>
            <select
              id={`${ids}-sort`}
              name="sort"
              form={FILTER_FORM_ID}
              value={shownQuery.sort}
              onChange={(e) => navigate({ ...shownQuery, sort: e.currentTarget.value as Sort, page: 1 })}
            >
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sorts.${sortMessage[sort]}`)}
                </option>
              ))}
            </select>
            {!hydrated && (
              <button type="submit" form={FILTER_FORM_ID} className={styles.sortSubmit}>
                {t('sortSubmit')}
              </button>
            )}
          </div>
        </div>
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

function Failed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('comparator');
  return (
    <div className={`panel ${styles.empty}`} role="alert">
      <p>{t('failed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
