'use client';

import { useSyncExternalStore, type MouseEvent } from 'react';

/**
 * The comparator's state lives in the address bar: it reads it, follows back and forward, and writes it
 * itself (history.pushState / replaceState, which the App Router follows without a server round trip).
 */

const noop = () => () => {};

/** Fired after the comparator writes the address bar itself (history.pushState / replaceState fire nothing). */
export const URL_EVENT = 'comparator:url';

export function subscribeToUrl(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(URL_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(URL_EVENT, onChange);
  };
}

export function writeUrl(href: string, mode: 'push' | 'replace') {
  if (mode === 'push') window.history.pushState(null, '', href);
  else window.history.replaceState(null, '', href);
  window.dispatchEvent(new Event(URL_EVENT));
}

/** True once React runs in the browser (false in the server's HTML), without a state update in an effect. */
export const useHydrated = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

/** A plain left click, which the page may handle itself; any modifier keeps the browser's behaviour (new tab…). */
export const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
