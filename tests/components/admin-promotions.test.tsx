import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditablePromotion } from '@/lib/api/types/editor-promotions';
import { alerts, frBe as edition, inFrench, json, mockFetch } from './admin-harness';

const refresh = vi.hoisted(() => vi.fn());
const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push }), usePathname: () => '/admin/promotions' }));
// The rich-text field is TipTap, tested on its own; here a textarea stands in for it.
vi.mock('@/components/admin/rich-text/RichTextEditor', async () => ({ RichTextEditor: (await import('./admin-harness')).TextareaEditor }));

const { PromotionBulkList } = await import('@/components/admin/promotions/PromotionBulkList');
const { PromotionForm } = await import('@/components/admin/promotions/PromotionForm');

const fetchMock = mockFetch();
beforeEach(() => {
  refresh.mockReset();
  push.mockReset();
  window.localStorage.clear();
});

const rows = [1, 2, 3].map((id) => ({ id, label: `Promo ${id}`, cells: [`Promo ${id}`, 'Booking.com'] }));

describe('the promotion list', () => {
  it('selects rows, asks before moving them to the trash, then says so and reads the list again', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { trashed: [1, 3], restorable_for_days: 30 }));
    const user = userEvent.setup();
    inFrench(<PromotionBulkList edition="fr-be" rows={rows} count={3} columns={['Titre', 'Boutique']} query={{}} inTrash={false} />);
    const trash = screen.getByRole('button', { name: 'Mettre à la corbeille' });
    expect((trash as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner « Promo 1 »' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner « Promo 3 »' }));
    expect(screen.getByText('2 lignes sélectionnées')).toBeTruthy();
    await user.click(trash);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Mettre ces 2 promotions à la corbeille ?');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trash));
    // Escape closes the question too, and the focus goes back to the button that asked it.
    await user.click(trash);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trash));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(trash);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 promotions mises à la corbeille.'));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/promotions/bulk_destroy/?language=fr-be');
    expect(JSON.parse(String(init?.body))).toEqual({ promotions: [1, 3] });
    expect(refresh).toHaveBeenCalled();
  });

  it('selects every matching row across pages, and tells a lost network without changing anything', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { count: 40, ids: Array.from({ length: 40 }, (_, i) => i + 1), capped: false }));
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const user = userEvent.setup();
    inFrench(<PromotionBulkList edition="fr-be" rows={rows} count={40} columns={['Titre', 'Boutique']} query={{ status: 'draft' }} inTrash={false} />);
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de cette page' }));
    expect(screen.getByText('3 lignes sélectionnées')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sélectionner les 40 résultats' }));
    await waitFor(() => expect(screen.getByText('40 lignes sélectionnées')).toBeTruthy());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/promotions/editable/ids/?language=fr-be&status=draft');
    await user.click(screen.getByRole('button', { name: 'Mettre à la corbeille' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(alerts()).toContain('Impossible de joindre le serveur'));
    expect(screen.getByText('40 lignes sélectionnées')).toBeTruthy();
    expect(refresh).not.toHaveBeenCalled();
  });
});

const saved: EditablePromotion = {
  id: 42,
  title: 'Rhodes tout compris',
  link: 'https://booking.example/rhodes',
  offer: '-20 %',
  description: '<p>Une semaine.</p>',
  condition: '',
  kind: 'code',
  is_exclusive: false,
  is_verified: true,
  slider_image: null,
  starts_at: '2026-12-01T08:00:00Z',
  expires_at: null,
  store: 4,
  stores: [{ id: 4, name: 'Booking.com', slug: 'booking-com' }],
  categories: [],
  code: 'RHODES20',
  status: 'draft',
  publish_at: null,
  in_slider: false,
  on_homepage: false,
  is_deal_of_month: false,
  position: 0,
  updated_at: '2026-11-20T10:00:00Z',
  deleted_at: null,
};

