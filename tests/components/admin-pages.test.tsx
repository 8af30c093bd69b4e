import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditorPage } from '@/lib/api/types/editor-pages';
import { alerts, frBe as edition, inFrench, json, mockFetch, said } from './admin-harness';

const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn() }), usePathname: () => '/admin/pages' }));
// The rich-text field is TipTap, tested on its own; here a textarea stands in for it.
vi.mock('@/components/admin/rich-text/RichTextEditor', async () => ({ RichTextEditor: (await import('./admin-harness')).TextareaEditor }));

const { PageForm } = await import('@/components/admin/pages/PageForm');

const fetchMock = mockFetch();
beforeEach(() => {
  refresh.mockReset();
  window.localStorage.clear();
});

const about: EditorPage = {
  id: 3,
  identifier: 'about_us_page',
  title: 'À propos',
  header_1: 'Qui sommes-nous ?',
  content: '<p>Une équipe à Bruxelles.</p>',
  seo_title: '',
  meta_description: '',
  updated_at: '2026-11-20T10:00:00Z',
  status: 'published',
  publish_at: null,
};
const form = () => <PageForm edition={edition} identifier="about_us_page" name="À propos" page={about} path="/a-propos" />;

describe('the static page form', () => {
  it('refuses in French what the API would refuse, before sending anything', async () => {
    const user = userEvent.setup();
    inFrench(form());
    const title = screen.getByLabelText('Titre');
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('page-title-error')?.textContent).toMatch(/obligatoire|vide/i);
    await waitFor(() => expect(document.activeElement).toBe(title));
    await user.type(title, 'À propos de nous');
    await user.click(screen.getByRole('button', { name: 'Programmer' }));
    await waitFor(() => expect(document.getElementById('page-publish_at-error')?.textContent).toContain('une page programmée'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alerts()).toContain('Certains champs sont à corriger');
  });

  it('saves a draft that visitors do not see yet, and says so', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ...about, content: '<p>Une équipe à Gand.</p>', status: 'draft', updated_at: '2026-11-26T10:00:00Z' }));
    const user = userEvent.setup();
    inFrench(form());
    const text = screen.getByLabelText('Texte de la page');
    await user.clear(text);
    await user.type(text, '<p>Une équipe à Gand.</p>');
    await user.click(screen.getByRole('button', { name: 'Enregistrer en brouillon' }));
    await waitFor(() => expect(said()).toContain('Le brouillon de la page « À propos » est enregistré'));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/pages/update_page/?language=fr-be&page=about_us_page');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'À propos',
      header_1: 'Qui sommes-nous ?',
      content: '<p>Une équipe à Gand.</p>',
      seo_title: '',
      meta_description: '',
      status: 'draft',
      publish_at: null,
    });
    expect(screen.getByText('Brouillon en attente')).toBeTruthy();
  });

  it('shows the server’s refusals beside their fields and keeps what was typed', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { meta_description: ['Ce texte est refusé.'] }));
    const user = userEvent.setup();
    inFrench(form());
    const description = screen.getByLabelText('Meta description');
    await user.type(description, 'Qui nous sommes.');
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(screen.getByText('Ce texte est refusé.')).toBeTruthy());
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect((description as HTMLTextAreaElement).value).toBe('Qui nous sommes.');
  });

  it('asks before leaving with unsaved changes, and keeps them when the network is lost', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const user = userEvent.setup();
    inFrench(form());
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.type(screen.getByLabelText('Titre affiché (H1)'), ' Une équipe');
    await waitFor(() => expect(leave()).toBe(true));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Retour aux pages' }))).toBe(false);
    expect(confirm).toHaveBeenCalledWith('Des modifications ne sont pas enregistrées. Quitter quand même cette page ?');
    confirm.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(alerts()).toContain('rien n’a été enregistré'));
    expect((screen.getByLabelText('Titre affiché (H1)') as HTMLInputElement).value).toBe('Qui sommes-nous ? Une équipe');
    expect(leave()).toBe(true);
  });
});
