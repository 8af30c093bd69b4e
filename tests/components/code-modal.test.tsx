import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeButton } from '@/components/promotions/CodeButton';
import { CodeModalHost } from '@/components/promotions/CodeModal';
import { closeCodeModal, type CodeSummary } from '@/components/promotions/code-modal-store';
import { PromotionUsageLine } from '@/components/promotions/UsageLine';
import type { CodeButtonState } from '@/lib/promotions/code-button';
import { messagesFor } from '@/messages';

vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const fr = messagesFor('fr-be');
const m = fr.promotions;

// SWR's cache outlives a test; every test uses promotions of its own ids.
let nextId = 100;
function summary(overrides: Partial<CodeSummary> = {}): CodeSummary {
  const id = nextId++;
  return {
    id,
    title: `Moins 15 % sur les séjours ${id}`,
    kind: 'code',
    link: `/go/${id}`,
    couponId: id * 10,
    store: { name: 'Voyages Soleil', slug: 'voyages-soleil', icon: null },
    usage: { used_count: 41, used_today_count: 2, time_of_using: null },
    feedback: { worked_votes: 28, failed_votes: 6, success_rate: 82, last_worked_at: null },
    ...overrides,
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderWith(ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale="fr-BE" messages={fr} timeZone="Europe/Brussels">
      {ui}
      <CodeModalHost />
    </NextIntlClientProvider>,
  );
}

/** The dialog's first live region tells of the copy; the code's vote below has its own. */
const copyStatus = (dialog: HTMLElement) => within(dialog).getAllByRole('status')[0];

const masked: CodeButtonState = { face: 'masked', hint: '25' };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/voyages-soleil');
});

afterEach(() => {
  act(() => closeCodeModal());
  vi.unstubAllGlobals();
});

