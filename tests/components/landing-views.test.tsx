import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostCardData } from '@/lib/api/types/blog';
import type { PropertyOffer } from '@/lib/api/types/properties';
import { CategoryView } from '@/components/categories/CategoryView';
import { DestinationView } from '@/components/destinations/DestinationView';
import type { ListPage } from '@/lib/api/list-page';
import type { CategoryPage } from '@/lib/api/types/categories';
import type { DestinationPage } from '@/lib/api/types/destinations';
import type { Promotion } from '@/lib/api/types/promotions';
import type { StoreTile } from '@/lib/api/types/stores';
import { editions } from '@/lib/editions';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const locale: { messages: typeof fr; name: 'fr-BE' | 'nl-BE' } = { messages: fr, name: 'fr-BE' };
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'landing' | 'category' | 'destination') => createTranslator({ locale: locale.name, messages: locale.messages, namespace }),
}));

// The views' own markup is under test; the shared cards (tested and used elsewhere) stand in as their headings.
vi.mock('@/components/layout/PageLayout', () => ({ PageLayout: ({ children }: { children: ReactNode }) => <main>{children}</main> }));
// The follow form is tested on its own (alert-follow-form.test.tsx).
vi.mock('@/components/alerts/FollowForm', () => ({ FollowForm: () => null }));
vi.mock('@/components/promotions/PromotionCard', () => ({
  PromotionGrid: ({ promotions, headingLevel }: { promotions: Promotion[]; headingLevel: number }) => (
    <ul data-level={headingLevel}>
      {promotions.map((p) => (
        <li key={p.id}>
          <h3>{p.title}</h3>
        </li>
      ))}
    </ul>
  ),
}));
vi.mock('@/components/ui/Pagination', () => ({
  Pagination: ({ pathname, page, pages, params }: { pathname: string; page: number; pages: number; params?: Record<string, string | undefined> }) =>
    pages > 1 ? <nav aria-label="Pagination" data-path={pathname} data-page={page} data-params={JSON.stringify(params)} /> : null,
}));
vi.mock('@/components/comparator/OfferCard', () => ({ OfferCard: ({ offer }: { offer: PropertyOffer }) => <h3>{offer.name}</h3> }));
vi.mock('@/components/blog/PostCard', () => ({ PostCard: ({ post }: { post: PostCardData }) => <h3>{post.title}</h3> }));
vi.mock('@/components/landing/LandingStores', () => ({
  LandingStores: ({ stores }: { stores: StoreTile[] }) => (
    <ul>
      {stores.map((s) => (
        <li key={s.id}>{s.name}</li>
      ))}
    </ul>
  ),
}));

beforeEach(() => {
  locale.messages = fr;
  locale.name = 'fr-BE';
});

const store = (id: number): StoreTile => ({ id, name: `Boutique ${id}`, slug: `boutique-${id}`, icon: null, rating: 4.5, votes: 10, website_url: null });
const promotion = (id: number) => ({ id, title: `Promo ${id}`, stores: [] }) as unknown as Promotion;
const offer = (id: number) => ({ id, name: `Hôtel ${id}` }) as unknown as PropertyOffer;
const post = (id: number) => ({ id, title: `Article ${id}` }) as unknown as PostCardData;

const emptyCategory: CategoryPage = {
  id: 1,
  name: 'Hôtels de luxe',
  slug: 'hotels-de-luxe',
  seo_title: null,
  meta_description: null,
  header_1: null,
  header_2: null,
  banner: null,
  top_description: null,
  related_category: null,
  faq_items: [],
  script_1: '<script>window.injected = 1</script>',
  script_2: '<script src="https://tracker.example/x.js"></script>',
  related_posts: [],
  datafeed_linking_fields: {},
  specific_hotels: [],
  additional_fields: { secret: 'ne pas afficher' },
  below_description: null,
  stores: [],
  children_categories: [],
  in_slider_subcategories: [],
  bottom_related_stores: [],
  parent_category: null,
};

const list = (items: Promotion[], extra: Partial<ListPage<Promotion>> = {}): ListPage<Promotion> => ({ items, count: items.length, page: 1, pages: 1, failed: false, ...extra });

