import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AlertStats } from '@/lib/api/types/alert-stats';
import type { ClickFigures } from '@/lib/api/types/editor-stats';
import { inDutch, inFrench } from './admin-harness';

vi.mock('next/navigation', () => ({ usePathname: () => '/admin/stats/alerts', useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));

const { AlertStatsReport } = await import('@/components/admin/alerts/AlertStatsReport');
const { AlertStatsFilters } = await import('@/components/admin/alerts/AlertStatsFilters');
const { StatsTabs } = await import('@/components/admin/stats/StatsTabs');
const { StoreFigures } = await import('@/components/admin/stats/StoreFigures');

/**
 * The alerts' screen of the statistics: its tiles, its three lists (shops lead to their form, searches are quoted),
 * its one CSV file, its empty state, its tab beside the clicks', and a shop's followers on the shop's form.
 */
const CSV = '/api/alerts/stats/?language=fr-be&format=csv';

const stats: AlertStats = {
  editions: ['fr-be'],
  followers: {
    stores: [
      { store: 7, label: 'Soleo Voyages', followers: 1234, pending: 3, paused: 1 },
      { store: 9, label: null, followers: 2, pending: 0, paused: 0 },
    ],
    categories: [{ category: 4, label: 'Week-ends', followers: 12, pending: 1, paused: 0 }],
    queries: [{ query: 'spa ardennes', followers: 5, pending: 0, paused: 2 }],
  },
  totals: { addresses: 1500, confirmed_addresses: 1400, alerts: 1700, active: 1253, paused: 3 },
  mails: { sent_last_30_days: 420, digests_sent_last_30_days: 400, queued: 6 },
};

const none: AlertStats = {
  editions: ['fr-be'],
  followers: { stores: [], categories: [], queries: [] },
  totals: { addresses: 0, confirmed_addresses: 0, alerts: 0, active: 0, paused: 0 },
  mails: { sent_last_30_days: 0, digests_sent_last_30_days: 0, queued: 0 },
};

const text = (element: Element) => (element.textContent ?? '').replace(/[\s\u202f]+/g, ' ');
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map(text));

