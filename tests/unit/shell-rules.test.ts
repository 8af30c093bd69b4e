import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialMobileMenu, isMenuSlidIn, isMenuVisible, mobileMenuReducer, type MobileMenuAction, type MobileMenuState } from '@/components/layout/mobile-menu-state';
import { searchHref } from '@/components/search/query';
import { shouldShowBreadcrumbs, staticCrumbs } from '@/lib/breadcrumbs';
import { copyrightLinks, footerColumns } from '@/lib/footer';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, shouldReloadForChunkError } from '@/lib/navigation/chunk-reload';
import { PROGRESS, createRouteProgress } from '@/lib/navigation/progress';

const run = (actions: MobileMenuAction[], from: MobileMenuState = initialMobileMenu) => actions.reduce(mobileMenuReducer, from);

describe('mobile menu states', () => {
  it('opens at once, then slides in', () => {
    const opening = run([{ type: 'open' }]);
    expect(opening.phase).toBe('opening');
    expect(isMenuVisible(opening.phase)).toBe(true);
    expect(isMenuSlidIn(opening.phase)).toBe(false);
    expect(isMenuSlidIn(run([{ type: 'open' }, { type: 'shown' }]).phase)).toBe(true);
  });

  it('keeps one section expanded at a time', () => {
    const open = run([{ type: 'open' }, { type: 'shown' }]);
    const one = run([{ type: 'toggleSection', id: 'destinations' }], open);
    expect(one.expanded).toBe('destinations');
    expect(run([{ type: 'toggleSection', id: 'categories' }], one).expanded).toBe('categories');
    expect(run([{ type: 'toggleSection', id: 'destinations' }], one).expanded).toBeNull();
  });

  it('closes by animating out, hides afterwards, and resets the sections', () => {
    const open = run([{ type: 'open' }, { type: 'shown' }, { type: 'toggleSection', id: 'blogs' }]);
    const closing = run([{ type: 'close' }], open);
    expect(closing).toEqual({ phase: 'closing', expanded: null });
    expect(isMenuVisible(closing.phase)).toBe(true);
    expect(isMenuSlidIn(closing.phase)).toBe(false);
    expect(run([{ type: 'hidden' }], closing)).toEqual(initialMobileMenu);
  });

  it('ignores stale timer events', () => {
    expect(run([{ type: 'hidden' }], run([{ type: 'open' }]))).toEqual({ phase: 'opening', expanded: null });
    expect(run([{ type: 'shown' }], initialMobileMenu)).toEqual(initialMobileMenu);
    expect(run([{ type: 'close' }], initialMobileMenu)).toEqual(initialMobileMenu);
  });
});

describe('header search', () => {
  it('goes to the search page with str only for non-empty text', () => {
    expect(searchHref('/search', '  bali hotel ')).toBe('/search?str=bali+hotel');
    expect(searchHref('/search', 'é&?')).toBe('/search?str=%C3%A9%26%3F');
    expect(searchHref('/search', '')).toBeNull();
    expect(searchHref('/search', '   ')).toBeNull();
  });
});

describe('breadcrumbs', () => {
  it('show with more than one item, all named', () => {
    expect(shouldShowBreadcrumbs(staticCrumbs('Accueil', 'FAQ', '/faq'))).toBe(true);
    expect(shouldShowBreadcrumbs([{ name: 'Accueil', url: '/' }])).toBe(false);
    expect(shouldShowBreadcrumbs([{ name: 'Accueil', url: '/' }, { name: ' ', url: '/x' }])).toBe(false);
    expect(shouldShowBreadcrumbs([])).toBe(false);
  });
});

describe('footer', () => {
  const link = (id: number, isCopyright = false) => ({ id, name: `L${id}`, link: `/l${id}`, is_copyright: isCopyright });
  it('puts the common links in columns of 5 and the copyright links apart', () => {
    const links = [...Array.from({ length: 12 }, (_, i) => link(i + 1)), link(20, true), link(21, true)];
    const columns = footerColumns(links);
    expect(columns.map((c) => c.length)).toEqual([5, 5, 2]);
    expect(columns.flat().some((l) => l.is_copyright)).toBe(false);
    expect(copyrightLinks(links).map((l) => l.id)).toEqual([20, 21]);
    expect(footerColumns([])).toEqual([]);
  });
});

describe('chunk reload guard', () => {
  it('recognises chunk-load failures only', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    expect(shouldReloadForChunkError(null, 1_000)).toBe(true);
    expect(shouldReloadForChunkError(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReloadForChunkError(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });
});

describe('route progress bar', () => {
  afterEach(() => vi.useRealTimers());
  const bar = () => ({ start: vi.fn(), set: vi.fn(), done: vi.fn() });

  it('shows nothing for a navigation quicker than the 200 ms throttle', () => {
    vi.useFakeTimers();
    const b = bar();
    const progress = createRouteProgress(b);
    progress.begin();
    vi.advanceTimersByTime(PROGRESS.throttleMs - 1);
    progress.end();
    vi.advanceTimersByTime(10_000);
    expect(b.start).not.toHaveBeenCalled();
    expect(b.done).not.toHaveBeenCalled();
  });

  it('shows after the throttle, advances towards 90 % over 5 s and finishes', () => {
    vi.useFakeTimers();
    const b = bar();
    const progress = createRouteProgress(b);
    progress.begin();
    vi.advanceTimersByTime(PROGRESS.throttleMs);
    expect(b.start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PROGRESS.durationMs / 2);
    const half = b.set.mock.lastCall?.[0] as number;
    expect(half).toBeGreaterThan(0.4);
    expect(half).toBeLessThan(0.6);
    vi.advanceTimersByTime(PROGRESS.durationMs * 2);
    expect(b.set.mock.lastCall?.[0]).toBe(0.9);
    progress.end();
    expect(b.done).toHaveBeenCalledTimes(1);
  });
});
