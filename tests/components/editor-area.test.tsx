import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inFrench, json, mockFetch } from './admin-harness';

const refresh = vi.hoisted(() => vi.fn());
const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push }), usePathname: () => '/admin' }));

const { LoginForm } = await import('@/components/admin/LoginForm');
const { ModerationActions } = await import('@/components/admin/ModerationActions');

const fetchMock = mockFetch();
beforeEach(() => {
  refresh.mockReset();
  push.mockReset();
});

describe('LoginForm', () => {
  it('says a wrong password, then the limiter’s wait in minutes, then signs in', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { non_field_errors: ['Unable to log in with provided credentials.'] }));
    fetchMock.mockResolvedValueOnce(json(429, { detail: 'Too many', retry_after: 600 }));
    fetchMock.mockResolvedValueOnce(json(200, { token: 't' }));
    const user = userEvent.setup();
    inFrench(<LoginForm edition="fr-be" brand="Vacances.be" refused={false} />);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByRole('alert').textContent).toBe('Remplissez les deux champs.');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'redaction@vacances.be');
    await user.type(screen.getByLabelText('Mot de passe'), 'pas le bon');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Adresse e-mail ou mot de passe incorrect.'));
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Trop de tentatives. Réessayez dans 10 minutes.'));
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[2];
    expect(url).toBe('/api/auth-jwt/?language=fr-be');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'redaction@vacances.be', password: 'pas le bon' });
  });
});

describe('ModerationActions', () => {
  const shops = [
    { id: 4, name: 'Booking.com' },
    { id: 9, name: 'Sunweb' },
  ];

  it('asks for the shop when the name matched none, then approves into a draft and says so', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { store: ['No shop of this edition is called "X".'] }));
    fetchMock.mockResolvedValueOnce(json(200, { id: 12, status: 'approved', draft: { entity: 'promotion', id: 345 } }));
    const user = userEvent.setup();
    inFrench(<ModerationActions edition="fr-be" id={12} shops={shops} />);
    await user.click(screen.getByRole('button', { name: 'Approuver' }));
    const select = await screen.findByLabelText(/Choisissez celle à laquelle rattacher le code/);
    await user.selectOptions(select, '9');
    await user.click(screen.getByRole('button', { name: 'Approuver' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Approuvé : brouillon n° 345 créé.'));
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toEqual({ store: 9 });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/moderation/12/approve/?language=fr-be');
    // The draft opens, to be completed before it is published.
    expect(push).toHaveBeenCalledWith('/admin/promotions/345');
  });

  it('tells a lost network and a conflict, and changes nothing on screen', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(json(409, { detail: 'This submission was already approved.' }));
    const user = userEvent.setup();
    inFrench(<ModerationActions edition="fr-be" id={12} shops={shops} />);
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Impossible de joindre le serveur/));
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Quelqu’un l’a déjà traité : la liste est à jour.'));
  });
});
