import { fireEvent, render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FaqAccordion } from '@/components/landing/FaqAccordion';
import { LandingStores } from '@/components/landing/LandingStores';
import type { StoreTile } from '@/lib/api/types/stores';
import { editions } from '@/lib/editions';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const locale: { messages: typeof fr; name: 'fr-BE' | 'nl-BE' } = { messages: fr, name: 'fr-BE' };
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'landing' | 'stores') => createTranslator({ locale: locale.name, messages: locale.messages, namespace }),
}));

beforeEach(() => {
  locale.messages = fr;
  locale.name = 'fr-BE';
});

describe('FaqAccordion', () => {
  it('is one h2 and a native disclosure per question, closed at first', () => {
    const { container } = render(
      <FaqAccordion
        id="faq"
        title="Questions fréquentes"
        items={[
          { question: 'Quand partir en Crète ?', answer: 'De mai à octobre.\nJuillet et août sont les plus chauds.' },
          { question: 'Faut-il un passeport ?', answer: 'Non, la carte d’identité suffit.' },
          { question: 'Sans réponse ?', answer: ' ' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Questions fréquentes' });
    expect(within(region).getAllByRole('heading')).toHaveLength(1);
    const items = container.querySelectorAll('details');
    expect(items).toHaveLength(2);
    expect([...items].every((item) => !item.open)).toBe(true);
    expect(items[0].querySelector('summary')?.textContent).toBe('Quand partir en Crète ?');
    expect(items[0].querySelectorAll('p')).toHaveLength(2);
    fireEvent.click(items[0].querySelector('summary')!);
    expect(screen.queryByText('Sans réponse ?')).toBeNull();
  });

  it('renders nothing without a complete question', () => {
    const { container } = render(<FaqAccordion id="faq" title="FAQ" items={[{ question: '', answer: 'x' }]} />);
    expect(container.innerHTML).toBe('');
  });
});

const store = (over: Partial<StoreTile>): StoreTile => ({ id: 1, name: 'Stayzo', slug: 'stayzo', icon: null, rating: 4.66, votes: 304, website_url: null, ...over });

describe('LandingStores', () => {
  it('links each shop with its logo, name and rating: short on screen, whole for screen readers', async () => {
    render(<>{await LandingStores({ edition: editions['fr-be'], stores: [store({}), store({ id: 2, name: 'Neuf', slug: 'neuf', votes: 0, icon: '/logos/stores/neuf.svg' })] })}</>);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/stayzo', '/neuf']);
    expect(links[0].querySelector('[aria-hidden="true"]')?.textContent).toBe('★ 4,7/5 (304 avis)');
    expect(within(links[0]).getByText('Note de 4,7 sur 5 (304 avis)').className).toBe('visually-hidden');
    expect(within(links[1]).getByText('Pas encore d’avis')).toBeTruthy();
    expect(links[0].querySelector('img')?.getAttribute('src')).toBe('/logos/default-store.svg');
    expect(links[0].querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('speaks Dutch', async () => {
    locale.messages = nl;
    locale.name = 'nl-BE';
    render(<>{await LandingStores({ edition: editions['nl-be'], stores: [store({ votes: 1, rating: 5 })] })}</>);
    expect(screen.getByText('Score 5,0 op 5 (1 stem)')).toBeTruthy();
  });

  it('renders nothing without shops', async () => {
    expect(await LandingStores({ edition: editions['fr-be'], stores: [] })).toBeNull();
  });
});
