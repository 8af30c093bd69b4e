import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditableStore } from '@/lib/api/types/editor-stores';
import { emptySeoValue } from '@/components/admin/seo/SeoFields';
import { alerts, frBe as edition, inFrench, json, mockFetch, said } from './admin-harness';

const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn() }), usePathname: () => '/admin/stores' }));
// The rich-text field is TipTap, tested on its own; here a textarea stands in for it.
vi.mock('@/components/admin/rich-text/RichTextEditor', async () => ({ RichTextEditor: (await import('./admin-harness')).TextareaEditor }));

const { StoreForm } = await import('@/components/admin/stores/StoreForm');

const fetchMock = mockFetch();
beforeEach(() => {
  refresh.mockReset();
  window.localStorage.clear();
});

const saved: EditableStore = {
  id: 7,
  name: 'Soleo Voyages',
  slug: 'soleo-voyages',
  icon: null,
  website_url: 'https://soleo.example',
  description: '<p>Voyages au soleil.</p>',
  header_1: '',
  categories: [],
  in_menu: false,
  is_top: true,
  on_homepage: false,
  position: 3,
  status: 'published',
  publish_at: null,
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};
const seo = { ...emptySeoValue, seo_title: 'Codes promo Soleo' };

describe('the shop form', () => {
  it('refuses in French what the API would refuse, before sending anything, and takes the editor to the field', async () => {
    const user = userEvent.setup();
    inFrench(<StoreForm edition={edition} store={null} seo={emptySeoValue} categories={[{ id: 1, name: 'Soleil' }]} />);
    await user.type(screen.getByLabelText('Site de la boutique'), 'soleo');
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    const name = screen.getByLabelText('Nom');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('store-name-error')?.textContent).toMatch(/obligatoire|vide/i);
    expect(document.getElementById('store-website_url-error')?.textContent).toContain('https://');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(alerts()).toContain('Certains champs sont à corriger');
  });

  it('saves the shop, then its SEO data, and says so', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ...saved, is_top: false, updated_at: '2026-11-26T10:00:00Z' }));
    fetchMock.mockResolvedValueOnce(json(200, { id: 7 }));
    const user = userEvent.setup();
    inFrench(<StoreForm edition={edition} store={saved} seo={seo} categories={[]} />);
    await user.click(screen.getByLabelText('Parmi les boutiques populaires'));
    await user.type(screen.getByLabelText('Meta description'), 'Les codes du moment.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(said()).toContain('« Soleo Voyages » est publiée.'));
    const [[url, init], [seoUrl, seoInit]] = fetchMock.mock.calls;
    expect(url).toBe('/api/stores/7/?language=fr-be');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: 'Soleo Voyages', is_top: false, status: 'published', publish_at: null });
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('seo');
    expect(seoUrl).toBe('/api/seo/store/7/?language=fr-be');
    expect(seoInit?.method).toBe('PATCH');
    expect(JSON.parse(String(seoInit?.body))).toMatchObject({ seo_title: 'Codes promo Soleo', seo_description: 'Les codes du moment.' });
    expect(screen.getByRole('link', { name: 'Nouvelle promotion pour cette boutique' }).getAttribute('href')).toBe('/admin/promotions/new?store=7');
  });

  it('shows the server’s refusals beside their fields and keeps what was typed', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { slug: ['Une autre boutique de cette édition a déjà le slug « soleo » : choisissez-en un autre.'] }));
    const user = userEvent.setup();
    inFrench(<StoreForm edition={edition} store={saved} seo={seo} categories={[]} />);
    const slug = screen.getByLabelText('Adresse de la page');
    await user.clear(slug);
    await user.type(slug, 'soleo');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('store-slug-error')?.textContent).toContain('a déjà le slug « soleo »');
    expect((slug as HTMLInputElement).value).toBe('soleo');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('puts a refusal of the SEO call beside its SEO field, the shop itself saved', async () => {
    fetchMock.mockResolvedValueOnce(json(200, saved));
    fetchMock.mockResolvedValueOnce(json(400, { og_image: ['Indiquez un chemin du site commençant par /.'] }));
    const user = userEvent.setup();
    inFrench(<StoreForm edition={edition} store={saved} seo={seo} categories={[]} />);
    await user.type(screen.getByLabelText(/Image de partage/), 'https://cdn.example/soleo.webp');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByText('Indiquez un chemin du site commençant par /.')).toBeTruthy());
    expect(screen.getByLabelText(/Image de partage/).getAttribute('aria-invalid')).toBe('true');
    expect(alerts()).toContain('La boutique est enregistrée, mais pas ses données SEO.');
  });

  it('asks before leaving with unsaved changes, and keeps the edits when the network is lost', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const user = userEvent.setup();
    inFrench(<StoreForm edition={edition} store={saved} seo={seo} categories={[]} />);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.type(screen.getByLabelText('Nom'), ' Plus');
    await waitFor(() => expect(leave()).toBe(true));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Retour aux boutiques' }))).toBe(false);
    expect(confirm).toHaveBeenCalledWith('Des modifications ne sont pas enregistrées. Quitter quand même cette page ?');
    confirm.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(alerts()).toContain('rien n’a été enregistré'));
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Soleo Voyages Plus');
    expect(leave()).toBe(true);
  });
});