describe('the alerts’ figures', () => {
  it('sum the addresses, the alerts and the mails up as tiles', () => {
    inFrench(<AlertStatsReport stats={stats} csvHref={CSV} linkItems />);
    const summary = screen.getByRole('heading', { name: 'En résumé' }).closest('section')!;
    const figure = (term: string) => text(within(summary).getByText(term).closest('div')!);
    expect(figure('Adresses inscrites')).toBe('Adresses inscrites1 5001 400 confirmées');
    expect(figure('Alertes actives')).toBe('Alertes actives1 2531 700 alertes en tout, 3 en pause');
    expect(figure('Mails envoyés en 30 jours')).toBe('Mails envoyés en 30 jours420dont 400 récapitulatifs de promotions');
    expect(figure('Mails en attente')).toContain('6');
  });

  it('list the most followed shops, categories and searches, with the pending and paused alerts beside', () => {
    inFrench(<AlertStatsReport stats={stats} csvHref={CSV} linkItems />);
    const shops = screen.getByRole('table', { name: 'Boutiques les plus suivies' });
    expect(within(shops).getAllByRole('columnheader').map(text)).toEqual(['Boutique', 'Abonnés', 'En attente de confirmation', 'En pause']);
    expect(rowsOf(shops)).toEqual([
      ['Soleo Voyages', '1 234', '3', '1'],
      ['Boutique n° 9', '2', '0', '0'],
    ]);
    expect(within(shops).getByRole('link', { name: 'Soleo Voyages' }).getAttribute('href')).toBe('/admin/stores/7');
    expect(rowsOf(screen.getByRole('table', { name: 'Catégories les plus suivies' }))).toEqual([['Week-ends', '12', '1', '0']]);
    expect(rowsOf(screen.getByRole('table', { name: 'Recherches les plus suivies' }))).toEqual([['« spa ardennes »', '5', '0', '2']]);
    expect(screen.getByText(/^Abonnés : les alertes qui envoient des mails/)).toBeTruthy();
  });

  it('offer the three lists as one CSV file', () => {
    inFrench(<AlertStatsReport stats={stats} csvHref={CSV} linkItems />);
    const csv = screen.getByRole('link', { name: 'Exporter en CSV les boutiques, catégories et recherches suivies' });
    expect(csv.getAttribute('href')).toBe(CSV);
    expect(csv.hasAttribute('download')).toBe(true);
  });

  it('leave the shops unlinked when they are another edition’s, and say when a list is empty', () => {
    inFrench(<AlertStatsReport stats={{ ...stats, followers: { ...stats.followers, queries: [] } }} csvHref={CSV} linkItems={false} />);
    expect(within(screen.getByRole('table', { name: 'Boutiques les plus suivies' })).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Recherches les plus suivies' })).toBeNull();
    expect(screen.getByText('Aucune recherche n’est suivie.')).toBeTruthy();
  });

  it('say so while nobody follows anything, with no tables', () => {
    inFrench(<AlertStatsReport stats={none} csvHref={CSV} linkItems />);
    expect(screen.getByRole('heading', { name: 'Aucune alerte pour l’instant' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('read in Dutch on Vakanties.be', () => {
    inDutch(<AlertStatsReport stats={stats} csvHref={CSV} linkItems />);
    expect(screen.getByRole('table', { name: 'Meest gevolgde winkels' })).toBeTruthy();
    expect(rowsOf(screen.getByRole('table', { name: 'Meest gevolgde zoekopdrachten' }))[0][0]).toBe('‘spa ardennes’');
  });
});

describe('the alerts’ edition choice', () => {
  it('is a GET form of the screen for an editor of several editions, and nothing for an editor of one', () => {
    const { unmount } = inFrench(
      <AlertStatsFilters
        edition="all"
        editions={[
          { id: 'fr-be', name: 'Vacances.be' },
          { id: 'nl-be', name: 'Vakanties.be' },
        ]}
      />,
    );
    const form = screen.getByRole('form', { name: 'Filtres des alertes' });
    expect(form.getAttribute('action')).toBe('/admin/stats/alerts');
    const edition = within(form).getByLabelText('Édition') as HTMLSelectElement;
    expect(edition.value).toBe('all');
    expect([...edition.options].map((option) => option.textContent)).toEqual(['Toutes mes éditions', 'Vacances.be', 'Vakanties.be']);
    unmount();
    inFrench(<AlertStatsFilters edition="fr-be" editions={[{ id: 'fr-be', name: 'Vacances.be' }]} />);
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('the statistics’ tabs', () => {
  it('lead every editor to the alerts, marked while there', () => {
    const { unmount } = inFrench(<StatsTabs current="alerts" withConversions={false} />);
    const tabs = screen.getByRole('list', { name: 'Statistiques' });
    const alerts = within(tabs).getByRole('link', { name: 'Alertes' });
    expect(alerts.getAttribute('href')).toBe('/admin/stats/alerts');
    expect(alerts.getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Clics' }).getAttribute('aria-current')).toBeNull();
    unmount();
    inDutch(<StatsTabs current="clicks" withConversions />);
    expect(within(screen.getByRole('list', { name: 'Statistieken' })).getAllByRole('link').map(text)).toEqual(['Kliks', 'Conversies', 'Meldingen']);
  });
});

describe('a shop’s followers on its form', () => {
  const totals: ClickFigures = { clicks: 27, unique_visitors: 24, reveals: 4, conversions: 4, commission: 19.5, epc: 0.72, bot_clicks: 6 };

  it('stand under its last 30 days, when they could be read', () => {
    const { unmount } = inFrench(<StoreFigures storeId={7} totals={totals} followers={12} />);
    const panel = screen.getByRole('region', { name: 'Ces 30 derniers jours' });
    expect(within(panel).getByText('12 abonnés aux alertes de cette boutique')).toBeTruthy();
    unmount();
    inFrench(<StoreFigures storeId={7} totals={null} followers={1} />);
    expect(screen.getByText('1 abonné aux alertes de cette boutique')).toBeTruthy();
  });

  it('are left out when they could not be read', () => {
    inFrench(<StoreFigures storeId={7} totals={totals} followers={null} />);
    expect(screen.queryByText(/abonné/)).toBeNull();
  });
});