async function renderCategory(category: Partial<CategoryPage>, options: Partial<Parameters<typeof CategoryView>[0]> = {}) {
  const element = await CategoryView({
    edition: editions['fr-be'],
    category: { ...emptyCategory, ...category },
    breadcrumbs: [],
    path: '/categories/hebergement/hotels-de-luxe',
    promotions: list([]),
    type: 'all',
    counts: { coupon_counts: 0, offer_counts: 0, total: 0 },
    properties: [],
    ...options,
  });
  return render(<>{element}</>);
}

describe('CategoryView', () => {
  it('with nothing but a name shows its h1 and no empty block, script or extra field', async () => {
    const { container } = await renderCategory({});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hôtels de luxe');
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('injected');
    expect(container.innerHTML).not.toContain('tracker.example');
    expect(container.textContent).not.toContain('ne pas afficher');
  });

  it('shows every block with content, each a section named by its h2', async () => {
    const { container } = await renderCategory(
      {
        header_1: 'Les meilleurs hôtels de luxe',
        header_2: 'Palaces et boutiques-hôtels à prix doux',
        banner: '/images/banners/summer-island.svg',
        top_description: '<p>Intro <strong>riche</strong></p><script>alert(1)</script>',
        below_description: '<h2>Pour finir</h2><p onclick="x()">Texte</p>',
        parent_category: { id: 9, name: 'Hébergement', slug: 'hebergement', parent_category: null },
        in_slider_subcategories: [{ id: 2, name: 'Spa', slug: 'spa', url: '/categories/spa', icon: null, banner: null }],
        children_categories: [{ id: 3, name: 'Palaces', slug: 'palaces', url: '/categories/palaces', icon: null }],
        stores: [store(1)],
        bottom_related_stores: [store(2)],
        related_category: { id: 4, name: 'Séjours', slug: 'sejours', url: '/categories/sejours' },
        faq_items: [{ question: 'Quand réserver ?', answer: 'Tôt.\nOu très tard.' }],
        related_posts: [post(1)],
        specific_hotels: [offer(1)],
        datafeed_linking_fields: { rating: 5, homepage_best_offer: true },
      },
      { promotions: list([promotion(1)]), counts: { coupon_counts: 1, offer_counts: 0, total: 1 }, properties: [offer(2)] },
    );
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe('Les meilleurs hôtels de luxe');
    expect(screen.getByText('Palaces et boutiques-hôtels à prix doux')).toBeTruthy();
    expect(screen.getByText('Hébergement')).toBeTruthy();
    const hero = container.querySelector('header img');
    expect(hero?.getAttribute('fetchpriority')).toBe('high');
    expect(hero?.getAttribute('alt')).toBe('');

    const sections = screen.getAllByRole('region').map((region) => within(region).getAllByRole('heading', { level: 2 })[0].textContent);
    expect(sections).toEqual([
      'À la une : Hôtels de luxe',
      'Affinez votre recherche',
      'Les boutiques incontournables',
      'Codes promo et offres Hôtels de luxe',
      'Questions fréquentes',
      'Nos conseils pour préparer votre voyage',
      'D’autres boutiques à découvrir',
      'Hôtels sélectionnés',
      'Offres de vacances du moment',
    ]);
    expect(container.innerHTML).not.toContain('alert(1)');
    expect(container.innerHTML).not.toContain('onclick');
    expect(screen.getByText('riche').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Séjours' }).getAttribute('href')).toBe('/categories/sejours');
    expect(screen.getByRole('heading', { name: 'Hôtel 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hôtel 2' })).toBeTruthy();
    // "See all" continues the list in the comparator, with the page's own filter (not the home page's flag).
    expect(screen.getByRole('link', { name: /Comparer toutes les offres/ }).getAttribute('href')).toBe('/comparateur?rating=5');

    const ld = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(ld?.innerHTML ?? '{}')['@type']).toBe('FAQPage');
  });

  it('filters with links carrying the counts, the active one marked, pagination keeping the filter', async () => {
    await renderCategory({}, { type: 'code', promotions: list([promotion(1)], { count: 25, pages: 2 }), counts: { coupon_counts: 25, offer_counts: 4, total: 29 } });
    const filter = screen.getByRole('navigation', { name: 'Filtrer les promotions par type' });
    const links = within(filter).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Tous (29)', 'Codes promo (25)', 'Offres (4)']);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
    expect(links[1].getAttribute('href')).toBe('/categories/hebergement/hotels-de-luxe?type=code#category-promotions');
    expect(screen.getByRole('navigation', { name: 'Pagination' }).getAttribute('data-params')).toBe('{"type":"code"}');
  });

  it('says so when a filter gives nothing, with the way back to all promotions', async () => {
    await renderCategory({}, { type: 'offer', counts: { coupon_counts: 3, offer_counts: 0, total: 3 } });
    expect(screen.getByText(/Aucune offre sans code en cours/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir toutes les promotions (3)' }).getAttribute('href')).toBe('/categories/hebergement/hotels-de-luxe#category-promotions');
  });

  it('speaks Dutch on the Dutch edition', async () => {
    locale.messages = nl;
    locale.name = 'nl-BE';
    await renderCategory({ name: 'Luxehotels' }, { promotions: list([promotion(1)]), counts: { coupon_counts: 1, offer_counts: 1, total: 2 } });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Kortingscodes en deals Luxehotels');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Alle (2)', 'Kortingscodes (1)', 'Deals (1)']);
  });
});

