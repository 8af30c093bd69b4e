import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeFeedbackLine, CodeVote } from '@/components/promotions/CodeFeedback';
import { CodeModalHost } from '@/components/promotions/CodeModal';
import { closeCodeModal } from '@/components/promotions/code-modal-store';
import { PromotionCardView, type PromotionCardModel } from '@/components/promotions/PromotionCardView';
import type { CodeFeedback } from '@/lib/api/types/promotions';
import { messagesFor } from '@/messages';

vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const fr = messagesFor('fr-be');
const m = fr.promotions.feedback;
const nl = messagesFor('nl-be').promotions.feedback;

const HOUR = 3_600_000;
/** The text as read, whichever no-break space the locale's number format puts before "%". */
const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
const pageText = () => spaced(document.body.textContent);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

// SWR's cache and the browser's storage outlive a test: every test uses codes of its own ids.
let nextId = 500;
const figures = (patch: Partial<CodeFeedback> = {}): CodeFeedback => ({
  worked_votes: 28,
  failed_votes: 6,
  success_rate: 82,
  last_worked_at: new Date(Date.now() - 2 * HOUR).toISOString(),
  ...patch,
});

function renderWith(ui: ReactNode, locale: 'fr-BE' | 'nl-BE' = 'fr-BE') {
  return render(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale === 'fr-BE' ? 'fr-be' : 'nl-be')} timeZone="Europe/Brussels">
      {ui}
      <CodeModalHost />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/voyages-soleil');
});

afterEach(() => {
  act(() => closeCodeModal());
  vi.unstubAllGlobals();
});

describe('a code’s figures', () => {
  it('say the success rate, the votes and when it last worked, in French and in Dutch', () => {
    const couponId = nextId++;
    const { unmount } = renderWith(<CodeFeedbackLine couponId={couponId} fallback={figures()} className="usage" />);
    expect(pageText()).toContain('82 % de réussite · 34 votes');
    expect(pageText()).toContain('A fonctionné il y a 2 heures');
    unmount();
    renderWith(<CodeFeedbackLine couponId={nextId++} fallback={figures()} className="usage" />, 'nl-BE');
    expect(pageText()).toContain('82% succes · 34 stemmen');
    expect(pageText()).toContain('Werkte 2 uur geleden');
  });

  it('show nothing before the first vote', () => {
    const { container } = renderWith(<CodeFeedbackLine couponId={nextId++} fallback={figures({ worked_votes: 0, failed_votes: 0, success_rate: null, last_worked_at: null })} className="usage" />);
    expect(container.textContent).toBe('');
  });
});

