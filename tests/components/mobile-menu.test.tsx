import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileMenu } from '@/components/layout/MobileMenu';
import { MOBILE_MENU_CLOSE_MS } from '@/components/layout/mobile-menu-state';
import type { NavSection } from '@/components/layout/nav-model';

vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        rest.onClick?.(event);
      }}
    >
      {children}
    </a>
  ),
}));

const sections: NavSection[] = [
  { id: 'destinations', label: 'Destinations', href: '/pays', allLabel: 'Toutes les destinations', links: [{ label: 'Espagne', href: '/pays/espagne' }] },
  { id: 'heading-1', label: 'Séjours & voyages', href: '/categories/sejours', links: [{ label: 'Last minute', href: '/categories/sejours/last-minute' }] },
  { id: 'blogs', label: 'Blog', href: '/blog', allLabel: 'Tous les articles', links: [{ label: 'Bons plans', href: '/blog/bons-plans' }] },
];
const labels = { open: 'Ouvrir le menu', close: 'Fermer le menu', title: 'Menu' };

describe('MobileMenu', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  const open = async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<MobileMenu sections={sections} labels={labels} />);
    const burger = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await user.click(burger);
    await act(async () => vi.advanceTimersByTime(50));
    return { user, burger, dialog: screen.getByRole('dialog', { name: 'Menu' }) };
  };

  it('is closed and out of the accessibility tree at first', () => {
    render(<MobileMenu sections={sections} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens, slides in and moves focus to the close button', async () => {
    const { burger, dialog } = await open();
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.getAttribute('data-open')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Fermer le menu' }));
  });

  it('expands one section at a time', async () => {
    const { user, dialog } = await open();
    const destinations = within(dialog).getByRole('button', { name: 'Destinations' });
    const blog = within(dialog).getByRole('button', { name: 'Blog' });
    await user.click(destinations);
    expect(destinations.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'Espagne' })).toBeTruthy();
    await user.click(blog);
    expect(blog.getAttribute('aria-expanded')).toBe('true');
    expect(destinations.getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).queryByRole('link', { name: 'Espagne' })).toBeNull();
    await user.click(blog);
    expect(blog.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a link is chosen: slides out, then hides after 200 ms, sections reset', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Destinations' }));
    await user.click(within(dialog).getByRole('link', { name: 'Espagne' }));
    expect(dialog.getAttribute('data-open')).toBe('false');
    expect(screen.getByRole('dialog', { hidden: true }).hidden).toBe(false);
    await act(async () => vi.advanceTimersByTime(MOBILE_MENU_CLOSE_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await act(async () => vi.advanceTimersByTime(50));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Destinations' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to the burger', async () => {
    const { user, burger } = await open();
    await user.keyboard('{Escape}');
    await act(async () => vi.advanceTimersByTime(MOBILE_MENU_CLOSE_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('false');
  });
});
