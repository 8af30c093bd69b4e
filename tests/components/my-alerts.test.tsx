import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyAlerts } from '@/components/alerts/MyAlerts';
import type { MyAlert, MyAlertsAnswer } from '@/lib/alerts/my-alerts';
import { editions, type EditionId } from '@/lib/editions';
import { messagesFor } from '@/messages';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const alert = (id: number, over: Partial<MyAlert>): MyAlert => ({
  id,
  kind: 'store',
  store: null,
  category: null,
  query: null,
  frequency: 'daily',
  paused: false,
  created_at: '2026-11-03T09:00:00Z',
  ...over,
});

const mine: MyAlertsAnswer = {
  email: 'lea@example.be',
  status: 'confirmed',
  alerts: [
    alert(5, { kind: 'store', store: { id: 12, name: 'Sunweb', slug: 'sunweb' } }),
    alert(6, { kind: 'category', category: { id: 7, name: 'Ski', slug: 'ski' }, frequency: 'instant', paused: true }),
    alert(7, { kind: 'query', query: 'ski alpes' }),
  ],
};

/** The API as the page meets it: each call answered by the first route that matches its method and path. */
function api(routes: Record<string, () => Response | Promise<Response>>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const answer = routes[key];
    if (!answer) throw new Error(`unexpected call ${key}`);
    return answer();
  });
}

/** Each call the page made: method, path with its query, and JSON body. */
const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => ({ method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined }));

function open(search: string, edition: EditionId = 'fr-be') {
  window.history.replaceState(null, '', `/mes-alertes${search}`);
  const { htmlLang, timeZone } = editions[edition];
  return render(
    <NextIntlClientProvider locale={htmlLang} timeZone={timeZone} messages={messagesFor(edition)}>
      <MyAlerts edition={edition} searchHref={edition === 'nl-be' ? '/search' : '/search'} />
    </NextIntlClientProvider>,
  );
}

