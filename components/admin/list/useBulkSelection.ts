'use client';

import { useCallback, useMemo, useState } from 'react';

/**
 * The rows an editor has ticked in a list: some rows of this page, or every row the filters match ("select all
 * matching", whose ids come from the API). A new page of the list starts with nothing selected.
 */
export function useBulkSelection(pageIds: number[]) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [matching, setMatching] = useState<number[] | null>(null);

  const selected = useMemo(() => (matching ? new Set(matching) : picked), [matching, picked]);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  const toggle = useCallback((id: number) => {
    setMatching(null);
    setPicked((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const togglePage = useCallback(() => {
    setMatching(null);
    setPicked(allOnPage ? new Set() : new Set(pageIds));
  }, [allOnPage, pageIds]);

  const clear = useCallback(() => {
    setMatching(null);
    setPicked(new Set());
  }, []);

  return { selected, allOnPage, matching: matching !== null, toggle, togglePage, selectMatching: setMatching, clear };
}
