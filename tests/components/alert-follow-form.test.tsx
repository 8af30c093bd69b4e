import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FollowTarget } from '@/lib/alerts/my-alerts';
import type { EditionId } from '@/lib/editions';
import type { FormState } from '@/lib/forms/form-state';

// The plain form post's server action: the browser's script never calls it, it calls the API itself.
const postAction = vi.hoisted(() => vi.fn<(edition: string, previous: FormState, data: FormData) => Promise<FormState>>());
vi.mock('@/components/alerts/follow-action', () => ({ followByPost: postAction }));

// What the server action reads of the request, and the API it posts to, for its own tests below.
const apiSubmit = vi.hoisted(() => vi.fn<(path: string, edition: string, fields: Record<string, unknown>, client: unknown) => Promise<{ status: number; body: unknown }>>());
vi.mock('@/lib/api/transport', () => ({ apiSubmit }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.9' }) }));

const { FollowForm } = await import('@/components/alerts/FollowForm');
const { followByPost } = await vi.importActual<typeof import('@/components/alerts/follow-action')>('@/components/alerts/follow-action');

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const sunweb: FollowTarget = { kind: 'store', id: 12, name: 'Sunweb' };
const follow = (follow: FollowTarget, edition: EditionId = 'fr-be') => render(<FollowForm edition={edition} follow={follow} />);

/** The JSON the form sent to the API, and where. */
function sent(call = 0) {
  const [url, init] = fetchMock.mock.calls[call];
  return { url: String(url), method: init?.method, body: JSON.parse(String(init?.body)) as Record<string, unknown> };
}

beforeEach(() => {
  fetchMock.mockReset();
  postAction.mockReset();
  apiSubmit.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the follow form', () => {
  it('is named after the shop, asks for an address, and chooses the daily digest by default', () => {
    follow(sunweb);
    const form = screen.getByRole('form', { name: 'Recevoir les nouveaux codes Sunweb' });
    expect(within(form).getByRole('heading', { name: 'Recevoir les nouveaux codes Sunweb' })).toBeTruthy();
    const email = within(form).getByLabelText('Votre adresse e-mail') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.getAttribute('aria-required')).toBe('true');
    expect((within(form).getByRole('radio', { name: /Un récapitulatif par jour/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('radio', { name: /Dès qu’un code arrive/ }) as HTMLInputElement).checked).toBe(false);
    expect(within(form).getByRole('group', { name: 'Fréquence des e-mails' })).toBeTruthy();
    // The consent's words and the privacy page, as on the newsletter form.
    expect(within(form).getByRole('link', { name: 'politique de confidentialité' }).getAttribute('href')).toBe('/privacy');
  });

  it('posts without JavaScript what is followed, the honeypot and the frequency, all in the form itself', () => {
    const { container } = follow(sunweb);
    const form = container.querySelector('form')!;
    const data = Object.fromEntries(new FormData(form));
    expect(data).toMatchObject({ store: '12', source: 'store', frequency: 'daily', email: '', website: '' });
    expect(form.querySelector('input[name="website"]')?.closest('[aria-hidden="true"]')).toBeTruthy();
  });

  it('sends the shop’s follow to the API as JSON, then gives the neutral answer in a live region', async () => {
    fetchMock.mockResolvedValueOnce(json({ detail: 'C’est noté. Regardez votre boîte de réception.' }, 202));
    const user = userEvent.setup();
    follow(sunweb);
    await user.type(screen.getByLabelText('Votre adresse e-mail'), 'lea@example.be');
    await user.click(screen.getByRole('button', { name: 'Recevoir les codes' }));
    const answer = await screen.findByRole('status');
    expect(answer.textContent).toMatch(/Vérifiez votre boîte de réception/);
    expect(answer.textContent).toMatch(/C’est noté/);
    await waitFor(() => expect(document.activeElement).toBe(answer));
    const { url, method, body } = sent();
    expect(url).toBe('/api/alerts/subscribe/?language=fr-be');
    expect(method).toBe('POST');
    expect(body).toEqual({ email: 'lea@example.be', store: 12, frequency: 'daily', source: 'store' });
    expect(postAction).not.toHaveBeenCalled();
  });

  it('sends a category with the frequency chosen', async () => {
    fetchMock.mockResolvedValueOnce(json({ detail: '' }, 202));
    const user = userEvent.setup();
    follow({ kind: 'category', id: 7, name: 'Ski' });
    expect(screen.getByRole('form', { name: 'Recevoir les nouveaux codes Ski' })).toBeTruthy();
    await user.type(screen.getByLabelText('Votre adresse e-mail'), 'lea@example.be');
    await user.click(screen.getByRole('radio', { name: /Dès qu’un code arrive/ }));
    await user.click(screen.getByRole('button', { name: 'Recevoir les codes' }));
    // No words from the API: the form's own.
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Si cette adresse n’est pas encore confirmée/));
    expect(sent().body).toEqual({ email: 'lea@example.be', category: 7, frequency: 'instant', source: 'category' });
  });

  it('sends a search’s words as typed', async () => {
    fetchMock.mockResolvedValueOnce(json({ detail: 'OK' }, 202));
    const user = userEvent.setup();
    follow({ kind: 'query', query: 'Ski Alpes' });
    expect(screen.getByRole('form', { name: 'Recevoir les nouveaux codes pour « Ski Alpes »' })).toBeTruthy();
    await user.type(screen.getByLabelText('Votre adresse e-mail'), 'lea@example.be');
    await user.click(screen.getByRole('button', { name: 'Recevoir les codes' }));
    await screen.findByRole('status');
    expect(sent().body).toEqual({ email: 'lea@example.be', query: 'Ski Alpes', frequency: 'daily', source: 'search' });
  });

  it('refuses a malformed address before sending anything, beside the field, with focus on it', async () => {
    const user = userEvent.setup();
    follow(sunweb);
    const email = screen.getByLabelText('Votre adresse e-mail') as HTMLInputElement;
    await user.type(email, 'lea@');
    await user.click(screen.getByRole('button', { name: 'Recevoir les codes' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toMatch(/adresse e-mail valable/);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.value).toBe('lea@');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on a 400, keeps what was typed and shows each field’s message, and the rest at the top', async () => {
    fetchMock.mockResolvedValueOnce(json({ email: ['Cette adresse ne peut pas recevoir d’e-mail.'], store: ['Cette boutique n’existe pas (ou plus) sur ce site.'] }, 400));
    const user = userEvent.setup();
    follow(sunweb);
    const email = screen.getByLabelText('Votre adresse e-mail') as HTMLInputElement;
    await user.type(email, 'lea@example.be');
    await user.click(screen.getByRole('radio', { name: /Dès qu’un code arrive/ }));
    await user.click(screen.getByRole('button', { name: 'Recevoir les codes' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${email.id}-error`)?.textContent).toBe('Cette adresse ne peut pas recevoir d’e-mail.');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.value).toBe('lea@example.be');
    expect((screen.getByRole('radio', { name: /Dès qu’un code arrive/ }) as HTMLInputElement).checked).toBe(true);
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Votre adresse e-mail' }).getAttribute('href')).toBe(`#${email.id}`);
    expect(summary.textContent).toMatch(/Cette boutique n’existe pas/);

    // Changing the value puts the server's message away.
    await user.type(email, 'x');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
  });

  it('tells a network failure and a limit reached, and keeps the address', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(json({ detail: 'Trop de demandes.', retry_after: 600 }, 429));
    const user = userEvent.setup();
    follow(sunweb);
    const email = screen.getByLabelText('Votre adresse e-mail') as HTMLInputElement;
    await user.type(email, 'lea@example.be');
    await user.click(screen.getByRole('button', { name: 'Recevoir les codes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Impossible de joindre le site/));
    await user.click(screen.getByRole('button', { name: 'Recevoir les codes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Réessayez dans 10 minutes/));
    expect(email.value).toBe('lea@example.be');
  });

  it('speaks Dutch on vakanties.be', async () => {
    fetchMock.mockResolvedValueOnce(json({ detail: '' }, 202));
    const user = userEvent.setup();
    follow({ kind: 'store', id: 12, name: 'Sunweb' }, 'nl-be');
    expect(screen.getByRole('form', { name: 'Nieuwe codes van Sunweb ontvangen' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Zodra er een code is/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacybeleid' })).toBeTruthy();
    await user.type(screen.getByLabelText('Je e-mailadres'), 'jan@');
    await user.click(screen.getByRole('button', { name: 'Codes ontvangen' }));
    await waitFor(() => expect(document.getElementById('alert-follow-email-error')?.textContent).toBe('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.'));
    await user.type(screen.getByLabelText('Je e-mailadres'), 'example.be');
    await user.click(screen.getByRole('button', { name: 'Codes ontvangen' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Kijk in je mailbox/));
    expect(sent().url).toBe('/api/alerts/subscribe/?language=nl-be');
    expect(screen.getByRole('heading', { name: 'Kijk in je mailbox' })).toBeTruthy();
  });

  it('offers another address after the answer', async () => {
    fetchMock.mockResolvedValueOnce(json({ detail: '' }, 202));
    const user = userEvent.setup();
    follow(sunweb);
    await user.type(screen.getByLabelText('Votre adresse e-mail'), 'lea@example.be');
    await user.click(screen.getByRole('button', { name: 'Recevoir les codes' }));
    await user.click(await screen.findByRole('button', { name: 'Utiliser une autre adresse' }));
    expect((screen.getByLabelText('Votre adresse e-mail') as HTMLInputElement).value).toBe('');
  });
});

describe('the follow form’s plain post (no JavaScript)', () => {
  const post = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    data.append('$ACTION_ID_abc', '');
    return data;
  };

  it('sends the form’s fields to the API with the visitor’s address, and answers the neutral words', async () => {
    apiSubmit.mockResolvedValueOnce({ status: 202, body: { detail: 'C’est noté.' } });
    const state = await followByPost('fr-be', { status: 'idle' }, post({ email: 'lea@example.be', store: '12', source: 'store', frequency: 'instant', website: '' }));
    expect(state).toEqual({ status: 'sent', message: 'C’est noté.' });
    const [path, edition, fields, client] = apiSubmit.mock.calls[0];
    expect([path, edition]).toEqual(['/alerts/subscribe/', 'fr-be']);
    expect(fields).toEqual({ email: 'lea@example.be', store: '12', source: 'store', frequency: 'instant', website: '' });
    expect(client).toMatchObject({ forwardedFor: '203.0.113.9' });
  });

  it('gives back what was typed with the field messages, never the honeypot', async () => {
    apiSubmit.mockResolvedValueOnce({ status: 400, body: { email: ['Saisissez une adresse e-mail valable.'] } });
    const state = await followByPost('fr-be', { status: 'idle' }, post({ email: 'lea@', query: 'ski', source: 'search', frequency: 'daily', website: 'spam' }));
    expect(state).toEqual({ status: 'invalid', fieldErrors: { email: ['Saisissez une adresse e-mail valable.'] }, values: { email: 'lea@', query: 'ski', source: 'search', frequency: 'daily' } });
  });

  it('refuses an edition it does not know without calling the API', async () => {
    expect(await followByPost('en-gb', { status: 'idle' }, post({ email: 'lea@example.be' }))).toEqual({ status: 'failed', values: {} });
    expect(apiSubmit).not.toHaveBeenCalled();
  });
});
