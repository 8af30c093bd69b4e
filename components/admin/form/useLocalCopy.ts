'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** How often the edits in progress are copied into the browser. */
export const LOCAL_COPY_EVERY_MS = 3000;

interface StoredCopy<V> {
  values: V;
  savedAt: string;
}

/** The copy found on arrival, and what can be done with it and with the copying. */
export interface LocalCopy<V> {
  found: StoredCopy<V> | null;
  clear: () => void;
  saveNow: () => void;
  dismiss: () => void;
}

/**
 * A copy of a form's edits in progress in the browser's storage, every few seconds while it has unsaved changes: a
 * closed tab, a crash or an expired session loses nothing. The copy found on arrival is offered back when it is newer
 * than what the server has; saving clears it.
 */
export function useLocalCopy<V>(key: string, values: V, dirty: boolean, serverUpdatedAt: string | null): LocalCopy<V> {
  const [found, setFound] = useState<StoredCopy<V> | null>(null);
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });

  useEffect(() => {
    try {
      const raw = window.localStorage.getItem(key);
      if (!raw) return;
      const copy = JSON.parse(raw) as StoredCopy<V>;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's storage is only readable once hydrated
      if (!serverUpdatedAt || Date.parse(copy.savedAt) > Date.parse(serverUpdatedAt)) setFound(copy);
      else window.localStorage.removeItem(key);
    } catch {
      // Storage refused (private browsing) or a copy that is no JSON: nothing to offer.
    }
  }, [key, serverUpdatedAt]);

  const saveNow = useCallback(() => {
    try {
      window.localStorage.setItem(key, JSON.stringify({ values: latest.current, savedAt: new Date().toISOString() }));
    } catch {
      // A full or refused storage: the server's autosave and the unsaved-changes question still protect the work.
    }
  }, [key]);

  useEffect(() => {
    if (!dirty) return;
    const timer = setInterval(saveNow, LOCAL_COPY_EVERY_MS);
    return () => clearInterval(timer);
  }, [dirty, saveNow]);

  const clear = useCallback(() => {
    setFound(null);
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to clear.
    }
  }, [key]);

  return { found, clear, saveNow, dismiss: () => setFound(null) };
}
