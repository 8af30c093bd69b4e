import { describe, expect, it } from 'vitest';
import {
  initialMobileMenu,
  isMenuSlidIn,
  isMenuVisible,
  mobileMenuReducer,
  type MobileMenuAction,
  type MobileMenuState,
} from '@/components/layout/mobile-menu-state';

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

