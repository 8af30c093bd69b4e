import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { presetLinks } from '@/lib/admin/stats-filters';
import { chartPoints, type StatsPeriod } from '@/lib/admin/stats-period';
import type { ClickFigures, ClickStatsRow } from '@/lib/api/types/editor-stats';
import type { ClicksChartPoint } from '@/components/admin/stats/ClicksChart';
import { inDutch, inFrench } from './admin-harness';

const chartProps = vi.hoisted(() => ({ last: null as null | { points: ClicksChartPoint[]; names: { clicks: string; previous: string } } }));
vi.mock('next/navigation', () => ({ usePathname: () => '/admin/stats', useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));
// recharts draws in a browser's layout; here the chart only has to be handed its points and the names of its lines.
vi.mock('@/components/admin/stats/ClicksChart', () => ({
  ClicksChart: (props: NonNullable<typeof chartProps.last>) => {
    chartProps.last = props;
    return <div data-testid="chart" />;
  },
}));

const { StatsFilters } = await import('@/components/admin/stats/StatsFilters');
const { StatsReport } = await import('@/components/admin/stats/StatsReport');
const { StoreFigures } = await import('@/components/admin/stats/StoreFigures');
const { AdminNav } = await import('@/components/admin/AdminNav');
const { StatsTabs } = await import('@/components/admin/stats/StatsTabs');
const { StatsRefusals } = await import('@/components/admin/stats/StatsRefusals');

const period: StatsPeriod = { from: '2026-11-01', to: '2026-11-03' };
const totals: ClickFigures = { clicks: 27, unique_visitors: 24, reveals: 4, conversions: 4, commission: 19.5, epc: 0.72, bot_clicks: 6 };
const none: ClickFigures = { clicks: 0, unique_visitors: 0, reveals: 0, conversions: 0, commission: 0, epc: 0, bot_clicks: 0 };
const day = (date: string, clicks: number): ClickStatsRow<'day'> => ({ day: date, label: null, ...none, clicks });

const stores: ClickStatsRow<'store'>[] = [
  { store: 7, label: 'Soleo Voyages', clicks: 19, unique_visitors: 16, reveals: 3, conversions: 3, commission: 1234.5, epc: 1.03, bot_clicks: 3 },
  { store: 9, label: null, clicks: 6, unique_visitors: 6, reveals: 1, conversions: 1, commission: 0, epc: 0, bot_clicks: 0 },
];
const promotions: ClickStatsRow<'promotion'>[] = [{ promotion: 125, label: '-20 % sur les séjours', clicks: 15, unique_visitors: 13, reveals: 3, conversions: 2, commission: 17.5, epc: 1.17, bot_clicks: 2 }];
const pages: ClickStatsRow<'page'>[] = [
  { page: '/boutique/soleo', label: null, clicks: 14, unique_visitors: 11, reveals: 0, conversions: 2, commission: 14.5, epc: 1.04, bot_clicks: 3 },
  { page: '', label: null, clicks: 2, unique_visitors: 2, reveals: 0, conversions: 0, commission: 0, epc: 0, bot_clicks: 3 },
];

function report(over: Partial<Parameters<typeof StatsReport>[0]> = {}) {
  return (
    <StatsReport
      period={period}
      totals={totals}
      points={chartPoints(period, [day('2026-11-01', 0), day('2026-11-02', 15), day('2026-11-03', 12)], [day('2026-10-29', 4), day('2026-10-30', 0), day('2026-10-31', 14)])}
      previousTotal={18}
      stores={{ rows: stores, csvHref: '/api/stats/clicks/?language=fr-be&group=store&format=csv' }}
      promotions={{ rows: promotions, csvHref: '/api/stats/clicks/?language=fr-be&group=promotion&format=csv' }}
      pages={{ rows: pages, csvHref: '/api/stats/clicks/?language=fr-be&group=page&format=csv' }}
      linkItems
      {...over}
    />
  );
}

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');

describe('the statistics filters', () => {
  const values = { edition: 'fr-be' as const, store: '7', from: '2026-11-01', to: '2026-11-30' };

  it('are a GET form of the screen: edition, shop, dates, and the quick periods as links that keep the rest', () => {
    inFrench(
      <StatsFilters
        values={values}
        current="fr-be"
        editions={[
          { id: 'fr-be', name: 'Vacances.be' },
          { id: 'nl-be', name: 'Vakanties.be' },
        ]}
        stores={[{ id: 7, name: 'Soleo Voyages' }]}
        presets={presetLinks(values, 'fr-be', { from: '2026-11-22', to: '2026-11-28' }, '2026-11-28')}
        period={{ from: '2026-11-01', to: '2026-11-30' }}
      />,
    );
    const form = screen.getByRole('form', { name: 'Filtres des statistiques' });
    expect(form.getAttribute('action')).toBe('/admin/stats');
    expect(form.getAttribute('method') ?? 'get').toMatch(/get/i);
    const edition = within(form).getByLabelText('Édition') as HTMLSelectElement;
    expect(edition.name).toBe('edition');
    expect([...edition.options].map((option) => option.textContent)).toEqual(['Toutes mes éditions', 'Vacances.be', 'Vakanties.be']);
    const store = within(form).getByLabelText('Boutique') as HTMLSelectElement;
    expect(store.value).toBe('7');
    expect([...store.options].map((option) => option.textContent)).toEqual(['Toutes les boutiques', 'Soleo Voyages']);
    expect((within(form).getByLabelText('Du') as HTMLInputElement).value).toBe('2026-11-01');
    expect((within(form).getByLabelText('Au') as HTMLInputElement).value).toBe('2026-11-30');
    expect(within(form).getByRole('button', { name: 'Afficher' })).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Réinitialiser les filtres' }).getAttribute('href')).toBe('/admin/stats');

    const presets = screen.getByRole('navigation', { name: 'Périodes rapides' });
    const week = within(presets).getByRole('link', { name: '7 derniers jours' });
    expect(week.getAttribute('href')).toBe('/admin/stats?store=7&from=2026-11-22&to=2026-11-28');
    expect(week.getAttribute('aria-current')).toBe('true');
    expect(within(presets).getByRole('link', { name: '90 derniers jours' }).getAttribute('href')).toBe('/admin/stats?store=7&from=2026-08-31&to=2026-11-28');
    expect(within(presets).getByRole('link', { name: '30 derniers jours' }).getAttribute('aria-current')).toBeNull();
  });

  it('start the date fields from the days shown when the address names none, without calling that a filter', () => {
    inFrench(<StatsFilters values={{ edition: 'fr-be', store: '', from: '', to: '' }} current="fr-be" editions={[{ id: 'fr-be', name: 'Vacances.be' }]} stores={[]} presets={[]} period={{ from: '2026-10-30', to: '2026-11-28' }} />);
    expect((screen.getByLabelText('Du') as HTMLInputElement).value).toBe('2026-10-30');
    expect((screen.getByLabelText('Au') as HTMLInputElement).value).toBe('2026-11-28');
    expect(screen.queryByRole('link', { name: 'Réinitialiser les filtres' })).toBeNull();
  });

  it('offer no edition choice to an editor of one edition, and keep a chosen shop without clicks', () => {
    inDutch(<StatsFilters values={{ ...values, edition: 'nl-be', store: '12' }} current="nl-be" editions={[{ id: 'nl-be', name: 'Vakanties.be' }]} stores={[]} presets={[]} period={{ from: '2026-10-30', to: '2026-11-28' }} />);
    expect(screen.queryByLabelText('Editie')).toBeNull();
    const store = screen.getByLabelText('Winkel') as HTMLSelectElement;
    expect(store.value).toBe('12');
    expect(store.selectedOptions[0].textContent).toBe('Winkel nr. 12');
  });
});

describe('the statistics report', () => {
  it('sums the period up: clicks, visitors, reveals against clicks, euros, EPC and the machines’ share', () => {
    inFrench(report());
    const summary = screen.getByRole('heading', { name: /En résumé, du 1 nov\. 2026 au 3 nov\. 2026/ }).closest('section')!;
    const figure = (term: string) => text(within(summary).getByText(term).closest('div')!);
    expect(figure('Clics')).toBe('Clics27');
    expect(figure('Visiteurs uniques')).toBe('Visiteurs uniques24');
    // 4 reveals for 27 clicks.
    expect(figure('Codes révélés')).toBe('Codes révélés414,8 % par rapport aux clics');
    expect(figure('Commission')).toBe('Commission19,50 €');
    expect(figure('Gain par clic (EPC)')).toMatch(/^Gain par clic \(EPC\)0,72 €/);
    // 6 of 33 clicks were machines'.
    expect(figure('Part des robots')).toBe('Part des robots18,2 %6 clics de robots, écartés');
  });

  it('draws the days against the period before, and says the same in words and in a table', () => {
    inFrench(report());
    expect(chartProps.last?.names).toEqual({ clicks: 'Période choisie', previous: 'Période précédente' });
    expect(chartProps.last?.points.map((point) => [point.clicks, point.previousClicks])).toEqual([
      [0, 4],
      [15, 0],
      [12, 14],
    ]);
    expect(chartProps.last?.points[1].label).toBe('lun. 2 nov.');
    const figure = screen.getByTestId('chart').closest('figure')!;
    expect(text(within(figure).getByText(/contre/))).toBe(
      '27 clics du 1 nov. 2026 au 3 nov. 2026, contre 18 clics du 29 oct. 2026 au 31 oct. 2026. En hausse de 50 % par rapport à la période précédente.',
    );
    const table = screen.getByRole('table', { name: /Clics par jour du 1 nov\. 2026 au 3 nov\. 2026/ });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Jour', 'Clics', 'Jour de la période précédente', 'Clics ce jour-là']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['0', 'jeu. 29 oct.', '4'],
      ['15', 'ven. 30 oct.', '0'],
      ['12', 'sam. 31 oct.', '14'],
    ]);
    expect(within(rows[1]).getByRole('rowheader').textContent).toBe('lun. 2 nov.');
  });

  it('lists the busiest shops, promotions and pages, each with its CSV file', () => {
    inFrench(report());
    const shops = screen.getByRole('table', { name: 'Boutiques les plus cliquées' });
    expect(within(shops).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Boutique', 'Clics', 'Visiteurs uniques', 'Codes révélés', 'Conversions', 'Commission', 'EPC']);
    const [first, second] = within(shops).getAllByRole('row').slice(1);
    expect(within(first).getByRole('link', { name: 'Soleo Voyages' }).getAttribute('href')).toBe('/admin/stores/7');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\s/g, ' '))).toEqual(['19', '16', '3', '3', '1 234,50 €', '1,03 €']);
    // A shop since deleted keeps its figures, under its number.
    expect(within(second).getByRole('rowheader').textContent).toBe('Boutique n° 9');

    const shopsCsv = screen.getByRole('link', { name: 'Exporter en CSV : Boutiques les plus cliquées' });
    expect(shopsCsv.getAttribute('href')).toBe('/api/stats/clicks/?language=fr-be&group=store&format=csv');
    expect(shopsCsv.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Exporter en CSV : Promotions les plus cliquées' }).getAttribute('href')).toContain('group=promotion');

    const promotionTable = screen.getByRole('table', { name: 'Promotions les plus cliquées' });
    expect(within(promotionTable).getByRole('link', { name: '-20 % sur les séjours' }).getAttribute('href')).toBe('/admin/promotions/125');

    // Pages have no reveals; a click from an unknown page says so.
    const pageTable = screen.getByRole('table', { name: 'Pages d’où partent les clics' });
    expect(within(pageTable).getAllByRole('columnheader').map((th) => th.textContent)).not.toContain('Codes révélés');
    expect(within(pageTable).getByText('/boutique/soleo')).toBeTruthy();
    expect(within(pageTable).getByText('Page d’origine inconnue')).toBeTruthy();
  });

  it('names another edition’s items without leading to this edition’s screens', () => {
    inFrench(report({ linkItems: false }));
    const shops = screen.getByRole('table', { name: 'Boutiques les plus cliquées' });
    expect(within(shops).queryByRole('link')).toBeNull();
    expect(within(shops).getByText('Soleo Voyages')).toBeTruthy();
  });

  it('says when a list could not be read, and shows the others', () => {
    inFrench(report({ promotions: { rows: null, csvHref: '' } }));
    expect(screen.getByText('Cette liste n’a pas pu être chargée. Rechargez la page dans un instant.')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Boutiques les plus cliquées' })).toBeTruthy();
  });

  it('tells an empty period in words, with no chart and no tables', () => {
    inFrench(report({ totals: none, stores: { rows: [], csvHref: '' }, promotions: { rows: [], csvHref: '' }, pages: { rows: [], csvHref: '' } }));
    expect(screen.getByRole('heading', { name: 'Aucun clic sur cette période' })).toBeTruthy();
    expect(screen.getByText('Aucun clic, aucun code révélé et aucune conversion du 1 nov. 2026 au 3 nov. 2026.')).toBeTruthy();
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks Dutch on Vakanties.be', () => {
    inDutch(report());
    expect(screen.getByRole('heading', { name: 'Kliks per dag' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Meest aangeklikte winkels' })).toBeTruthy();
    expect(screen.getByText('Aandeel robots')).toBeTruthy();
  });
});

describe('the chart itself', () => {
  it('draws both lines, hidden from screen readers since the figure tells it in text', async () => {
    // jsdom lays nothing out: the container is told a size, as a browser would.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe(target: Element) {
          this.callback([{ target, contentRect: { width: 720, height: 280 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const { ClicksChart } = await vi.importActual<typeof import('@/components/admin/stats/ClicksChart')>('@/components/admin/stats/ClicksChart');
    const points = [
      { label: 'dim. 1 nov.', previousLabel: 'jeu. 29 oct.', clicks: 3, previousClicks: 1 },
      { label: 'lun. 2 nov.', previousLabel: 'ven. 30 oct.', clicks: 5, previousClicks: 4 },
    ];
    const { container } = inFrench(<ClicksChart points={points} names={{ clicks: 'Période choisie', previous: 'Période précédente' }} />);
    const drawing = container.firstElementChild as HTMLElement;
    expect(drawing.getAttribute('aria-hidden')).toBe('true');
    expect(drawing.querySelector('[tabindex]:not([tabindex="-1"])')).toBeNull();
    expect(drawing.querySelectorAll('.recharts-line')).toHaveLength(2);
    expect(drawing.textContent).toContain('Période précédente');
    vi.unstubAllGlobals();
  });
});

describe('a shop’s last 30 days on its form', () => {
  it('shows its figures and leads to its statistics', () => {
    inFrench(<StoreFigures storeId={7} totals={totals} />);
    const panel = screen.getByRole('region', { name: 'Ces 30 derniers jours' });
    expect(within(panel).getByText('Conversions').closest('div')?.textContent).toBe('Conversions4');
    expect(within(panel).getByRole('link', { name: 'Voir toutes ses statistiques' }).getAttribute('href')).toBe('/admin/stats?store=7');
  });

  it('says when nothing happened, or when the figures could not be read', () => {
    inFrench(<StoreFigures storeId={7} totals={none} />);
    expect(screen.getByText('Aucun clic vers cette boutique ces 30 derniers jours.')).toBeTruthy();
    inFrench(<StoreFigures storeId={7} totals={null} />);
    expect(screen.getByText(/Les statistiques de la boutique n’ont pas pu être chargées/)).toBeTruthy();
  });
});

describe('the filters the figures cannot be read with', () => {
  it('are named by their field, in the API’s words', () => {
    inFrench(
      <StatsRefusals
        refusals={[
          { field: 'from', key: 'statsPeriodTooLong', values: { max: 366 } },
          { field: 'editions', key: 'statsChoice', values: { choices: 'all' } },
        ]}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Du : La période ne peut pas dépasser 366 jours : rapprochez les deux dates.',
      'Choisissez l’une de ces valeurs : all.',
    ]);
  });
});

describe('the editors’ navigation', () => {
  it('has the clicks and, for admins, the conversions as two tabs of the statistics', () => {
    const { unmount } = inDutch(<StatsTabs current="clicks" withConversions />);
    const tabs = screen.getByRole('list', { name: 'Statistieken' });
    expect(within(tabs).getByRole('link', { name: 'Kliks' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Conversies' }).getAttribute('href')).toBe('/admin/stats/conversions');
    unmount();
    inDutch(<StatsTabs current="clicks" withConversions={false} />);
    expect(within(screen.getByRole('list', { name: 'Statistieken' })).queryByRole('link', { name: 'Conversies' })).toBeNull();
  });

  it('leads every editor to the statistics, marked while there', () => {
    const labels = { nav: 'Navigation', dashboard: 'Tableau de bord', promotions: 'Promotions', stores: 'Boutiques', posts: 'Blog', categories: 'Catégories', pages: 'Pages', media: 'Médias', redirections: 'Redirections', feeds: 'Flux', moderation: 'Modération', inbox: 'Messages', audit: 'Journal', robots: 'robots.txt', accounts: 'Comptes' };
    inFrench(<AdminNav labels={labels} isAdmin={false} />);
    const link = screen.getByRole('link', { name: 'Statistiques' });
    expect(link.getAttribute('href')).toBe('/admin/stats');
    expect(link.getAttribute('aria-current')).toBe('page');
    const names = screen.getAllByRole('link').map((a) => a.textContent);
    expect(names.indexOf('Statistiques')).toBe(names.indexOf('Médias') + 1);
  });
});
