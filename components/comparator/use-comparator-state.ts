'use client';

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { comparatorKey, fetchComparator } from '@/lib/api/comparator-browser';
import { comparatorHref, comparatorSearch, parseComparatorQuery, sameQuery, type ComparatorQuery } from '@/lib/comparator/query';
import type { EditionId } from '@/lib/editions';
import { plainClick, subscribeToUrl, URL_EVENT, writeUrl } from './address-bar';

/** A link to another state: its href, and a click that goes there in place (and may move focus to the results). */
export type LinkTo = (next: ComparatorQuery, focusResults?: boolean) => { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void };

/**
 * The comparator's state and results: the address bar's query, the SWR answer for it (the previous one kept,
 * marked busy, until the next arrives), and the ways to move to another state.
 */
export function useComparatorState(edition: EditionId, pathname: string, search: string) {
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
  const { mutate } = useSWRConfig();
  const { data, error, isValidating, mutate: retry } = useSWR(key, fetchComparator, {
    keepPreviousData: true,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);

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

  // Busy while asking, and while the results shown are still those of another state (kept on screen meanwhile).
  const busy = isValidating || (data !== undefined && error === undefined && !sameQuery(data.asked, query));

  const linkTo: LinkTo = (next, focusResults = false) => ({
    href: comparatorHref(pathname, next),
    onClick: (event) => {
      if (!plainClick(event)) return;
      event.preventDefault();
      navigate(next, { focusResults });
    },
  });

  return { query, shownQuery, data, error, isValidating, retry, busy, navigate, linkTo, headingRef };
}
