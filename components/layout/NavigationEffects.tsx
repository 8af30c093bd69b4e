'use client';

import NProgress from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReloadForChunkError } from '@/lib/navigation/chunk-reload';
import { PROGRESS, createRouteProgress } from '@/lib/navigation/progress';
import { shouldScrollToTop } from '@/lib/routing';

/** A same-site, same-tab link click that the App Router will turn into a navigation. */
function navigatingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search) return null; // a hash link or the same page
  return anchor;
}

/**
 * The route-change bar (nprogress), scroll to top on a new page unless the URL has a hash, and one reload
 * per minute at most when a code chunk fails to load.
 */
export function NavigationEffects() {
  const pathname = usePathname();
  const search = useSearchParams();
  const progress = useRef<ReturnType<typeof createRouteProgress> | null>(null);
  const first = useRef(true);

  useEffect(() => {
    NProgress.configure({ showSpinner: false, speed: PROGRESS.hideDelayMs, trickle: false, minimum: 0.1 });
    progress.current = createRouteProgress({ start: () => NProgress.start(), set: (n) => NProgress.set(n), done: () => NProgress.done() });
    const onClick = (event: MouseEvent) => {
      if (navigatingLink(event)) progress.current?.begin();
    };
    const onChunkError = (error: unknown) => {
      if (!isChunkLoadError(error)) return;
      const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY));
      if (!shouldReloadForChunkError(last || null, Date.now())) return;
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      window.location.reload();
    };
    const onError = (event: ErrorEvent) => onChunkError(event.error ?? { message: event.message });
    const onRejection = (event: PromiseRejectionEvent) => onChunkError(event.reason);
    document.addEventListener('click', onClick, true);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      progress.current?.end();
    };
  }, []);

  useEffect(() => {
    progress.current?.end();
    if (first.current) {
      first.current = false;
      return;
    }
    if (shouldScrollToTop(window.location.href)) window.scrollTo(0, 0);
  }, [pathname, search]);

  return null;
}
