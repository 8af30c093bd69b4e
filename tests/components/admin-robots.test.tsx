import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inFrench, json, mockFetch } from './admin-harness';

const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }), usePathname: () => '/admin/robots' }));

const { RobotsEditor } = await import('@/components/admin/robots/RobotsEditor');

const fetchMock = mockFetch();
beforeEach(() => refresh.mockReset());

describe('RobotsEditor', () => {
  it('sends the text as the file, shows the checker’s refusal beside the field, then saves', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { file: ['Ce fichier contient des données binaires, pas du texte.'] }));
    fetchMock.mockResolvedValueOnce(json(201, { edition: 'fr-be', size: 30, updated_at: '2026-01-01T00:00:00Z' }));
    const user = userEvent.setup();
    inFrench(<RobotsEditor edition="fr-be" initial={'User-agent: *\nAllow: /\n'} defaultText={'User-agent: *\nAllow: /\n'} />);
    const area = screen.getByLabelText('Contenu du fichier');
    expect(screen.queryByRole('button', { name: 'Reprendre le fichier par défaut' })).toBeNull();
    await user.type(area, 'Disallow: /prive/');
    await user.click(screen.getByRole('button', { name: 'Enregistrer robots.txt' }));
    await waitFor(() => expect(screen.getByText('Ce fichier contient des données binaires, pas du texte.')).toBeTruthy());
    expect(document.activeElement).toBe(area);
    expect(area.getAttribute('aria-invalid')).toBe('true');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/file_storage/upload_robots/?language=fr-be');
    expect(await (init?.body as Blob).text()).toBe('User-agent: *\nAllow: /\nDisallow: /prive/');

    await user.click(screen.getByRole('button', { name: 'Enregistrer robots.txt' }));
    await waitFor(() => expect(screen.getAllByRole('status').map((node) => node.textContent)).toContain('robots.txt enregistré : les moteurs de recherche liront cette version à leur prochain passage.'));
    expect(refresh).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reprendre le fichier par défaut' }));
    expect(area).toHaveProperty('value', 'User-agent: *\nAllow: /\n');
  });

  it('refuses an empty file before sending it', async () => {
    const user = userEvent.setup();
    inFrench(<RobotsEditor edition="fr-be" initial="" defaultText={'User-agent: *\n'} />);
    await user.click(screen.getByRole('button', { name: 'Enregistrer robots.txt' }));
    expect(screen.getByText('Le fichier ne peut pas être vide.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
