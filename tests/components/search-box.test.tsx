import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '@/components/layout/SearchBox';
import type { SuggestAnswer } from '@/lib/api/types/suggestions';
import type { EditionId } from '@/lib/editions';
import { messagesFor } from '@/messages';

const { push, loadPage } = vi.hoisted(() => ({ push: vi.fn(), loadPage: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
// A promotion opens with a full page load, which jsdom cannot do: watch the call instead.
vi.mock('@/components/layout/use-search-suggestions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/layout/use-search-suggestions')>()),
  loadPage,
}));

const labels = { label: 'Rechercher', placeholder: 'Boutique, code promo…', submit: 'Lancer la recherche', comparator: 'Comparer les séjours' };

const stayzo: SuggestAnswer = {
  stores: [
    { id: 5, name: 'Stayzo', slug: 'stayzo', icon: '/logos/stores/stayzo.svg' },
    { id: 9, name: 'Staycation Club', slug: 'staycation-club', icon: null },
  ],
  promotions: [
    { id: 40, title: '40 € de réduction sur les hôtels', offer: '40 €', is_expired: false, stores: [{ name: 'Stayzo', slug: 'stayzo', icon: '/logos/stores/stayzo.svg' }] },
    { id: 41, title: 'Offre expirée', offer: null, is_expired: true, stores: [{ name: 'Stayzo', slug: 'stayzo', icon: null }] },
  ],
};
const other: SuggestAnswer = { stores: [{ id: 7, name: 'Autre boutique', slug: 'autre', icon: null }], promotions: [] };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const calledNames = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.get('name'));

function renderBox(edition: EditionId = 'fr-be') {
  const locale = edition === 'nl-be' ? 'nl-BE' : 'fr-BE';
  return render(
    // A cache of its own per test: SWR's default cache would carry answers from one test to the next.
    <SWRConfig value={{ provider: () => new Map() }}>
      <NextIntlClientProvider locale={locale} messages={messagesFor(edition)} timeZone="Europe/Brussels">
        <SearchBox edition={edition} searchPath="/search" comparatorPath="/comparateur" labels={labels} />
      </NextIntlClientProvider>
    </SWRConfig>,
  );
}

const box = () => screen.getByRole('combobox', { name: 'Rechercher' }) as HTMLInputElement;
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** Types `text` and waits for the list of suggestions the fetch mock answers. */
async function typeAndWait(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(box(), text);
  return screen.findByRole('listbox', {}, { timeout: 2000 });
}

beforeEach(() => {
  push.mockClear();
  loadPage.mockClear();
  fetchMock = vi.fn<typeof fetch>(async () => json(stayzo));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchBox without suggestions', () => {
  it('goes to the search page with str on Enter and clears the box', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'Bali{Enter}');
    expect(push).toHaveBeenCalledWith('/search?str=Bali');
    expect(box().value).toBe('');
  });

  it('does nothing on Enter with empty or blank text, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), '{Enter}');
    await user.type(box(), '   {Enter}');
    expect(push).not.toHaveBeenCalled();
    expect(box().value).toBe('   ');
  });

  it('works as a plain GET form without JavaScript and offers the comparator', () => {
    renderBox();
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(box().name).toBe('str');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Comparer les séjours' }).getAttribute('href')).toBe('/comparateur');
  });
});

