import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversionUploadReport } from '@/lib/api/conversions';
import { frBe as edition, inDutch, inFrench, json, mockFetch, said } from './admin-harness';

const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn() }), usePathname: () => '/admin/stats/conversions' }));

const { ConversionUploadForm } = await import('@/components/admin/conversions/ConversionUploadForm');
const { ConversionReport } = await import('@/components/admin/conversions/ConversionReport');

const fetchMock = mockFetch();
beforeEach(() => refresh.mockReset());

const report = (over: Partial<ConversionUploadReport> = {}): ConversionUploadReport => ({
  id: 12,
  network: 'tradetracker',
  file_name: 'juillet.csv',
  rows: 40,
  created: 30,
  updated: 4,
  unchanged: 3,
  unmatched: 2,
  skipped: 3,
  uploaded_at: '2026-07-31T08:15:00Z',
  uploaded_by: 'admin@vacances.test',
  errors: [
    { row: 7, field: 'time', message: 'Date illisible : « hier ». Écrivez-la par exemple 2026-03-01 14:30 ou 01/03/2026 14:30.' },
    { row: 9, field: 'status', message: 'Statut inconnu : « peut-être ».' },
    { row: 12, field: 'click_id', message: 'La colonne « Reference » est vide sur cette ligne.' },
  ],
  ...over,
});

const csvFile = () => new File(['Reference;Registration date;Commission;Currency;Status\nck-1;01/07/2026 10:00;12,50;EUR;accepted\n'], 'juillet.csv', { type: 'text/csv' });

