import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { promotionApiQuery, promotionListQuery } from '@/lib/admin/promotion-list-query';
import type { Feed, FeedAdvertiser, FeedRunReport } from '@/lib/api/types/editor-feeds';
import type { EditablePromotion } from '@/lib/api/types/editor-promotions';
import { frBe as edition, inDutch, inFrench, json, mockFetch, said } from './admin-harness';

const refresh = vi.hoisted(() => vi.fn());
const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push }), usePathname: () => '/admin/feeds' }));
// The rich-text field is TipTap, tested on its own; here a textarea stands in for it.
vi.mock('@/components/admin/rich-text/RichTextEditor', async () => ({ RichTextEditor: (await import('./admin-harness')).TextareaEditor }));

const { FeedForm } = await import('@/components/admin/feeds/FeedForm');
const { FeedRunner } = await import('@/components/admin/feeds/FeedRunner');
const { RunReport } = await import('@/components/admin/feeds/RunReport');
const { AdvertiserRow } = await import('@/components/admin/feeds/AdvertiserRow');
const { PromotionSourceBadge } = await import('@/components/admin/feeds/PromotionSource');
const { PromotionSourceFilter } = await import('@/components/admin/feeds/PromotionSourceFilter');
const { PromotionBulkList } = await import('@/components/admin/promotions/PromotionBulkList');
const { PromotionForm } = await import('@/components/admin/promotions/PromotionForm');

const fetchMock = mockFetch();
beforeEach(() => {
  refresh.mockReset();
  push.mockReset();
});

const report = (over: Partial<FeedRunReport> = {}): FeedRunReport => ({
  id: 9,
  feed: 3,
  status: 'ok',
  trigger: 'account:1',
  started_at: '2026-03-02T13:00:00Z',
  finished_at: '2026-03-02T13:01:10Z',
  fetched: 60,
  created: 12,
  updated: 3,
  unchanged: 40,
  withdrawn: 0,
  skipped: 2,
  unmapped: 5,
  errors: [
    { item: 'A101', field: 'code', message: 'Code trop long' },
    { item: 'A102', field: 'url', message: 'Lien manquant' },
  ],
  held_withdrawals: 0,
  confirmed_at: null,
  ...over,
});

const feed: Feed = {
  id: 3,
  name: 'Awin voyages',
  network: 'awin',
  edition: 'fr-be',
  url: 'https://api.awin.com/publisher/1/promotions',
  has_credentials: true,
  mapping: null,
  every_minutes: 360,
  publish: 'draft',
  enabled: true,
  next_run_at: '2026-03-02T18:00:00Z',
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  last_run: null,
};

