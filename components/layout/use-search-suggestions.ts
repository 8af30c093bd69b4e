'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import type { SuggestAnswer } from '@/lib/api/types/suggestions';
import type { EditionId } from '@/lib/editions';
import { readAnswer, SUGGEST_DEBOUNCE_MS, suggestionsEnabled } from './search-suggestions';

const fetchSuggestions = ([, edition, name]: readonly [string, EditionId, string]) =>
  browserApi<unknown>('/promotions/search_promotions_stores_by_name/', edition, { query: { name } }).then(readAnswer);

export interface SuggestionsState {
  /** The answer to show: the current text's, or the previous text's while the new one is on its way. */
  answer: SuggestAnswer | undefined;
  /** The text `answer` belongs to has been answered (the live region announces only settled counts). */
  settled: boolean;
}

/**
 * The suggestions for what the visitor types: asked once they pause (debounce), only from two characters.
 * SWR keys the answers by text, which gives the cache per text (typing back to a text asks nothing) and drops
 * answers that arrive late for a text no longer in the box. A failed call shows nothing (no retry).
 */
export function useSearchSuggestions(edition: EditionId, text: string): SuggestionsState {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const key = suggestionsEnabled(query) ? (['search-suggestions', edition, query] as const) : null;
  const { data, error, isLoading } = useSWR(key, fetchSuggestions, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    dedupingInterval: 60_000,
  });
  if (!key || error) return { answer: undefined, settled: false };
  return { answer: data, settled: !isLoading && query === text.trim() };
}

/** A full page load (a suggested promotion: see `Suggestion.reload`); its own function so tests can watch it. */
export function loadPage(href: string) {
  window.location.assign(href);
}