const emptyDestination: DestinationPage = {
  ...emptyCategory,
  id: 5,
  name: 'Crète',
  slug: 'crete',
  kind: 'region',
  bottom_description: null,
  in_slider_sublocations: [],
  sublocations: [],
  banner_stores: [],
  parent_path: [{ name: 'Grèce', slug: 'grece', url: '/pays/grece' }],
  continent_locations: [],
  bottom_related_sublocations: [],
  promotions: [],
};

async function renderDestination(destination: Partial<DestinationPage>, properties: PropertyOffer[] = []) {
  const element = await DestinationView({ edition: editions['fr-be'], destination: { ...emptyDestination, ...destination }, breadcrumbs: [], path: '/pays/grece/crete', properties });
  return render(<>{element}</>);
}

describe('DestinationView', () => {
  it('with nothing but a name shows its h1, its kind and parent, and no empty block', async () => {
    const { container } = await renderDestination({});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Crète');
    expect(screen.getByText('Région · Grèce')).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(container.querySelector('script')).toBeNull();
  });

  it('words its blocks for the kind of place and labels the places with theirs', async () => {
    await renderDestination(
      {
        kind: 'country',
        name: 'Grèce',
        parent_path: [],
        in_slider_sublocations: [{ id: 1, name: 'Santorin', slug: 'santorin', url: '/pays/grece/cyclades/santorin', kind: 'city', banner: '/x.svg' }],
        sublocations: [{ id: 2, name: 'Crète', slug: 'crete', url: '/pays/grece/crete', kind: 'region', banner: null }],
        banner_stores: [store(1)],
        promotions: [promotion(7)],
        continent_locations: [{ id: 3, name: 'Italie', slug: 'italie', url: '/pays/italie', kind: 'country', banner: null }],
        bottom_related_sublocations: [{ id: 4, name: 'Rhodes', slug: 'rhodes', url: '/pays/grece/rhodes', kind: 'city', banner: null }],
        bottom_description: '<p>Fin</p>',
      },
      [offer(1)],
    );
    expect(screen.getByText('Pays')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'À ne pas manquer',
      'Régions et villes à découvrir',
      'Réservez au meilleur prix',
      'Codes promo et bons plans du moment',
      'Offres de vacances du moment',
      'D’autres pays à découvrir',
      'D’autres destinations populaires',
    ]);
    const featured = screen.getByRole('list', { name: 'À ne pas manquer' });
    expect(featured.getAttribute('tabindex')).toBe('0');
    expect(within(featured).getByRole('link').textContent).toBe('Santorin Ville');
    expect(screen.getByRole('link', { name: 'Crète Région' }).getAttribute('href')).toBe('/pays/grece/crete');
    expect(screen.getByRole('link', { name: 'Italie' })).toBeTruthy();
    expect(screen.getByText('Fin')).toBeTruthy();
  });

  it('speaks Dutch for a city', async () => {
    locale.messages = nl;
    locale.name = 'nl-BE';
    await renderDestination({ kind: 'city', name: 'Ajaccio', parent_path: [{ name: 'Frankrijk', slug: 'frankrijk', url: '/bestemmingen/frankrijk' }, { name: 'Corsica', slug: 'corsica', url: '/bestemmingen/frankrijk/corsica' }], faq_items: [{ question: 'Wanneer?', answer: 'In mei.' }] });
    expect(screen.getByText('Stad · Corsica')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Veelgestelde vragen');
  });
});