/** The words that describe a control: its hint and its error. */
const describedBy = (element: HTMLElement) => (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');

describe('the feed form', () => {
  it('refuses a CSV feed without its title column in the browser, then shows the API’s refusal and keeps what was typed', async () => {
    const user = userEvent.setup();
    inFrench(<FeedForm edition={edition} feed={null} />);
    await user.type(screen.getByLabelText('Nom'), 'Soleo CSV');
    await user.selectOptions(screen.getByLabelText('Réseau'), 'csv');
    await user.type(screen.getByLabelText('Adresse du flux'), 'https://partenaire.example/offres.csv');
    // Nothing named yet: the mapping as a whole is asked for, in the API's words.
    await user.click(screen.getByRole('button', { name: 'Créer le flux' }));
    expect(fetchMock).not.toHaveBeenCalled();
    const mapping = screen.getByRole('group', { name: 'Correspondance des colonnes' });
    expect(describedBy(mapping)).toContain('Indiquez la correspondance des colonnes : un flux CSV ou JSON générique en a besoin.');
    expect(document.activeElement).toBe(mapping);

    await user.type(screen.getByLabelText('Lien affilié (obligatoire)'), 'tracking');
    await user.type(screen.getByLabelText('Nom de l’annonceur (obligatoire)'), 'merchant');
    await user.click(screen.getByRole('button', { name: 'Créer le flux' }));
    expect(fetchMock).not.toHaveBeenCalled();
    const title = screen.getByLabelText('Titre (obligatoire)');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(title)).toContain('Ce champ est obligatoire.');
    expect(document.activeElement).toBe(title);

    await user.type(title, 'headline');
    const refusal = 'Cette adresse mène au réseau interne : le flux n’a pas été téléchargé.';
    fetchMock.mockResolvedValueOnce(json(400, { url: [refusal] }));
    await user.click(screen.getByRole('button', { name: 'Créer le flux' }));
    const url = screen.getByLabelText('Adresse du flux');
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(url)).toContain(refusal);
    expect(document.activeElement).toBe(url);
    expect(url).toHaveProperty('value', 'https://partenaire.example/offres.csv');
    expect(screen.getByLabelText('Nom')).toHaveProperty('value', 'Soleo CSV');
    expect(title).toHaveProperty('value', 'headline');
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/feeds/?language=fr-be');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Soleo CSV',
      network: 'csv',
      url: 'https://partenaire.example/offres.csv',
      every_minutes: 360,
      publish: 'draft',
      enabled: true,
      mapping: { title: 'headline', tracking_url: 'tracking', advertiser_name: 'merchant', date_format: 'iso', time_zone: 'Europe/Brussels' },
    });
    expect(push).not.toHaveBeenCalled();
  });

  it('asks for the credentials a network needs, in the words a failed run would use', async () => {
    const user = userEvent.setup();
    inFrench(<FeedForm edition={edition} feed={null} />);
    await user.type(screen.getByLabelText('Nom'), 'TT');
    await user.selectOptions(screen.getByLabelText('Réseau'), 'tradetracker');
    await user.type(screen.getByLabelText('Adresse du flux'), 'https://ws.tradetracker.com/soap/affiliate');
    await user.type(screen.getByLabelText('Identifiant client'), '12345');
    await user.click(screen.getByRole('button', { name: 'Créer le flux' }));
    expect(fetchMock).not.toHaveBeenCalled();
    const passphrase = screen.getByLabelText('Phrase secrète (passphrase)');
    expect(describedBy(passphrase)).toContain('Identifiant manquant pour ce réseau : complétez « Phrase secrète (passphrase) » dans les identifiants du flux.');
    expect(document.activeElement).toBe(passphrase);
    expect(passphrase.getAttribute('type')).toBe('password');
  });

  it('never shows stored credentials: left empty they are kept, and the schedule presets fill the minutes', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ...feed, every_minutes: 720 }));
    const user = userEvent.setup();
    inFrench(<FeedForm edition={edition} feed={feed} />);
    const token = screen.getByLabelText('Jeton d’accès (token)');
    expect(token).toHaveProperty('value', '');
    expect(token.getAttribute('placeholder')).toBe('Enregistré – tapez pour remplacer');
    expect(screen.getByText(/Des identifiants sont enregistrés/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'toutes les 12 h' }));
    expect(screen.getByLabelText('Fréquence, en minutes')).toHaveProperty('value', '720');
    expect(screen.getByRole('button', { name: 'toutes les 12 h' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(said()).toContain('Flux « Awin voyages » enregistré.'));
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/feeds/3/?language=fr-be');
    expect(init?.method).toBe('PATCH');
    const body = JSON.parse(String(init?.body));
    expect(body).not.toHaveProperty('credentials');
    expect(body.every_minutes).toBe(720);
    expect(refresh).toHaveBeenCalled();
  });

  it('removes stored credentials only when asked, and speaks Dutch on vakanties.be', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ...feed, has_credentials: false }));
    const user = userEvent.setup();
    inDutch(<FeedForm edition={{ ...edition, id: 'nl-be' }} feed={feed} />);
    await user.click(screen.getByLabelText('De opgeslagen inloggegevens verwijderen'));
    expect(screen.getByLabelText('Toegangstoken')).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body)).credentials).toBeNull();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/feeds/3/?language=nl-be');
  });
});

describe('running a feed now', () => {
  it('says the import is under way with the focus kept on the button, then shows the report’s figures', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    inFrench(<FeedRunner edition="fr-be" timeZone="Europe/Brussels" feedId={3} />);
    const button = screen.getByRole('button', { name: 'Lancer maintenant' });
    await user.click(button);
    expect(said()).toContain('Import en cours…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    // A second press while it runs starts nothing more.
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/feeds/3/run/?language=fr-be');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');

    answer(json(200, report()));
    await waitFor(() => expect(said()).toContain('Import terminé : 12 créées, 3 mises à jour, 40 inchangées, 0 retirée, 2 ignorées, 5 en attente de boutique.'));
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(button);
    const list = screen.getByLabelText('Résultat de l’exécution');
    expect(within(list).getByText('Créées').nextElementSibling?.textContent).toBe('12');
    expect(within(list).getByText('En attente de boutique').nextElementSibling?.textContent).toBe('5');
    const errors = screen.getByRole('table', { name: '2 offres ignorées' });
    expect(within(errors).getAllByRole('row')).toHaveLength(3);
    expect(within(errors).getByText('Code trop long')).toBeTruthy();
    expect(refresh).toHaveBeenCalled();
  });

  it('says why a run could not start and what its failure was', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { detail: 'Ce flux est déjà en cours d’import. Attendez la fin de l’exécution.' }));
    fetchMock.mockResolvedValueOnce(json(200, report({ status: 'failed', errors: [{ item: '', field: '', message: 'Le réseau a répondu par une erreur (code 503).' }] })));
    const user = userEvent.setup();
    inFrench(<FeedRunner edition="fr-be" timeZone="Europe/Brussels" feedId={3} />);
    await user.click(screen.getByRole('button', { name: 'Lancer maintenant' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ce flux est déjà en cours d’import. Attendez la fin de l’exécution.'));
    await user.click(screen.getByRole('button', { name: 'Lancer maintenant' }));
    await waitFor(() => expect(said()).toContain('L’import a échoué : Le réseau a répondu par une erreur (code 503).'));
    expect(screen.getByText('Échec')).toBeTruthy();
    expect(screen.queryByLabelText('Résultat de l’exécution')).toBeNull();
  });
});

