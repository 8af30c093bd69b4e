import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { FilterForm } from '@/components/comparator/FilterForm';
import type { Facets } from '@/lib/api/types/comparator';
import { comparatorSearch, emptyQuery, parseComparatorQuery, type ComparatorQuery } from '@/lib/comparator/query';
import { messagesFor } from '@/messages';

const facets: Facets = {
  country: [
    { value: 'espagne', label: 'Espagne', count: 12 },
    { value: 'italie', label: 'Italie', count: 0 },
  ],
  region: [
    { value: 'andalousie', label: 'Andalousie', count: 7 },
    { value: 'catalogne', label: 'Catalogne', count: 5 },
  ],
  city: [],
  price: [
    { value: '0-300', count: 4 },
    { value: '301-500', count: 0 },
    { value: '501-750', count: 6 },
    { value: '751-1000', count: 2 },
    { value: '1001-', count: 0 },
  ],
  duration: [
    { value: '1-5', count: 3 },
    { value: '6-10', count: 9 },
    { value: '11-', count: 0 },
  ],
  rating: [
    { value: '2', count: 0 },
    { value: '3', count: 5 },
    { value: '4', count: 6 },
    { value: '5', count: 1 },
  ],
  last: [
    { value: '1', count: 2 },
    { value: '0', count: 10 },
  ],
  has_discount: [{ value: '1', count: 0 }],
  type_of_stay: [{ value: 'half_board', count: 8 }],
  partner: [
    { value: 'sunweb', label: 'Sunweb', count: 9 },
    { value: 'tui', label: 'TUI', count: 0 },
  ],
  service_types: [],
  datafeed_category: [{ value: 'hotel', label: 'Hôtel', count: 12 }],
};

function renderForm(query: ComparatorQuery, { locale = 'fr-BE' as 'fr-BE' | 'nl-BE', onChange = vi.fn() } = {}) {
  render(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale === 'nl-BE' ? 'nl-be' : 'fr-be')} timeZone="Europe/Brussels">
      <FilterForm action="/comparateur" query={query} facets={facets} enhanced onChange={onChange} />
    </NextIntlClientProvider>,
  );
  return onChange;
}

describe('FilterForm', () => {
  it('is a GET form on the comparator whose fields are the URL keys', () => {
    renderForm(emptyQuery());
    const form = screen.getByRole('form', { name: 'Filtrer les offres' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/comparateur');
    expect((screen.getByLabelText('Pays') as HTMLSelectElement).name).toBe('country');
    expect((screen.getByRole('checkbox', { name: /^Jusqu’à 300/ }) as HTMLInputElement).name).toBe('price');
    expect(screen.getByRole('button', { name: 'Afficher les offres' })).toBeTruthy();
  });

  it('labels every option with its count, and disables the ones that would give nothing', () => {
    renderForm(emptyQuery());
    const price = within(screen.getByRole('group', { name: 'Budget' }));
    const upTo300 = price.getByRole('checkbox', { name: /^Jusqu’à 300\s€, 4 offres$/ }) as HTMLInputElement;
    expect(upTo300.disabled).toBe(false);
    const band301 = price.getByRole('checkbox', { name: /^De 301 à 500\s€, aucune offre$/ }) as HTMLInputElement;
    expect(band301.disabled).toBe(true);
    const stars = within(screen.getByRole('group', { name: 'Étoiles' }));
    expect((stars.getByRole('checkbox', { name: /2 étoiles/ }) as HTMLInputElement).disabled).toBe(true);
    expect((stars.getByRole('checkbox', { name: /4 étoiles.*6 offres/ }) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('checkbox', { name: /En promotion uniquement/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Last minute uniquement.*2 offres/ }) as HTMLInputElement).disabled).toBe(false);
    // Slug lists come from the facets, with the API's names.
    expect((screen.getByRole('checkbox', { name: /^TUI/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('checkbox', { name: /^Hôtel.*12 offres/ })).toBeTruthy();
    // A list the facets leave empty is not shown at all.
    expect(screen.queryByRole('group', { name: 'Services' })).toBeNull();
  });

  it('keeps a chosen value enabled even at 0, so that it can be removed', () => {
    renderForm(parseComparatorQuery({ price: '301-500' }));
    const band = screen.getByRole('checkbox', { name: /^De 301 à 500\s€/ }) as HTMLInputElement;
    expect(band.checked).toBe(true);
    expect(band.disabled).toBe(false);
  });

  it('shows the countries with their counts, the zero ones disabled, and the region and city lists waiting for their parent', () => {
    renderForm(emptyQuery());
    const country = screen.getByLabelText('Pays') as HTMLSelectElement;
    expect([...country.options].map((o) => [o.value, o.textContent, o.disabled])).toEqual([
      ['', 'Tous les pays', false],
      ['espagne', 'Espagne (12)', false],
      ['italie', 'Italie (0)', true],
    ]);
    const region = screen.getByLabelText('Région') as HTMLSelectElement;
    expect(region.disabled).toBe(true);
    expect(region.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(region.getAttribute('aria-describedby')!)?.textContent).toBe('Choisissez d’abord un pays.');
    expect((screen.getByLabelText('Ville') as HTMLSelectElement).disabled).toBe(true);
  });

  it('lists the regions of the chosen country, and a new country clears region and city', async () => {
    const onChange = renderForm(parseComparatorQuery({ country: 'espagne', region: 'andalousie', rating: '4', page: '3' }));
    const region = screen.getByLabelText('Région') as HTMLSelectElement;
    expect(region.disabled).toBe(false);
    expect(region.value).toBe('andalousie');
    expect([...region.options].map((o) => o.textContent)).toEqual(['Toutes les régions', 'Andalousie (7)', 'Catalogne (5)']);
    // The region has no cities in the facets: the city list stays disabled, without the "choose first" hint.
    expect((screen.getByLabelText('Ville') as HTMLSelectElement).disabled).toBe(true);

    await userEvent.selectOptions(screen.getByLabelText('Pays'), '');
    expect(comparatorSearch(onChange.mock.lastCall![0])).toBe('rating=4');
    await userEvent.selectOptions(region, 'catalogne');
    expect(comparatorSearch(onChange.mock.lastCall![0])).toBe('country=espagne&region=catalogne&rating=4');
  });

  it('ticks and unticks values into the next state, back on page 1', async () => {
    const onChange = renderForm(parseComparatorQuery({ rating: '4', page: '2' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^Jusqu’à 300/ }));
    expect(comparatorSearch(onChange.mock.lastCall![0])).toBe('price=0-300&rating=4');
    await userEvent.click(screen.getByRole('checkbox', { name: /4 étoiles/ }));
    expect(comparatorSearch(onChange.mock.lastCall![0])).toBe('');
    await userEvent.click(screen.getByRole('checkbox', { name: /Last minute/ }));
    expect(comparatorSearch(onChange.mock.lastCall![0])).toBe('rating=4&last=1');
    // Disabled options cannot be ticked.
    await userEvent.click(screen.getByRole('checkbox', { name: /^De 301 à 500/ }));
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('speaks Dutch on vakanties.be', () => {
    renderForm(emptyQuery(), { locale: 'nl-BE' });
    expect(screen.getByRole('form', { name: 'Aanbiedingen filteren' })).toBeTruthy();
    expect(screen.getByLabelText('Land')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^Tot €\s300, 4 aanbiedingen$/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^11 nachten of meer.*geen aanbiedingen/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Sterren' })).toBeTruthy();
  });
});
