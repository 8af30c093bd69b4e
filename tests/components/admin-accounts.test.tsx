import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditorAccountRow } from '@/lib/api/types/editor-admin';
import { inDutch, json, mockFetch } from './admin-harness';

const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }), usePathname: () => '/admin/accounts' }));

const { AccountCreateForm } = await import('@/components/admin/accounts/AccountCreateForm');
const { AccountItem } = await import('@/components/admin/accounts/AccountItem');

const fetchMock = mockFetch();
beforeEach(() => refresh.mockReset());

describe('AccountCreateForm', () => {
  it('checks the fields before sending, shows the API’s refusal beside its field, then creates the account', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { email: ['Er bestaat al een account met dit e-mailadres.'] }));
    fetchMock.mockResolvedValueOnce(json(201, { id: 5, email: 'nieuw@vakanties.be', role: 'editor', editions: ['nl-be'] }));
    const user = userEvent.setup();
    inDutch(<AccountCreateForm edition="nl-be" />);
    const email = screen.getByLabelText('E-mailadres');
    const password = screen.getByLabelText('Wachtwoord');

    await user.type(password, 'kort');
    await user.click(screen.getByLabelText('Vacances.be'));
    await user.click(screen.getByLabelText('Vacances.fr'));
    await user.click(screen.getByLabelText('Vakanties.be'));
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Dit veld is verplicht.')).toBeTruthy();
    expect(screen.getByText('Minstens 12 tekens.')).toBeTruthy();
    expect(screen.getByText('Vink minstens één editie aan.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));

    await user.type(email, 'nieuw@vakanties.be');
    await user.clear(password);
    await user.type(password, 'een lange zin als wachtwoord');
    await user.click(screen.getByLabelText('Vakanties.be'));
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await waitFor(() => expect(screen.getByText('Er bestaat al een account met dit e-mailadres.')).toBeTruthy());
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(email).toHaveProperty('value', 'nieuw@vakanties.be');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ email: 'nieuw@vakanties.be', password: 'een lange zin als wachtwoord', role: 'editor', editions: ['nl-be'] });

    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Account aangemaakt voor nieuw@vakanties.be.'));
    expect(fetchMock.mock.calls[1][0]).toBe('/api/editor_accounts/?language=nl-be');
    expect(refresh).toHaveBeenCalled();
    expect(email).toHaveProperty('value', '');
  });

  it('sends every edition ticked as all of them, those to come included', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { id: 6, email: 'chef@vakanties.be', role: 'admin', editions: null }));
    const user = userEvent.setup();
    inDutch(<AccountCreateForm edition="nl-be" />);
    await user.type(screen.getByLabelText('E-mailadres'), 'chef@vakanties.be');
    await user.type(screen.getByLabelText('Wachtwoord'), 'een lange zin als wachtwoord');
    await user.selectOptions(screen.getByLabelText('Rol'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toMatchObject({ role: 'admin', editions: null });
  });
});

describe('AccountItem', () => {
  const account: EditorAccountRow = { id: 3, email: 'ik@vakanties.be', role: 'admin', editions: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };

  it('offers an admin neither the deletion nor the demotion of their own account', async () => {
    const user = userEvent.setup();
    inDutch(
      <ul>
        <AccountItem edition="nl-be" account={account} self createdOn="aangemaakt op 1 januari 2026" />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Rol en edities wijzigen' }));
    expect(screen.getByLabelText('Rol')).toHaveProperty('disabled', true);
  });

  it('shows the API’s refusal of a change beside the role', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { role: ['Kies een van: editor, admin.'] }));
    const user = userEvent.setup();
    inDutch(
      <ul>
        <AccountItem edition="nl-be" account={{ ...account, id: 4, email: 'ander@vakanties.be' }} self={false} createdOn="" />
      </ul>,
    );
    await user.click(screen.getByRole('button', { name: 'Rol en edities wijzigen' }));
    await user.selectOptions(screen.getByLabelText('Rol'), 'editor');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(screen.getByText('Kies een van: editor, admin.')).toBeTruthy());
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ role: 'editor', editions: null });
    expect(fetchMock.mock.calls[0][1]?.method).toBe('PATCH');
  });
});