describe('the code flow', () => {
  it('reveals the code: counts the use, shows the code in a dialog and on the card, names it in the URL', async () => {
    const user = userEvent.setup();
    const promotion = summary();
    fetchMock.mockResolvedValueOnce(json({ id: promotion.couponId, code: 'SOLEIL25', time_of_using: new Date().toISOString(), used_count: 42, used_today_count: 3 }));
    renderWith(
      <>
        <PromotionUsageLine promotionId={promotion.id} fallback={promotion.usage} />
        <CodeButton promotion={promotion} face={masked} />
      </>,
    );
    const button = screen.getByRole('link', { name: new RegExp(m.button.masked) });
    expect(button).toHaveProperty('target', '_blank');
    expect(button.getAttribute('rel')).toBe('sponsored nofollow noopener');
    expect(button.getAttribute('href')).toBe(promotion.link);
    expect(button.textContent).not.toContain('SOLEIL25');

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: promotion.title });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect((await within(dialog).findByTestId('promotion-code')).textContent).toContain('SOLEIL25');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe(`/api/coupons/${promotion.couponId}/use_coupon/?language=fr-be`);
    expect(window.location.search).toBe(`?code=${promotion.id}`);

    // The card behind the dialog shows the code and the new count at once, without a reload.
    expect((button).textContent).toContain('SOLEIL25');
    const lines = document.querySelectorAll(`[data-used-count="42"]`);
    expect(lines.length).toBeGreaterThanOrEqual(2); // the card's line and the dialog's
    expect((lines[0]).textContent).toContain('Utilisé 42 fois');
    expect((lines[0]).textContent).toContain('3 fois aujourd’hui');
    expect((lines[0]).textContent).toContain(m.usage.lastUseNow);
  });

  it('copies the code to the clipboard, says so on the button and announces it to screen readers', async () => {
    const user = userEvent.setup();
    const promotion = summary();
    fetchMock.mockResolvedValueOnce(json({ id: 1, code: 'HIVER2026', time_of_using: new Date().toISOString(), used_count: 42, used_today_count: 1 }));
    renderWith(<CodeButton promotion={promotion} face={masked} />);
    await user.click(screen.getByRole('link', { name: new RegExp(m.button.masked) }));
    const dialog = await screen.findByRole('dialog');
    const status = copyStatus(dialog);
    expect((status).textContent).toBe('');
    const copy = await within(dialog).findByRole('button', { name: m.modal.copy });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('HIVER2026');
    expect((copy).textContent).toContain(m.modal.copied);
    expect((status).textContent).toContain('Le code HIVER2026 est copié dans le presse-papiers.');
  });

  it('keeps the code selectable and says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    const promotion = summary();
    fetchMock.mockResolvedValueOnce(json({ id: 1, code: 'NOCLIP99', time_of_using: new Date().toISOString(), used_count: 1, used_today_count: 1 }));
    renderWith(<CodeButton promotion={promotion} face={masked} />);
    await user.click(screen.getByRole('link', { name: new RegExp(m.button.masked) }));
    const dialog = await screen.findByRole('dialog');
    const copy = await within(dialog).findByRole('button', { name: m.modal.copy });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(copy);
    expect((copyStatus(dialog)).textContent).toContain(m.modal.copyFailed);
    expect(window.getSelection()?.toString()).toBe('NOCLIP99');
  });

  it('traps focus, closes on Escape and gives focus back to the button, forgetting the URL’s code', async () => {
    const user = userEvent.setup();
    const promotion = summary();
    fetchMock.mockResolvedValueOnce(json({ id: 1, code: 'FOCUS123', time_of_using: new Date().toISOString(), used_count: 5, used_today_count: 1 }));
    renderWith(
      <>
        <button type="button">Avant</button>
        <CodeButton promotion={promotion} face={masked} />
      </>,
    );
    const opener = screen.getByRole('link', { name: new RegExp(m.button.masked) });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const copy = await within(dialog).findByRole('button', { name: m.modal.copy });
    await waitFor(() => expect(document.activeElement).toBe(copy));

    const close = within(dialog).getByRole('button', { name: m.modal.close });
    const storePage = within(dialog).getByRole('link', { name: 'Tous les codes promo Voyages Soleil' });
    storePage.focus();
    await user.tab();
    expect(document.activeElement).toBe(close); // from the last element back to the first
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(storePage); // and from the first to the last
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(window.location.search).toBe('');
  });

  it('says that no code is needed for an offer, links to the shop, and counts the use of the offer', async () => {
    const user = userEvent.setup();
    const promotion = summary({ kind: 'offer', couponId: null });
    fetchMock.mockResolvedValueOnce(json({ id: promotion.id, time_of_using: new Date().toISOString(), used_count: 42, used_today_count: 1 }));
    renderWith(<CodeButton promotion={promotion} face={{ face: 'offer' }} />);
    await user.click(screen.getByRole('link', { name: new RegExp(m.button.offer) }));
    const dialog = await screen.findByRole('dialog');
    expect((dialog).textContent).toContain('Aucun code n’est nécessaire : la réduction s’applique directement sur le site de Voyages Soleil.');
    const go = within(dialog).getByRole('link', { name: 'Aller sur le site de Voyages Soleil' });
    expect(go.getAttribute('href')).toBe(promotion.link);
    expect(go.getAttribute('rel')).toBe('sponsored nofollow noopener');
    expect(go.getAttribute('target')).toBe('_blank');
    await waitFor(() => expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/promotions/${promotion.id}/use_offer/?language=fr-be`));
    await waitFor(() => expect(dialog.querySelector('[data-used-count="42"]')).not.toBeNull());
  });

  it('offers a retry when the code cannot be read, and shows it once the retry succeeds', async () => {
    const user = userEvent.setup();
    const promotion = summary();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(json({ id: 1, code: 'RETRY777', time_of_using: new Date().toISOString(), used_count: 42, used_today_count: 1 }));
    renderWith(<CodeButton promotion={promotion} face={masked} />);
    await user.click(screen.getByRole('link', { name: new RegExp(m.button.masked) }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toContain(m.modal.error);
    await user.click(within(dialog).getByRole('button', { name: m.modal.retry }));
    expect((await within(dialog).findByTestId('promotion-code')).textContent).toContain('RETRY777');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('opens the named promotion on load from ?code=ID without counting a use', async () => {
    window.history.replaceState(null, '', '/voyages-soleil?code=4242');
    fetchMock.mockResolvedValueOnce(
      json({
        id: 4242,
        title: 'Week-end à Bruges : code exclusif',
        kind: 'code',
        link: 'https://partner.example/go/4242',
        stores: [{ id: 1, name: 'Brugge Travel', slug: 'brugge-travel', icon: null }],
        coupon: { id: 99, code: 'BRUGES10' },
        used_count: 8,
        used_today_count: 0,
        time_of_using: null,
      }),
    );
    renderWith(null);
    const dialog = await screen.findByRole('dialog', { name: 'Week-end à Bruges : code exclusif' });
    expect((await within(dialog).findByTestId('promotion-code')).textContent).toContain('BRUGES10');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/promotions/4242/?language=fr-be');
  });

  it('forgets a deep link to a promotion that no longer exists', async () => {
    window.history.replaceState(null, '', '/voyages-soleil?code=9999&page=2');
    fetchMock.mockResolvedValueOnce(json({ detail: 'Not found.' }, 404));
    renderWith(null);
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