describe('SearchBox suggestions', () => {
  it('asks nothing under two characters, then once when the visitor pauses, in the edition’s language', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 's');
    await pause(400);
    expect(fetchMock).not.toHaveBeenCalled();
    await typeAndWait(user, 'tay');
    expect(calledNames()).toEqual(['stay']);
    const url = String(fetchMock.mock.calls[0]![0]);
    expect(url).toMatch(/^\/api\/promotions\/search_promotions_stores_by_name\/\?/);
    expect(new URL(url, 'http://x').searchParams.get('language')).toBe('fr-be');
  });

  it('shows a grouped listbox with marked names, logos, the "all results" option and a polite count', async () => {
    const user = userEvent.setup();
    renderBox();
    const listbox = await typeAndWait(user, 'stay');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(listbox.id);
    expect(box().getAttribute('aria-autocomplete')).toBe('list');
    expect(listbox.getAttribute('aria-label')).toBe('Suggestions de recherche');
    const shops = within(listbox).getByRole('group', { name: 'Boutiques' });
    expect(within(shops).getAllByRole('option').map((o) => o.getAttribute('href'))).toEqual(['/stayzo', '/staycation-club']);
    const deals = within(listbox).getByRole('group', { name: 'Codes promo et offres' });
    // The expired promotion is left out.
    expect(within(deals).getAllByRole('option').map((o) => o.textContent)).toEqual(['40 € de réduction sur les hôtelsStayzo40 €']);
    expect(options().at(-1)!.textContent).toBe('Voir tous les résultats pour « stay »');
    expect([...listbox.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Stay', 'Stay', 'Stay']);
    expect([...listbox.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/logos/stores/stayzo.svg',
      '/logos/default-store.svg',
      '/logos/stores/stayzo.svg',
    ]);
    expect(screen.getByRole('status').textContent).toBe('3 suggestions disponibles');
  });

  it('walks the options with the arrows, wrapping, and aria-activedescendant follows', async () => {
    const user = userEvent.setup();
    renderBox();
    await typeAndWait(user, 'stay');
    const ids = options().map((o) => o.id);
    expect(ids).toHaveLength(4);
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-activedescendant')).toBe(ids[0]);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box().getAttribute('aria-activedescendant')).toBe(ids[3]);
    await user.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-activedescendant')).toBe(ids[0]);
    await user.keyboard('{ArrowUp}');
    expect(box().getAttribute('aria-activedescendant')).toBe(ids[3]);
    expect(options().filter((o) => o.getAttribute('aria-selected') === 'true').map((o) => o.id)).toEqual([ids[3]]);
    expect(document.activeElement).toBe(box());
  });

  it('Enter on a shop opens its page and clears the box', async () => {
    const user = userEvent.setup();
    renderBox();
    await typeAndWait(user, 'stay');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(push).toHaveBeenCalledWith('/staycation-club');
    expect(box().value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Enter on a promotion loads its shop page naming it, so the code modal opens', async () => {
    const user = userEvent.setup();
    renderBox();
    await typeAndWait(user, 'stay');
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(loadPage).toHaveBeenCalledWith('/stayzo?code=40');
    expect(push).not.toHaveBeenCalled();
  });

  it('Enter with no active option, or on "all results", goes to the search page', async () => {
    const user = userEvent.setup();
    renderBox();
    await typeAndWait(user, 'stay');
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenLastCalledWith('/search?str=stay');
    await typeAndWait(user, 'stay');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(push).toHaveBeenLastCalledWith('/search?str=stay');
    expect(push).toHaveBeenCalledTimes(2);
  });

  it('Escape closes the list, a second Escape empties the box; typing opens it again', async () => {
    const user = userEvent.setup();
    renderBox();
    await typeAndWait(user, 'stay');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    expect(box().value).toBe('stay');
    expect(screen.getByRole('status').textContent).toBe('');
    await user.keyboard('{Escape}');
    expect(box().value).toBe('');
    await typeAndWait(user, 'stay');
    expect(box().getAttribute('aria-expanded')).toBe('true');
  });

  it('ArrowDown opens a closed list on the first option', async () => {
    const user = userEvent.setup();
    renderBox();
    await typeAndWait(user, 'stay');
    await user.keyboard('{Escape}{ArrowDown}');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
  });

  it('a click on an option opens it; Tab and a click outside close the list', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SWRConfig value={{ provider: () => new Map() }}>
          <NextIntlClientProvider locale="fr-BE" messages={messagesFor('fr-be')} timeZone="Europe/Brussels">
            <SearchBox edition="fr-be" searchPath="/search" comparatorPath={null} labels={labels} />
          </NextIntlClientProvider>
        </SWRConfig>
        <p>Contenu de la page</p>
        <button type="button">Plus loin</button>
      </>,
    );
    await typeAndWait(user, 'stay');
    await user.click(screen.getByText('Contenu de la page'));
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(box());
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(box());
    await user.click(options()[0]!);
    expect(push).toHaveBeenCalledWith('/stayzo');
  });

  it('ignores an answer that arrives after the answer to newer text', async () => {
    let answerFirst: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerFirst = resolve)));
    fetchMock.mockImplementationOnce(async () => json(other));
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'st');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await typeAndWait(user, 'ay');
    expect(calledNames()).toEqual(['st', 'stay']);
    expect(options().map((o) => o.getAttribute('href'))).toEqual(['/autre', '/search?str=stay']);
    await act(async () => answerFirst(json(stayzo)));
    await pause(50);
    expect(options().map((o) => o.getAttribute('href'))).toEqual(['/autre', '/search?str=stay']);
    expect(screen.getByRole('status').textContent).toBe('1 suggestion disponible');
  });

  it('shows nothing when the call fails, and Enter still searches', async () => {
    fetchMock.mockImplementation(async () => json({ detail: 'boom' }, 500));
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'stay');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await pause(100);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(push).toHaveBeenCalledWith('/search?str=stay');
  });

  it('answers from its cache when the visitor types the same text again', async () => {
    const user = userEvent.setup();
    renderBox();
    await typeAndWait(user, 'stay');
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(calledNames()).toEqual(['stay', 'sta']));
    await user.keyboard('y');
    await pause(400);
    expect(calledNames()).toEqual(['stay', 'sta']);
    expect(options()).toHaveLength(4);
  });

  it('speaks Dutch on vakanties.be', async () => {
    fetchMock.mockImplementation(async () => json(other));
    const user = userEvent.setup();
    renderBox('nl-be');
    const listbox = await typeAndWait(user, 'autre');
    expect(listbox.getAttribute('aria-label')).toBe('Zoeksuggesties');
    expect(within(listbox).getByRole('group', { name: 'Webshops' })).toBeTruthy();
    expect(options().at(-1)!.textContent).toBe('Alle resultaten voor ‘autre’');
    expect(screen.getByRole('status').textContent).toBe('1 suggestie beschikbaar');
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://x').searchParams.get('language')).toBe('nl-be');
  });
});