describe('a held run', () => {
  it('warns, asks a second time, then confirms through the API and says what was withdrawn', async () => {
    const held = report({ status: 'held', held_withdrawals: 40, errors: [] });
    fetchMock.mockResolvedValueOnce(json(200, { ...held, status: 'ok', withdrawn: 40, confirmed_at: '2026-03-02T14:00:00Z' }));
    const user = userEvent.setup();
    inFrench(<RunReport edition="fr-be" timeZone="Europe/Brussels" report={held} level={2} />);
    expect(screen.getByText('Retrait à confirmer')).toBeTruthy();
    expect(screen.getByText('Cette exécution retirerait 40 promotions : plus d’un cinquième du flux.')).toBeTruthy();
    const ask = screen.getByRole('button', { name: 'Confirmer le retrait' });
    await user.click(ask);
    const dialog = screen.getByRole('alertdialog', { name: 'Retirer 40 promotions du site ? Elles n’y seront plus visibles.' });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirmer le retrait' })));
    await user.click(screen.getByRole('button', { name: 'Confirmer le retrait' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Oui, retirer' }));
    await waitFor(() => expect(said()).toContain('Retrait confirmé : 40 promotions retirées.'));
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/feeds/3/runs/9/confirm/?language=fr-be');
    expect(init?.method).toBe('POST');
    expect(screen.queryByRole('button', { name: 'Confirmer le retrait' })).toBeNull();
    expect(document.activeElement?.textContent).toBe('Retrait confirmé : 40 promotions retirées.');
    expect(screen.getByText('Réussie')).toBeTruthy();
    expect(refresh).toHaveBeenCalled();
  });
});

describe('an advertiser and its shop', () => {
  const advertiser: FeedAdvertiser = {
    advertiser_id: '1001',
    name: 'Soleo',
    voucher_count: 14,
    waiting: 12,
    store: null,
    suggestions: [
      { id: 5, name: 'Soleo Voyages', slug: 'soleo-voyages' },
      { id: 8, name: 'Sol Eo', slug: 'sol-eo' },
    ],
  };

  it('saves a suggested shop in one press and announces the promotions imported', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ...advertiser, waiting: 0, store: advertiser.suggestions[0], imported: 12 }));
    const user = userEvent.setup();
    inFrench(
      <ul>
        <AdvertiserRow edition="fr-be" feedId={3} advertiser={advertiser} />
      </ul>,
    );
    expect(screen.getByText('12 en attente de boutique')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aucune boutique' }).getAttribute('aria-pressed')).toBe('true');
    const suggestion = screen.getByRole('button', { name: 'Soleo Voyages' });
    await user.click(suggestion);
    await waitFor(() => expect(said()).toContain('Soleo est associé à Soleo Voyages : 12 promotions importées.'));
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/feeds/3/advertisers/1001/?language=fr-be');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ store: 5 });
    expect(suggestion.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(suggestion);
    expect(screen.getByRole('link', { name: 'Soleo Voyages' }).getAttribute('href')).toBe('/admin/stores/5');
  });
});

describe('imported promotions in the editors’ list', () => {
  it('shows the network of an imported row and marks a withdrawn one', () => {
    const rows = [
      { id: 1, label: 'Awin promo', cells: [<PromotionSourceBadge key="s" origin={{ source: { feed: 3, network: 'awin', offer_id: 'A1' }, withdrawn_at: null }} />] },
      { id: 2, label: 'TT promo', cells: [<PromotionSourceBadge key="s" origin={{ source: { feed: 4, network: 'tradetracker', offer_id: 'T1' }, withdrawn_at: '2026-03-01T10:00:00Z' }} />] },
      { id: 3, label: 'Saisie', cells: [<PromotionSourceBadge key="s" origin={{ source: null, withdrawn_at: null }} />] },
    ];
    inFrench(<PromotionBulkList edition="fr-be" rows={rows} count={3} columns={['Titre']} query={{}} inTrash={false} />);
    const cells = screen.getAllByRole('cell').filter((cell) => cell.getAttribute('data-label') === 'Titre');
    expect(cells[0].textContent).toBe('importée de Awin');
    expect(cells[1].textContent).toBe('importée de TradeTrackerRetirée');
    expect(cells[2].textContent).toBe('');
  });

  it('filters by source: the form’s choice becomes the API’s query, and one feed’s list keeps its feed', async () => {
    const user = userEvent.setup();
    inFrench(
      <form aria-label="filtres">
        <PromotionSourceFilter filters={promotionListQuery({ feed: '3' })} />
      </form>,
    );
    const select = screen.getByLabelText('Source');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Toutes',
      'Saisies par la rédaction',
      'Tous les flux',
      'Awin',
      'Awin (CSV)',
      'TradeTracker',
      'Daisycon',
      'Tradedoubler',
      'CSV générique',
      'JSON générique',
    ]);
    const query = () => promotionApiQuery(promotionListQuery(Object.fromEntries(new FormData(screen.getByRole('form', { name: 'filtres' }) as HTMLFormElement) as Iterable<[string, string]>)));
    expect(query()).toEqual({ feed: '3' });
    await user.selectOptions(select, 'tradetracker');
    expect(query()).toEqual({ source: 'tradetracker', feed: '3' });
    await user.selectOptions(select, 'manual');
    expect(query()).toEqual({ source: 'manual', feed: '3' });
    expect(screen.getByRole('link', { name: 'Voir toutes les sources' }).getAttribute('href')).toBe('/admin/promotions');
    // A source the list does not know is left out, never sent.
    expect(promotionApiQuery(promotionListQuery({ source: 'kelkoo', feed: 'x' }))).toEqual({});
  });
});

