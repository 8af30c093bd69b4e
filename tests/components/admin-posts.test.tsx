import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditablePost } from '@/lib/api/types/editor-posts';
import { emptySeoValue } from '@/components/admin/seo/SeoFields';
import { alerts, frBe as edition, inFrench, json, mockFetch, said } from './admin-harness';

const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn() }), usePathname: () => '/admin/posts' }));
// The rich-text field is TipTap, tested on its own; here a textarea stands in for it.
vi.mock('@/components/admin/rich-text/RichTextEditor', async () => ({ RichTextEditor: (await import('./admin-harness')).TextareaEditor }));

const { PostForm } = await import('@/components/admin/posts/PostForm');
const { BlogCategoryCreate } = await import('@/components/admin/posts/BlogCategoryCreate');

const fetchMock = mockFetch();
const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call][1]?.body)) as Record<string, unknown>;

beforeEach(() => {
  refresh.mockReset();
  window.localStorage.clear();
});

const categories = [
  { id: 1, name: 'City trips', slug: 'city-trips' },
  { id: 2, name: 'Soleil', slug: 'soleil' },
];
const scheduled: EditablePost = {
  id: 31,
  title: 'Porto en trois jours',
  slug: 'porto-en-trois-jours',
  excerpt: 'Le Douro, les caves, les azulejos.',
  content: '<p>Jour 1.</p>',
  image: null,
  author: 'Léa',
  reading_minutes: 6,
  published_at: '2099-03-01T08:00:00Z',
  category: categories[0],
  category_id: 1,
  similar_stores: [4],
  is_featured: false,
  status: 'scheduled',
  url: '/blog/city-trips/porto-en-trois-jours',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};
const shops = [{ id: 4, name: 'Booking.com', slug: 'booking-com' }];

describe('the post form', () => {
  it('refuses in French what the API would refuse, before sending anything', async () => {
    const user = userEvent.setup();
    inFrench(<PostForm edition={edition} post={null} seo={emptySeoValue} stores={[]} categories={categories} />);
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    const title = screen.getByLabelText('Titre');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('post-title-error')?.textContent).toMatch(/obligatoire|vide/i);
    expect(document.getElementById('post-category-error')?.textContent).toMatch(/obligatoire/i);
    await waitFor(() => expect(document.activeElement).toBe(title));
    await user.type(title, 'Gand en hiver');
    await user.selectOptions(screen.getByLabelText('Catégorie'), 'City trips');
    await user.click(screen.getByRole('button', { name: 'Programmer' }));
    await waitFor(() => expect(document.getElementById('post-published_at-error')?.textContent).toContain('un article programmé'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alerts()).toContain('Certains champs sont à corriger');
  });

  it('shows the server’s refusals beside their fields and keeps what was typed', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { slug: ['Un autre article de cette édition a déjà le slug « porto » : choisissez-en un autre.'] }));
    const user = userEvent.setup();
    inFrench(<PostForm edition={edition} post={scheduled} seo={emptySeoValue} stores={shops} categories={categories} />);
    const slug = screen.getByLabelText('Adresse de la page');
    await user.clear(slug);
    await user.type(slug, 'porto');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('post-slug-error')?.textContent).toContain('a déjà le slug « porto »');
    expect((slug as HTMLInputElement).value).toBe('porto');
    expect(bodyOf(0)).toMatchObject({ slug: 'porto', status: 'scheduled', published_at: '2099-03-01T09:00:00+01:00', similar_stores: [4], category: 1 });
  });

  it('publishes a scheduled post now, with the shops chosen and its SEO data', async () => {
    // The shop search answers every time it looks; the writes answer in turn.
    const writes = [json(200, { ...scheduled, status: 'published', similar_stores: [9] }), json(200, { id: 31 })];
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/stores/editable/') ? json(200, { results: [{ id: 9, name: 'Ryanair', slug: 'ryanair', status: 'published' }] }) : writes.shift()!,
    );
    const user = userEvent.setup();
    inFrench(<PostForm edition={edition} post={scheduled} seo={emptySeoValue} stores={shops} categories={categories} />);
    await user.click(screen.getByRole('button', { name: 'Retirer Booking.com' }));
    const search = screen.getByRole('combobox', { name: 'Boutiques recommandées' });
    expect(document.activeElement).toBe(search);
    await user.type(search, 'Ryan');
    await user.click(await screen.findByRole('option', { name: 'Ryanair' }));
    expect(within(screen.getByRole('list', { name: 'Boutiques choisies' })).getByText('Ryanair')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Boutiques recommandées' })));
    await user.type(screen.getByLabelText(/^Titre SEO/), 'Porto : le guide');
    await user.click(screen.getByRole('button', { name: 'Publier maintenant' }));
    await waitFor(() => expect(said()).toContain('« Porto en trois jours » est publié.'));
    const sent = fetchMock.mock.calls.filter(([url]) => !String(url).startsWith('/api/stores/editable/'));
    expect(sent.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual(['PATCH /api/posts/31/?language=fr-be', 'PATCH /api/seo/blog_post/31/?language=fr-be']);
    expect(JSON.parse(String(sent[0][1]?.body))).toMatchObject({ status: 'published', published_at: null, similar_stores: [9] });
    expect(JSON.parse(String(sent[1][1]?.body))).toMatchObject({ seo_title: 'Porto : le guide' });
  });

  it('keeps the edits and says so when the network is lost', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const user = userEvent.setup();
    inFrench(<PostForm edition={edition} post={scheduled} seo={emptySeoValue} stores={shops} categories={categories} />);
    await user.type(screen.getByLabelText('Auteur'), ' Martin');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(alerts()).toContain('rien n’a été enregistré'));
    expect((screen.getByLabelText('Auteur') as HTMLInputElement).value).toBe('Léa Martin');
  });
});

describe('a new blog category', () => {
  it('is checked in French, then the server’s refusal is shown beside its field', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { slug: ['Une autre catégorie de blog de cette édition a déjà le slug « soleil » : choisissez-en un autre.'] }));
    const user = userEvent.setup();
    inFrench(<BlogCategoryCreate edition="fr-be" />);
    await user.click(screen.getByRole('button', { name: 'Créer la catégorie' }));
    await waitFor(() => expect(screen.getByLabelText('Nom').getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Nom'), 'Soleil');
    await user.click(screen.getByRole('button', { name: 'Créer la catégorie' }));
    await waitFor(() => expect(screen.getByLabelText(/^Adresse de la page/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/a déjà le slug « soleil »/)).toBeTruthy();
    expect(bodyOf(0)).toMatchObject({ name: 'Soleil', is_featured: false, position: 0 });
    expect(bodyOf(0)).not.toHaveProperty('slug');
  });
});
