import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Redirection } from '@/lib/api/types/editor-admin';
import { inFrench, json, mockFetch } from './admin-harness';

const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }), usePathname: () => '/admin/redirections' }));

const { RedirectionForm } = await import('@/components/admin/redirections/RedirectionForm');
const { RedirectionItem } = await import('@/components/admin/redirections/RedirectionItem');
const { RedirectionImport } = await import('@/components/admin/redirections/RedirectionImport');

const redirection: Redirection = {
  id: 7,
  edition: 'fr-be',
  old_path: '/promos-ete-2024',
  new_path: '/vacances-grece',
  status_code: 301,
  created_at: '2026-01-10T10:00:00Z',
  updated_at: '2026-01-10T10:00:00Z',
};

const fetchMock = mockFetch();
beforeEach(() => refresh.mockReset());
afterEach(() => vi.restoreAllMocks());

describe('RedirectionForm', () => {
  it('shows the API’s refusal beside its field, keeps what was typed, and takes the editor to it', async () => {
    const loop = '/vacances-grece redirige déjà vers /promos-ete-2024 : cela ferait une boucle.';
    fetchMock.mockResolvedValueOnce(json(400, { new_path: [loop] }));
    const user = userEvent.setup();
    inFrench(<RedirectionForm edition="fr-be" />);
    await user.click(screen.getByRole('button', { name: 'Ajouter la redirection' }));
    // Nothing is sent without the two paths.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Ancien chemin').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('Ancien chemin'), '/promos-ete-2024');
    await user.type(screen.getByLabelText('Destination'), '/vacances-grece');
    await user.selectOptions(screen.getByLabelText('Type'), '302');
    await user.click(screen.getByRole('button', { name: 'Ajouter la redirection' }));

    const target = screen.getByLabelText('Destination');
    await waitFor(() => expect(target.getAttribute('aria-invalid')).toBe('true'));
    const described = (target.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(loop);
    expect(document.activeElement).toBe(target);
    expect(target).toHaveProperty('value', '/vacances-grece');
    expect(screen.getByLabelText('Ancien chemin')).toHaveProperty('value', '/promos-ete-2024');
    expect(screen.getByLabelText('Ancien chemin').getAttribute('aria-invalid')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/seo/redirections/?language=fr-be');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ old_path: '/promos-ete-2024', new_path: '/vacances-grece', status_code: 302 });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('says in its own words a lost network and a redirection deleted meanwhile', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(json(404, { detail: 'Not found.' }));
    const user = userEvent.setup();
    inFrench(<RedirectionForm edition="fr-be" redirection={redirection} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Impossible de joindre le serveur : rien n’a été enregistré, réessayez.'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/n’existe plus/));
    expect(fetchMock.mock.calls[1][0]).toBe('/api/seo/redirections/7/?language=fr-be');
    expect(fetchMock.mock.calls[1][1]?.method).toBe('PUT');
  });
});

describe('RedirectionItem', () => {
  it('deletes only once the editor confirms', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fetchMock.mockResolvedValueOnce(json(204, null));
    const user = userEvent.setup();
    inFrench(
      <ul>
        <RedirectionItem edition="fr-be" redirection={redirection} updatedOn="modifiée le 10 janv. 2026" />
      </ul>,
    );
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(confirm).toHaveBeenCalledWith('Supprimer la redirection de /promos-ete-2024 ? Cette adresse mènera de nouveau à une page introuvable.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Redirection de /promos-ete-2024 supprimée.'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/seo/redirections/7/?language=fr-be');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('DELETE');
    expect(refresh).toHaveBeenCalled();
  });

  it('opens the form in place, on its first field', async () => {
    const user = userEvent.setup();
    inFrench(
      <ul>
        <RedirectionItem edition="fr-be" redirection={redirection} updatedOn="" />
      </ul>,
    );
    await user.click(screen.getByRole('button', { name: 'Modifier la redirection de /promos-ete-2024' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Ancien chemin')));
    expect(screen.getByLabelText('Destination')).toHaveProperty('value', '/vacances-grece');
  });
});

describe('RedirectionImport', () => {
  it('sends the CSV as it is and reports each refused line with its reasons', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        created: 1,
        refused: 2,
        results: [
          { line: 2, old_path: '/a', new_path: '/faq', status_code: '301', created: true, id: 40, collapsed: [] },
          { line: 3, old_path: 'pas-un-chemin', new_path: '/faq', status_code: '', created: false, errors: { old_path: ['Saisissez un chemin commençant par /.'] } },
          { line: 4, old_path: '/b', new_path: '/c', status_code: '307', created: false, errors: { status_code: ['Choisissez 301 ou 302.'] } },
        ],
      }),
    );
    const user = userEvent.setup();
    inFrench(<RedirectionImport edition="fr-be" />);
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    expect(screen.getByLabelText('Fichier CSV').getAttribute('aria-describedby')).toMatch(/-error/);
    expect(fetchMock).not.toHaveBeenCalled();

    const csv = 'old_path,new_path,status_code\n/a,/faq,301\npas-un-chemin,/faq,\n/b,/c,307\n';
    await user.upload(screen.getByLabelText('Fichier CSV'), new File([csv], 'redirections.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Importer' }));

    await waitFor(() => expect(screen.getAllByRole('status').map((node) => node.textContent)).toContain('1 redirection créée, 2 lignes refusées.'));
    const refused = screen.getByRole('region', { name: 'Lignes refusées' });
    const lines = within(refused).getAllByRole('listitem').filter((node) => node.parentElement?.parentElement === refused);
    expect(lines.map((node) => node.textContent)).toEqual([
      'Ligne 3 pas-un-chemin → /faqAncien chemin : Saisissez un chemin commençant par /.',
      'Ligne 4 /b → /c (307)Type : Choisissez 301 ou 302.',
    ]);
    expect(screen.getByText('1 ligne importée')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/seo/redirections/import/?language=fr-be');
    expect(init?.body).toBeInstanceOf(Blob);
    expect((init?.body as Blob).type).toBe('text/csv');
    expect(await (init?.body as Blob).text()).toBe(csv);
    expect(refresh).toHaveBeenCalled();
  });

  it('shows the API’s refusal of the whole file beside the file field', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { file: ['Le fichier ne contient aucune redirection.'] }));
    const user = userEvent.setup();
    inFrench(<RedirectionImport edition="fr-be" />);
    await user.upload(screen.getByLabelText('Fichier CSV'), new File(['old_path,new_path\n'], 'vide.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    await waitFor(() => expect(screen.getByText('Le fichier ne contient aucune redirection.')).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByLabelText('Fichier CSV'));
  });
});