describe('an imported promotion’s form', () => {
  const imported: EditablePromotion = {
    id: 42,
    title: 'Rhodes tout compris',
    link: 'https://booking.example/rhodes',
    offer: '-20 %',
    description: '',
    condition: '',
    kind: 'code',
    is_exclusive: true,
    is_verified: false,
    slider_image: null,
    starts_at: null,
    expires_at: null,
    store: 4,
    stores: [{ id: 4, name: 'Booking.com', slug: 'booking-com' }],
    categories: [],
    code: 'RHODES20',
    status: 'published',
    publish_at: null,
    in_slider: false,
    on_homepage: false,
    is_deal_of_month: false,
    position: 0,
    updated_at: '2026-11-20T10:00:00Z',
    deleted_at: null,
    source: { feed: 3, network: 'awin', offer_id: 'A101' },
    withdrawn_at: '2026-11-21T09:30:00Z',
    editor_fields: ['title', 'is_exclusive'],
  };

  it('says where it came from, that its feed withdrew it, and which fields the feed no longer overwrites', () => {
    inFrench(<PromotionForm edition={edition} promotion={imported} categories={[]} />);
    const note = screen.getByRole('region', { name: 'Promotion importée' });
    expect(note.textContent).toContain('Importée d’un flux Awin (offre A101).');
    expect(note.textContent).toContain('Retirée par son flux le 21 nov. 2026');
    expect(note.textContent).toContain('Modifiés par la rédaction, que le flux n’écrase plus : Titre, Exclusivité du site.');
    expect(describedBy(screen.getByLabelText('Titre'))).toContain('Modifié par la rédaction : le flux ne l’écrase plus.');
    expect(describedBy(screen.getByLabelText('Offre en bref')).join(' ')).not.toContain('Modifié par la rédaction');
    expect(screen.getByLabelText('Exclusivité du site (modifié par la rédaction : le flux ne l’écrase plus)')).toBeTruthy();
  });

  it('shows nothing of the kind for an editor’s own promotion', () => {
    inFrench(<PromotionForm edition={edition} promotion={{ ...imported, source: null, withdrawn_at: null, editor_fields: [] }} categories={[]} />);
    expect(screen.queryByRole('region', { name: 'Promotion importée' })).toBeNull();
    expect(describedBy(screen.getByLabelText('Titre')).join(' ')).not.toContain('Modifié par la rédaction');
  });
});
