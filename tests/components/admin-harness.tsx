/**
 * What the editors' component tests share: a screen rendered in an edition's language beside the toast its actions
 * report into, a fetch each test answers itself, and readers of what the screen says. The `vi.mock` calls stay in
 * each test file, where vitest hoists them.
 */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { AdminToast } from '@/components/admin/AdminToast';
import { messagesFor } from '@/messages';

/** The edition the forms are tested on: Vacances.be, on Brussels' clock. */
export const frBe = { id: 'fr-be' as const, origin: 'https://www.vacances.be', timeZone: 'Europe/Brussels' as const };

const locales = { 'fr-be': 'fr-BE', 'nl-be': 'nl-BE' } as const;

function renderIn(edition: keyof typeof locales, ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale={locales[edition]} messages={messagesFor(edition)} timeZone="Europe/Brussels">
      {ui}
      <AdminToast />
    </NextIntlClientProvider>,
  );
}

/** An editors' screen as a Vacances.be editor reads it, with the toast. */
export const inFrench = (ui: ReactNode) => renderIn('fr-be', ui);

/** An editors' screen as a Vakanties.be editor reads it, with the toast. */
export const inDutch = (ui: ReactNode) => renderIn('nl-be', ui);

/** The browser's fetch, answered by each test: emptied and put in place before every test of the file. */
export function mockFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}

/** The API's JSON answer; a 204 and a null body carry no body at all. */
export const json = (status: number, body: unknown) => new Response(status === 204 || body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the screen's live regions say: the toast and the forms' notes. */
export const said = () => screen.getAllByRole('status').map((s) => s.textContent).join(' ');

/** What the screen's alerts say: refusals and lost networks. */
export const alerts = () => screen.getAllByRole('alert').map((a) => a.textContent).join(' ');

interface StandInProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
}

/** Takes the rich-text editor's place in the forms' tests: TipTap is tested on its own. */
export function TextareaEditor({ id, label, value, onChange }: StandInProps) {
  return (
    <label>
      {label}
      <textarea id={id} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
