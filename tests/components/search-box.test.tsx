import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '@/components/layout/SearchBox';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const labels = { label: 'Rechercher', placeholder: 'Boutique, code promo…', submit: 'Lancer la recherche', comparator: 'Comparer les séjours' };

describe('SearchBox', () => {
  beforeEach(() => push.mockClear());

  it('goes to the search page with str on Enter and clears the box', async () => {
    const user = userEvent.setup();
    render(<SearchBox searchPath="/search" comparatorPath="/comparateur" labels={labels} />);
    const box = screen.getByRole('searchbox', { name: 'Rechercher' }) as HTMLInputElement;
    await user.type(box, 'Bali{Enter}');
    expect(push).toHaveBeenCalledWith('/search?str=Bali');
    expect(box.value).toBe('');
  });

  it('does nothing on Enter with empty or blank text, and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<SearchBox searchPath="/search" comparatorPath="/comparateur" labels={labels} />);
    const box = screen.getByRole('searchbox', { name: 'Rechercher' }) as HTMLInputElement;
    await user.type(box, '{Enter}');
    await user.type(box, '   {Enter}');
    expect(push).not.toHaveBeenCalled();
    expect(box.value).toBe('   ');
  });

  it('works as a plain GET form without JavaScript and offers the comparator', () => {
    render(<SearchBox searchPath="/search" comparatorPath="/vergelijken" labels={labels} />);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect((screen.getByRole('searchbox') as HTMLInputElement).name).toBe('str');
    expect(screen.getByRole('link', { name: 'Comparer les séjours' }).getAttribute('href')).toBe('/vergelijken');
  });
});