describe('the promotion form', () => {
  it('refuses in French what the API would refuse, before sending anything, and takes the editor to the field', async () => {
    const user = userEvent.setup();
    inFrench(<PromotionForm edition={edition} promotion={null} categories={[{ id: 1, name: 'Soleil' }]} />);
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(screen.getByLabelText('Titre').getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock).not.toHaveBeenCalled();
    const title = screen.getByLabelText('Titre');
    expect(document.getElementById(title.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toMatch(/obligatoire|vide/i);
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(alerts()).toContain('Certains champs sont à corriger');
    expect(document.body.textContent).not.toMatch(/This field|required\./);
  });

  it('shows the server’s refusals beside their fields and keeps what was typed', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { link: ['Cette adresse ne répond pas.'], non_field_errors: ['Une autre promotion porte ce titre.'] }));
    const user = userEvent.setup();
    inFrench(<PromotionForm edition={edition} promotion={saved} categories={[]} />);
    await user.clear(screen.getByLabelText('Titre'));
    await user.type(screen.getByLabelText('Titre'), 'Rhodes, tout compris');
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(screen.getByText('Cette adresse ne répond pas.')).toBeTruthy());
    expect(screen.getByLabelText('Lien vers l’offre').getAttribute('aria-invalid')).toBe('true');
    expect(alerts()).toContain('Une autre promotion porte ce titre.');
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Rhodes, tout compris');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/promotions/42/?language=fr-be');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toMatchObject({ title: 'Rhodes, tout compris', status: 'published', code: 'RHODES20', starts_at: '2026-12-01T09:00:00+01:00' });
  });

  it('asks before leaving with unsaved changes, and no longer once saved', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ...saved, title: 'Rhodes en famille', updated_at: '2026-11-26T10:00:00Z' }));
    const user = userEvent.setup();
    inFrench(<PromotionForm edition={edition} promotion={saved} categories={[]} />);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.clear(screen.getByLabelText('Titre'));
    await user.type(screen.getByLabelText('Titre'), 'Rhodes en famille');
    await waitFor(() => expect(leave()).toBe(true));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const link = document.body.appendChild(Object.assign(document.createElement('a'), { href: '/admin/promotions', textContent: 'Liste' }));
    expect(fireEvent.click(link)).toBe(false);
    expect(confirm).toHaveBeenCalledWith('Des modifications ne sont pas enregistrées. Quitter quand même cette page ?');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('« Rhodes en famille » est enregistrée en brouillon.'));
    expect(leave()).toBe(false);
    link.remove();
    confirm.mockRestore();
  });

  it('keeps the edits and says so when the network is lost', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const user = userEvent.setup();
    inFrench(<PromotionForm edition={edition} promotion={saved} categories={[]} />);
    await user.type(screen.getByLabelText('Offre en bref'), ' sur tout');
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(alerts()).toContain('rien n’a été enregistré'));
    expect((screen.getByLabelText('Offre en bref') as HTMLInputElement).value).toBe('-20 % sur tout');
  });

  it('keeps the edits in the browser and goes to the login when the session has expired, then offers them back', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { detail: 'Expired' }));
    const user = userEvent.setup();
    const first = inFrench(<PromotionForm edition={edition} promotion={saved} categories={[]} />);
    await user.clear(screen.getByLabelText('Titre'));
    await user.type(screen.getByLabelText('Titre'), 'Rhodes, vue sur mer');
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    const stored = JSON.parse(window.localStorage.getItem('admin:promotion:fr-be:42') ?? 'null') as { values: { title: string } } | null;
    expect(stored?.values.title).toBe('Rhodes, vue sur mer');
    first.unmount();

    // Signed in again, the same screen offers the edits back.
    inFrench(<PromotionForm edition={edition} promotion={saved} categories={[]} />);
    await user.click(await screen.findByRole('button', { name: 'Les reprendre' }));
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Rhodes, vue sur mer');
  });

  it('never writes twice at once: a click while a draft is being autosaved waits, then changes that same promotion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let answerAutosave: (res: Response) => void = () => undefined;
      fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerAutosave = resolve)));
      fetchMock.mockResolvedValueOnce(json(200, { ...saved, id: 77, status: 'published', title: 'Rhodes au soleil' }));
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      inFrench(<PromotionForm edition={edition} promotion={null} categories={[]} prefill={{ store: { id: 4, name: 'Booking.com', slug: 'booking-com' } }} />);
      await user.type(screen.getByLabelText('Titre'), 'Rhodes au soleil');
      await user.click(screen.getByRole('radio', { name: 'Bon plan' }));
      await user.type(screen.getByLabelText('Lien vers l’offre'), 'https://booking.example/rhodes');
      await vi.advanceTimersByTimeAsync(6000);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');

      await user.click(screen.getByRole('button', { name: 'Publier' }));
      await vi.advanceTimersByTimeAsync(100);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      answerAutosave(json(201, { ...saved, id: 77, status: 'draft', title: 'Rhodes au soleil' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      const [url, init] = fetchMock.mock.calls[1];
      expect(url).toBe('/api/promotions/77/?language=fr-be');
      expect(init?.method).toBe('PATCH');
      expect(JSON.parse(String(init?.body))).toMatchObject({ status: 'published', title: 'Rhodes au soleil' });
      await waitFor(() => expect(screen.getAllByRole('status').map((r) => r.textContent).join(' ')).toContain('« Rhodes au soleil » est publiée.'));
      // Published now: no autosave turns it back into a draft.
      await user.type(screen.getByLabelText('Offre en bref'), '-10 %');
      await vi.advanceTimersByTimeAsync(6000);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