describe('voting on a code', () => {
  it('sends the answer, presses it, thanks the visitor and moves every copy of the figures at once', async () => {
    const user = userEvent.setup();
    const couponId = nextId++;
    fetchMock.mockResolvedValueOnce(json({ id: couponId, worked_votes: 29, failed_votes: 6, success_rate: 83, last_worked_at: new Date().toISOString(), your_vote: 'worked' }));
    renderWith(
      <>
        <CodeFeedbackLine couponId={couponId} fallback={figures()} className="usage" />
        <CodeVote couponId={couponId} />
      </>,
    );
    const group = screen.getByRole('group', { name: m.prompt });
    const worked = within(group).getByRole('button', { name: m.worked });
    const failed = within(group).getByRole('button', { name: m.failed });
    expect(worked.getAttribute('aria-pressed')).toBe('false');

    await user.click(worked);
    expect(String(fetchMock.mock.calls[0][0])).toBe(`/api/coupons/${couponId}/vote/?language=fr-be`);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', body: JSON.stringify({ vote: 'worked' }) });
    await waitFor(() => expect(worked.getAttribute('aria-pressed')).toBe('true'));
    expect(failed.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe(m.thanks);
    expect(pageText()).toContain('83 % de réussite · 35 votes');
    expect(pageText()).toContain('A fonctionné à l’instant');
    expect(window.localStorage.getItem(`code-vote:${couponId}`)).toBe('worked');
  });

  it('lets the visitor change their answer, and sends nothing for the answer they already gave', async () => {
    const user = userEvent.setup();
    const couponId = nextId++;
    window.localStorage.setItem(`code-vote:${couponId}`, 'worked');
    fetchMock.mockResolvedValueOnce(json({ id: couponId, worked_votes: 27, failed_votes: 7, success_rate: 79, last_worked_at: null, your_vote: 'failed' }));
    renderWith(
      <>
        <CodeFeedbackLine couponId={couponId} fallback={figures()} className="usage" />
        <CodeVote couponId={couponId} />
      </>,
    );
    const worked = screen.getByRole('button', { name: m.worked });
    expect(worked.getAttribute('aria-pressed')).toBe('true');
    await user.click(worked);
    expect(fetchMock).not.toHaveBeenCalled();

    const failed = screen.getByRole('button', { name: m.failed });
    await user.click(failed);
    await waitFor(() => expect(failed.getAttribute('aria-pressed')).toBe('true'));
    expect(worked.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe(m.changed);
    expect(pageText()).toContain('79 % de réussite · 34 votes');
  });

  it('says when the connection has voted too often, or the vote could not be sent, and presses nothing', async () => {
    const user = userEvent.setup();
    const couponId = nextId++;
    // The API says why in the edition's words (this code answered from the connection today): that is what shows.
    const today = messagesFor('nl-be').forms.status.codeVotedToday;
    fetchMock
      .mockResolvedValueOnce(json({ detail: today, retry_after: 86_000 }, 429))
      .mockResolvedValueOnce(new Response('Too Many Requests', { status: 429 }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWith(<CodeVote couponId={couponId} />, 'nl-BE');
    const worked = screen.getByRole('button', { name: nl.worked });
    await user.click(worked);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(today));
    expect(worked.getAttribute('aria-pressed')).toBe('false');
    // A refusal without its words (a proxy's) still says the connection is held back.
    await user.click(worked);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(nl.limited));
    expect(worked.getAttribute('aria-pressed')).toBe('false');
    await user.click(worked);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(nl.failedToSend));
    expect(worked.getAttribute('aria-pressed')).toBe('false');
    expect(window.localStorage.getItem(`code-vote:${couponId}`)).toBeNull();
  });
});

describe('the card', () => {
  const card = (couponId: number, id: number): PromotionCardModel => ({
    summary: {
      id,
      title: 'Moins 15 % sur les séjours',
      kind: 'code',
      link: `https://partner.example/go/${id}`,
      couponId,
      store: { name: 'Voyages Soleil', slug: 'voyages-soleil', icon: null },
      usage: { used_count: 41, used_today_count: 2, time_of_using: null },
      feedback: figures(),
    },
    face: { face: 'masked', hint: '25' },
    exclusive: false,
    offer: '-15 %',
    condition: null,
    expiry: { kind: 'none', text: 'Sans date de fin', dateTime: null },
  });

  it('asks whether the code worked only once the visitor has it, on the card and in the dialog', async () => {
    const user = userEvent.setup();
    const couponId = nextId++;
    const id = nextId++;
    fetchMock.mockResolvedValueOnce(json({ id: couponId, code: 'SOLEIL25', time_of_using: new Date().toISOString(), used_count: 42, used_today_count: 3 }));
    renderWith(<PromotionCardView edition="fr-be" card={card(couponId, id)} headingLevel={2} />);
    const article = screen.getByRole('article');
    expect(spaced(article.textContent)).toContain('82 % de réussite · 34 votes');
    expect(within(article).queryByRole('group', { name: m.prompt })).toBeNull();

    await user.click(screen.getByRole('link', { name: /Voir le code/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('group', { name: m.prompt });
    expect(within(article).getByRole('group', { name: m.prompt })).toBeTruthy();
  });
});