/** The words that describe a control: its hint and its error. */
const describedBy = (element: HTMLElement) => (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the conversion upload form', () => {
  it('fills the network’s usual columns when the network is chosen', async () => {
    const user = userEvent.setup();
    inFrench(<ConversionUploadForm edition={edition} />);
    expect(value('Identifiant de clic')).toBe('Click Ref');
    expect(value('Identifiant de transaction (facultatif)')).toBe('Transaction ID');
    await user.selectOptions(screen.getByLabelText('Réseau'), 'tradetracker');
    expect([value('Identifiant de clic'), value('Date de la conversion'), value('Commission'), value('Devise'), value('Statut'), value('Identifiant de transaction (facultatif)')]).toEqual([
      'Reference',
      'Registration date',
      'Commission',
      'Currency',
      'Status',
      '',
    ]);
    await user.selectOptions(screen.getByLabelText('Réseau'), 'tradedoubler');
    expect([value('Identifiant de clic'), value('Date de la conversion'), value('Commission')]).toEqual(['EPI', 'Time of Event', 'Publisher Commission']);
    await user.selectOptions(screen.getByLabelText('Réseau'), 'generic');
    expect(value('Statut')).toBe('status');
  });

  it('refuses an emptied column and a missing file in the browser, without sending anything', async () => {
    const user = userEvent.setup();
    inFrench(<ConversionUploadForm edition={edition} />);
    const status = screen.getByLabelText('Statut');
    await user.clear(status);
    await user.click(screen.getByRole('button', { name: 'Envoyer le rapport' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(status.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(status)).toContain('Remplissez ce champ : il ne peut pas rester vide.');
    expect(document.activeElement).toBe(status);
    expect(describedBy(screen.getByLabelText('Fichier CSV'))).toContain('Choisissez le fichier CSV du rapport.');
    expect(screen.getByRole('alert').textContent).toBe('Certains champs sont à corriger : voyez les messages sous chacun d’eux.');
  });

  it('sends the file with its columns, and on a refusal shows the message beside the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    inFrench(<ConversionUploadForm edition={edition} />);
    await user.selectOptions(screen.getByLabelText('Réseau'), 'tradetracker');
    const time = screen.getByLabelText('Date de la conversion');
    await user.clear(time);
    await user.type(time, 'Datum');
    await user.upload(screen.getByLabelText('Fichier CSV'), csvFile());
    const refusal = 'La colonne « Datum » n’est pas dans l’en-tête du fichier : corrigez son nom, ou choisissez le réseau qui a exporté ce rapport.';
    fetchMock.mockResolvedValueOnce(json(400, { time: [refusal], file: ['L’en-tête du fichier contient : Reference, Registration date, Commission, Currency, Status.'] }));
    await user.click(screen.getByRole('button', { name: 'Envoyer le rapport' }));

    await waitFor(() => expect(time.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(time)).toContain(refusal);
    expect(describedBy(screen.getByLabelText('Fichier CSV'))).toContain('L’en-tête du fichier contient : Reference, Registration date, Commission, Currency, Status.');
    expect(document.activeElement).toBe(time);
    expect(value('Date de la conversion')).toBe('Datum');
    expect(value('Identifiant de clic')).toBe('Reference');
    expect((screen.getByLabelText('Réseau') as HTMLSelectElement).value).toBe('tradetracker');
    expect(refresh).not.toHaveBeenCalled();

    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/stats/conversions/?language=fr-be');
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'file'))).toEqual({
      network: 'tradetracker',
      click_id: 'Reference',
      time: 'Datum',
      commission: 'Commission',
      currency: 'Currency',
      status: 'Status',
      transaction_id: '',
    });
    expect((body.get('file') as File).name).toBe('juillet.csv');
  });

  it('says what the upload did, shows its figures and left-out lines, and reads the list again', async () => {
    const user = userEvent.setup();
    inFrench(<ConversionUploadForm edition={edition} />);
    await user.upload(screen.getByLabelText('Fichier CSV'), csvFile());
    fetchMock.mockResolvedValueOnce(json(201, report()));
    await user.click(screen.getByRole('button', { name: 'Envoyer le rapport' }));

    await waitFor(() => expect(said()).toContain('Rapport « juillet.csv » enregistré : 30 nouvelles conversions, 4 mises à jour, 3 lignes ignorées.'));
    expect(refresh).toHaveBeenCalled();
    const figures = screen.getByLabelText('Ce que le rapport a changé');
    const pairs = within(figures)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Lignes lues', '40'],
      ['Nouvelles', '30'],
      ['Mises à jour', '4'],
      ['Inchangées', '3'],
      ['Sans clic connu', '2'],
      ['Lignes ignorées', '3'],
    ]);
    expect(screen.getByText(/2 conversions portent un identifiant de clic inconnu/)).toBeTruthy();
    const table = screen.getByRole('table', { name: '3 lignes ignorées : voici pourquoi' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent)),
    ).toEqual([
      ['7', 'Date', 'Date illisible : « hier ». Écrivez-la par exemple 2026-03-01 14:30 ou 01/03/2026 14:30.'],
      ['9', 'Statut', 'Statut inconnu : « peut-être ».'],
      ['12', 'Identifiant de clic', 'La colonne « Reference » est vide sur cette ligne.'],
    ]);
  });

  it('keeps the form on a lost connection and says so', async () => {
    const user = userEvent.setup();
    inFrench(<ConversionUploadForm edition={edition} />);
    await user.upload(screen.getByLabelText('Fichier CSV'), csvFile());
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Envoyer le rapport' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Impossible de joindre le serveur : rien n’a été envoyé, le formulaire est conservé. Réessayez.'));
    expect(value('Identifiant de clic')).toBe('Click Ref');
  });

  it('speaks Dutch on vakanties.be', () => {
    inDutch(<ConversionUploadForm edition={{ ...edition, id: 'nl-be' }} />);
    expect(screen.getByRole('form', { name: 'Een rapport sturen' })).toBeTruthy();
    expect(value('Klik-ID')).toBe('Click Ref');
    expect(screen.getByRole('option', { name: 'Ander netwerk of eigen bestand' })).toBeTruthy();
  });
});

describe('an upload’s report', () => {
  it('says when only the first problems are listed', () => {
    inFrench(<ConversionReport report={report({ skipped: 900, errors: report().errors })} timeZone="Europe/Brussels" />);
    expect(screen.getByRole('heading', { name: 'Résultat de l’envoi du 31 juil. 2026, 10:15' })).toBeTruthy();
    expect(screen.getByText('Seuls les 3 premiers problèmes sont listés : corrigez-les, puis envoyez le fichier à nouveau pour voir la suite.')).toBeTruthy();
  });

  it('shows no table when every line was read', () => {
    inFrench(<ConversionReport report={report({ skipped: 0, errors: [], unmatched: 0 })} timeZone="Europe/Brussels" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/identifiant de clic inconnu/)).toBeNull();
  });
});
