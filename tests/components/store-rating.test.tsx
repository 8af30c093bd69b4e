import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreRating } from '@/components/stores/StoreRating';
import { messagesFor } from '@/messages';

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderRating(locale: 'fr-BE' | 'nl-BE' | 'fr-FR' = 'fr-BE', props = { storeId: 42, rating: 4.25, votes: 1280 }) {
  const edition = locale === 'nl-BE' ? 'nl-be' : locale === 'fr-FR' ? 'fr-fr' : 'fr-be';
  return render(
    <NextIntlClientProvider locale={locale} messages={messagesFor(edition)} timeZone="Europe/Brussels">
      <StoreRating {...props} />
    </NextIntlClientProvider>,
  );
}

const status = () => screen.getByRole('status');
const voteButtons = () => screen.queryAllByRole('button', { name: /^Donner \d étoiles? sur 5$/ });

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StoreRating', () => {
  it('shows the average in the edition’s number format, and five labelled vote buttons', () => {
    renderRating();
    // French: decimal comma, grouped thousands (a narrow no-break space)
    expect(screen.getByText(/^Note : 4,3 sur 5 \(1\s280 votes\)$/)).toBeTruthy();
    expect(voteButtons().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Donner 1 étoile sur 5',
      'Donner 2 étoiles sur 5',
      'Donner 3 étoiles sur 5',
      'Donner 4 étoiles sur 5',
      'Donner 5 étoiles sur 5',
    ]);
    expect(screen.getByRole('group', { name: 'Votre note :' })).toBeTruthy();
    expect(status().textContent).toBe('');
  });

  it('speaks Dutch on vakanties.be and says when there is no vote yet', () => {
    renderRating('nl-BE', { storeId: 7, rating: 0, votes: 0 });
    expect(screen.getByText(/^Nog geen score/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Geef 3 sterren op 5' })).toBeTruthy();
  });

  it('posts the vote, shows and announces the new average, then shows the vote instead of the buttons and remembers it', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 42, rating: 4.26, votes: 1281, your_rating: 5 }));
    const user = userEvent.setup();
    renderRating('fr-FR');
    await user.click(screen.getByRole('button', { name: 'Donner 5 étoiles sur 5' }));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/stores/42/update_rating/?language=fr-fr');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ storeId: 42, rating: 5 });

    await waitFor(() => expect(screen.getByText(/^Note : 4,3 sur 5 \(1\s281 votes\)$/)).toBeTruthy());
    expect(status().textContent).toMatch(/^Merci pour votre note ! Nouvelle moyenne : 4,3 sur 5 \(1\s281 votes\)\.$/);
    expect(voteButtons()).toHaveLength(0);
    const yourVote = screen.getByText('Vous avez donné 5/5');
    // focus does not fall back to the page when the pressed button goes
    expect(yourVote.parentElement).toBe(document.activeElement);
    expect(window.localStorage.getItem('store-rating:42')).toBe('5');
  });

  it('votes from the keyboard', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 42, rating: 4.25, votes: 1281, your_rating: 3 }));
    const user = userEvent.setup();
    renderRating();
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Donner 1 étoile sur 5');
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ storeId: 42, rating: 3 });
    await screen.findByText('Vous avez donné 3/5');
  });

  it('shows a remembered vote to a returning visitor, who cannot vote again', async () => {
    window.localStorage.setItem('store-rating:42', '4');
    renderRating();
    await screen.findByText('Vous avez donné 4/5');
    expect(voteButtons()).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps votes apart per shop', () => {
    window.localStorage.setItem('store-rating:41', '4');
    renderRating();
    expect(voteButtons()).toHaveLength(5);
  });

  it('takes an "already voted" answer (409): shows the returned average and the earlier vote, and remembers it', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { detail: 'You have already rated this store.', rating: 4.31, votes: 1290, your_rating: 2 }));
    const user = userEvent.setup();
    renderRating();
    await user.click(screen.getByRole('button', { name: 'Donner 5 étoiles sur 5' }));
    await screen.findByText('Vous avez donné 2/5');
    expect(screen.getByText(/^Note : 4,3 sur 5 \(1\s290 votes\)$/)).toBeTruthy();
    expect(status().textContent).toMatch(/^Vous aviez déjà noté cette boutique\./);
    expect(voteButtons()).toHaveLength(0);
    expect(window.localStorage.getItem('store-rating:42')).toBe('2');
  });

  it('explains a refused vote (400) in the live region and lets the visitor try again', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { rating: ['Ensure this value is less than or equal to 5.'] }));
    fetchMock.mockResolvedValueOnce(json(200, { id: 42, rating: 4.25, votes: 1281, your_rating: 4 }));
    const user = userEvent.setup();
    renderRating();
    await user.click(screen.getByRole('button', { name: 'Donner 4 étoiles sur 5' }));
    await waitFor(() => expect(status().textContent).toBe('Cette note n’est pas valable : choisissez de 1 à 5 étoiles.'));
    expect(voteButtons()).toHaveLength(5);
    expect(screen.getByText(/^Note : 4,3 sur 5 \(1\s280 votes\)$/)).toBeTruthy();
    expect(window.localStorage.getItem('store-rating:42')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Donner 4 étoiles sur 5' }));
    await screen.findByText('Vous avez donné 4/5');
  });

  it('explains a network failure and a server error, keeping the buttons', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 500 }));
    const user = userEvent.setup();
    renderRating();
    await user.click(screen.getByRole('button', { name: 'Donner 2 étoiles sur 5' }));
    await waitFor(() => expect(status().textContent).toMatch(/^Votre note n’a pas pu être envoyée/));
    expect(voteButtons()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Donner 2 étoiles sur 5' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(status().textContent).toMatch(/^Votre note n’a pas pu être envoyée/);
    expect(voteButtons()).toHaveLength(5);
    expect(window.localStorage.getItem('store-rating:42')).toBeNull();
  });

  it('says why the connection is held back (429) in the API’s words, keeping the buttons and remembering nothing', async () => {
    const today = messagesFor('nl-be').forms.status.ratedToday;
    fetchMock.mockResolvedValueOnce(json(429, { detail: today, retry_after: 86_000 }));
    fetchMock.mockResolvedValueOnce(new Response('Too Many Requests', { status: 429 }));
    const user = userEvent.setup();
    renderRating('nl-BE', { storeId: 43, rating: 4.7, votes: 10 });
    await user.click(screen.getByRole('button', { name: 'Geef 4 sterren op 5' }));
    await waitFor(() => expect(status().textContent).toBe(today));
    expect(status().className).toMatch(/error/);
    expect(screen.getAllByRole('button', { name: /^Geef \d sterr?e?n? op 5$/ })).toHaveLength(5);
    expect(window.localStorage.getItem('store-rating:43')).toBeNull();
    // Without words of its own (a proxy's refusal), the widget still says the connection sent too much.
    await user.click(screen.getByRole('button', { name: 'Geef 4 sterren op 5' }));
    await waitFor(() => expect(status().textContent).toBe(messagesFor('nl-be').rating.limited));
    expect(screen.getAllByRole('button', { name: /^Geef \d sterr?e?n? op 5$/ })).toHaveLength(5);
  });

  it('sends one vote even when clicked twice quickly', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderRating();
    await user.click(screen.getByRole('button', { name: 'Donner 4 étoiles sur 5' }));
    expect(status().textContent).toBe('Envoi de votre note…');
    expect(voteButtons().every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Donner 5 étoiles sur 5' }));
    answer(json(200, { id: 42, rating: 4.25, votes: 1281, your_rating: 4 }));
    await screen.findByText('Vous avez donné 4/5');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