const row = (name: string) => screen.getByRole('link', { name }).closest('li')!;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('Mes alertes', () => {
  it('without a link, tells what the page is and where its link is, and calls nothing', () => {
    open('');
    expect(screen.getByRole('heading', { name: 'Suivre les nouveaux codes par e-mail' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Où trouver votre lien ?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trouver une boutique à suivre' }).getAttribute('href')).toBe('/search');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists what the address follows, each linked to its page, with its frequency, pause and date', async () => {
    api({ 'GET /api/alerts/mine/': () => json(mine) });
    open('?token=abc');
    expect(await screen.findByText('Alertes envoyées à lea@example.be')).toBeTruthy();
    expect(calls()[0]).toEqual({ method: 'GET', url: '/api/alerts/mine/?language=fr-be&token=abc', body: undefined });
    expect(screen.getByRole('link', { name: 'Sunweb' }).getAttribute('href')).toBe('/sunweb');
    expect(screen.getByRole('link', { name: 'Ski' }).getAttribute('href')).toBe('/categories/ski');
    expect(screen.getByRole('link', { name: '« ski alpes »' }).getAttribute('href')).toBe('/search?str=ski+alpes');
    const sunweb = row('Sunweb');
    expect(within(sunweb).getByText('Boutique')).toBeTruthy();
    expect(within(sunweb).getByText('Suivie depuis le 3 novembre 2026')).toBeTruthy();
    expect((within(sunweb).getByRole('combobox', { name: 'Fréquence Sunweb' }) as HTMLSelectElement).value).toBe('daily');
    expect(within(sunweb).getByRole('button', { name: 'Mettre en pause Sunweb' })).toBeTruthy();
    const ski = row('Ski');
    expect(within(ski).getByText('En pause')).toBeTruthy();
    expect((within(ski).getByRole('combobox') as HTMLSelectElement).value).toBe('instant');
    expect(within(ski).getByRole('button', { name: 'Reprendre Ski' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('pauses and resumes an alert, and changes how often it mails, through PATCH', async () => {
    api({ 'GET /api/alerts/mine/': () => json(mine), 'PATCH /api/alerts/mine/5/': () => json({ ok: true }) });
    const user = userEvent.setup();
    open('?token=abc');
    await screen.findByRole('link', { name: 'Sunweb' });
    await user.click(within(row('Sunweb')).getByRole('button', { name: 'Mettre en pause Sunweb' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Modification enregistrée.'));
    expect(within(row('Sunweb')).getByRole('button', { name: 'Reprendre Sunweb' })).toBeTruthy();
    await user.selectOptions(within(row('Sunweb')).getByRole('combobox'), 'instant');
    await waitFor(() => expect(calls()).toHaveLength(3));
    expect(calls().slice(1)).toEqual([
      { method: 'PATCH', url: '/api/alerts/mine/5/?language=fr-be&token=abc', body: { paused: true } },
      { method: 'PATCH', url: '/api/alerts/mine/5/?language=fr-be&token=abc', body: { frequency: 'instant' } },
    ]);
  });

  it('puts a change back as it was when the server fails, and says so', async () => {
    api({ 'GET /api/alerts/mine/': () => json(mine), 'PATCH /api/alerts/mine/5/': () => json({ detail: 'Erreur' }, 500) });
    const user = userEvent.setup();
    open('?token=abc');
    await screen.findByRole('link', { name: 'Sunweb' });
    await user.selectOptions(within(row('Sunweb')).getByRole('combobox'), 'instant');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/n’a pas abouti/));
    expect((within(row('Sunweb')).getByRole('combobox') as HTMLSelectElement).value).toBe('daily');
  });

  it('removes one alert through DELETE, and all of them after a confirmation', async () => {
    api({
      'GET /api/alerts/mine/': () => json(mine),
      'DELETE /api/alerts/mine/6/': () => new Response(null, { status: 204 }),
      'DELETE /api/alerts/mine/': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    open('?token=abc');
    await screen.findByRole('link', { name: 'Ski' });
    await user.click(within(row('Ski')).getByRole('button', { name: 'Supprimer Ski' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ski' })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Alerte supprimée : Ski.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));

    await user.click(screen.getByRole('button', { name: 'Tout supprimer' }));
    // Nothing goes before the explicit answer.
    expect(calls().filter((call) => call.url.startsWith('/api/alerts/mine/?') && call.method === 'DELETE')).toHaveLength(0);
    const yes = screen.getByRole('button', { name: 'Oui, tout supprimer' });
    await waitFor(() => expect(document.activeElement).toBe(yes));
    await user.click(yes);
    await waitFor(() => expect(screen.getByText('Vous ne suivez plus rien pour le moment.')).toBeTruthy());
    expect(screen.getByRole('status').textContent).toMatch(/Toutes vos alertes sont supprimées/);
    expect(calls().map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/alerts/mine/?language=fr-be&token=abc',
      'DELETE /api/alerts/mine/6/?language=fr-be&token=abc',
      'DELETE /api/alerts/mine/?language=fr-be&token=abc',
    ]);
  });

  it('forgets the address only once the visitor confirms, then says it is done', async () => {
    api({ 'GET /api/alerts/mine/': () => json(mine), 'POST /api/alerts/forget/': () => json({ detail: 'Effacé.' }) });
    const user = userEvent.setup();
    open('?token=abc');
    await screen.findByRole('link', { name: 'Sunweb' });
    await user.click(screen.getByRole('button', { name: 'Oublier mon adresse' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Oublier mon adresse' })));
    expect(calls()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Oublier mon adresse' }));
    expect(screen.getByRole('group').textContent).toMatch(/C’est définitif/);
    await user.click(screen.getByRole('button', { name: 'Oui, oublier mon adresse' }));
    const done = await screen.findByRole('heading', { name: 'Votre adresse est oubliée' });
    expect(calls()[1]).toEqual({ method: 'POST', url: '/api/alerts/forget/?language=fr-be', body: { token: 'abc' } });
    // The list and its buttons are gone with the address.
    expect(screen.queryByRole('link', { name: 'Sunweb' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(done.closest('[role="status"]')));
  });

  it('says when the link has expired or is not valid', async () => {
    api({ 'GET /api/alerts/mine/': () => json({ status: 'expired', token: ['Ce lien a expiré.'] }, 400) });
    const first = open('?token=old');
    expect(await screen.findByRole('heading', { name: 'Ce lien a expiré' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/dernier e-mail d’alerte/);
    first.unmount();

    api({ 'GET /api/alerts/mine/': () => json({ status: 'invalid', token: ['Ce lien n’est pas valable.'] }, 400) });
    open('?token=forged');
    expect(await screen.findByRole('heading', { name: 'Ce lien n’est pas valable' })).toBeTruthy();
  });

  it('tells the list the link no longer opens when a change is refused for it', async () => {
    api({ 'GET /api/alerts/mine/': () => json(mine), 'DELETE /api/alerts/mine/5/': () => json({ status: 'gone', detail: 'Cette adresse ne suit plus rien.' }, 404) });
    const user = userEvent.setup();
    open('?token=abc');
    await screen.findByRole('link', { name: 'Sunweb' });
    await user.click(within(row('Sunweb')).getByRole('button', { name: 'Supprimer Sunweb' }));
    expect(await screen.findByRole('heading', { name: 'Ce lien n’est pas valable' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sunweb' })).toBeNull();
  });

  it('drops an alert already removed elsewhere', async () => {
    api({ 'GET /api/alerts/mine/': () => json(mine), 'PATCH /api/alerts/mine/7/': () => json({ detail: 'Cette alerte n’existe pas (ou plus).' }, 404) });
    const user = userEvent.setup();
    open('?token=abc');
    await screen.findByRole('link', { name: '« ski alpes »' });
    await user.click(screen.getByRole('button', { name: 'Mettre en pause « ski alpes »' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '« ski alpes »' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Sunweb' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Ce lien n’est pas valable' })).toBeNull();
  });

  it('says when the site cannot be reached, and tries again on request', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(json(mine));
    const user = userEvent.setup();
    open('?token=abc');
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toMatch(/Impossible de joindre le site/);
    await user.click(within(problem).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Sunweb' })).toBeTruthy();
  });

  it('confirms the address of a confirmation link, then lists its alerts', async () => {
    api({ 'POST /api/alerts/confirm/': () => json({ status: 'confirmed' }), 'GET /api/alerts/mine/': () => json({ ...mine, status: 'confirmed' }) });
    open('?confirm=xyz&token=abc');
    expect(await screen.findByRole('heading', { name: 'Adresse confirmée' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Sunweb' })).toBeTruthy();
    expect(calls().map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/api/alerts/confirm/?language=fr-be', { token: 'xyz' }],
      ['GET', '/api/alerts/mine/?language=fr-be&token=abc', undefined],
    ]);
  });

  it('lists the alerts of a confirmation link alone, with the manage token the confirmation gives', async () => {
    api({ 'POST /api/alerts/confirm/': () => json({ status: 'confirmed', detail: 'Confirmée.', manage_token: 'm-1' }), 'GET /api/alerts/mine/': () => json(mine) });
    const user = userEvent.setup();
    open('?confirm=xyz');
    expect(await screen.findByRole('heading', { name: 'Adresse confirmée' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Mettre en pause Sunweb' }));
    await waitFor(() => expect(calls()).toHaveLength(3));
    expect(calls().map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/alerts/confirm/?language=fr-be',
      'GET /api/alerts/mine/?language=fr-be&token=m-1',
      'PATCH /api/alerts/mine/5/?language=fr-be&token=m-1',
    ]);
  });

  it('tells an expired confirmation link, with the way to follow again', async () => {
    api({ 'POST /api/alerts/confirm/': () => json({ status: 'expired', token: ['Ce lien de confirmation a expiré.'] }, 400) });
    open('?confirm=old');
    expect(await screen.findByRole('heading', { name: 'Ce lien de confirmation a expiré' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trouver une boutique à suivre' }).getAttribute('href')).toBe('/search');
  });

  it('says an address waits for its confirmation', async () => {
    api({ 'GET /api/alerts/mine/': () => json({ ...mine, status: 'pending' }) });
    open('?token=abc');
    expect(await screen.findByText(/n’est pas encore confirmée/)).toBeTruthy();
  });

  it('speaks Dutch on vakanties.be, with its own paths', async () => {
    api({ 'GET /api/alerts/mine/': () => json(mine) });
    open('?token=abc', 'nl-be');
    expect(await screen.findByRole('heading', { name: 'Wat je volgt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ski' }).getAttribute('href')).toBe('/categorieen/ski');
    expect(screen.getByRole('link', { name: '‘ski alpes’' })).toBeTruthy();
    expect(within(row('Sunweb')).getByRole('button', { name: 'Pauzeren Sunweb' })).toBeTruthy();
    expect(within(row('Sunweb')).getByText('Gevolgd sinds 3 november 2026')).toBeTruthy();
    expect(calls()[0].url).toBe('/api/alerts/mine/?language=nl-be&token=abc');
  });
});
