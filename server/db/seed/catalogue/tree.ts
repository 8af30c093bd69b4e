import type { DatafeedLinkingFields } from '@/lib/api/types/landing';
import type { Sector } from './brands';

/** One node of the category tree, the same in every edition; names and copy come from the language files. */
export interface CategoryNode {
  key: string;
  /** Shops of these trades are listed on the page and their deals filed under it. */
  sectors: Sector[];
  heading?: boolean;
  inMenu?: boolean;
  onHomepage?: boolean;
  inHomepageSlider?: boolean;
  inParentSlider?: boolean;
  /** Offers of the holiday feed shown on the page (no feed ids: those belong to the destinations part). */
  datafeed?: DatafeedLinkingFields;
  related?: string;
  children?: CategoryNode[];
}

const n = (key: string, sectors: Sector[], extra: Omit<CategoryNode, 'key' | 'sectors'> = {}): CategoryNode => ({ key, sectors, ...extra });

/**
 * 11 top categories, 5 of them headings of the header menu (two with exactly the 8 children the menu shows), and
 * a third level under "circuits" and "hotels" (routes allow /categories/a/b/c).
 */
export const CATEGORY_TREE: readonly CategoryNode[] = [
  n('sejours', ['tour', 'citytrip'], {
    heading: true, inMenu: true, onHomepage: true, related: 'assurances',
    children: [
      n('last-minute', ['tour', 'flight'], { inMenu: true, inHomepageSlider: true, inParentSlider: true, datafeed: { last: true } }),
      n('all-inclusive', ['tour'], { inMenu: true, inHomepageSlider: true, inParentSlider: true, datafeed: { type_of_stay: 'all_inclusive' } }),
      n('vacances-plage', ['tour', 'rental'], { inMenu: true, inHomepageSlider: true, inParentSlider: true }),
      n('circuits', ['tour'], {
        inMenu: true, inParentSlider: true,
        children: [n('autotours', ['tour', 'car']), n('circuits-autocar', ['tour', 'train'])],
      }),
      n('voyages-famille', ['tour', 'park', 'leisure'], { inParentSlider: true }),
      n('voyages-noces', ['tour', 'hotel', 'wellness']),
      n('sejours-bien-etre', ['wellness', 'hotel'], { related: 'week-ends' }),
      n('promos-voyages', ['tour', 'flight', 'citytrip'], { datafeed: { has_discount: true } }),
    ],
  }),
  n('hebergement', ['hotel', 'rental', 'camping', 'park'], {
    heading: true, inMenu: true, onHomepage: true,
    children: [
      n('hotels', ['hotel'], {
        inMenu: true, inParentSlider: true,
        children: [n('hotels-luxe', ['hotel', 'wellness'], { datafeed: { rating: 5 } }), n('hotels-petit-prix', ['hotel', 'citytrip'])],
      }),
      n('locations-vacances', ['rental'], { inMenu: true, inParentSlider: true }),
      n('chambres-hotes', ['rental', 'hotel'], { inMenu: true }),
      n('parcs-vacances', ['park'], { inMenu: true, inParentSlider: true }),
      n('clubs-vacances', ['tour', 'park'], { datafeed: { type_of_stay: 'all_inclusive', has_discount: true } }),
      n('auberges', ['hotel', 'citytrip']),
    ],
  }),
  n('transport', ['flight', 'train', 'car', 'ferry', 'parking'], {
    heading: true, inMenu: true, related: 'assurances',
    children: [
      n('vols', ['flight'], { inMenu: true, inParentSlider: true }),
      n('train-bus', ['train'], { inMenu: true }),
      n('location-voiture', ['car'], { inMenu: true, inHomepageSlider: true, inParentSlider: true }),
      n('ferries', ['ferry'], { inMenu: true }),
      n('parking-aeroport', ['parking'], { inParentSlider: true }),
      n('transferts', ['car', 'parking']),
    ],
  }),
  n('bagages', ['luggage', 'outdoor'], {
    heading: true, inMenu: true, onHomepage: true,
    children: [
      n('valises', ['luggage'], { inMenu: true, inParentSlider: true }),
      n('bagages-cabine', ['luggage'], { inMenu: true }),
      n('sacs-a-dos', ['luggage', 'outdoor'], { inMenu: true, inParentSlider: true }),
      n('accessoires-voyage', ['luggage']),
      n('vetements-outdoor', ['outdoor']),
      n('chaussures-randonnee', ['outdoor']),
      n('materiel-camping', ['outdoor', 'camping'], { related: 'camping' }),
      n('sacs-de-couchage', ['outdoor', 'camping']),
    ],
  }),
  n('loisirs', ['leisure', 'park'], {
    heading: true, inMenu: true, onHomepage: true,
    children: [
      n('parcs-attractions', ['leisure'], { inMenu: true, inHomepageSlider: true, inParentSlider: true }),
      n('parcs-aquatiques', ['leisure', 'park'], { inMenu: true, inParentSlider: true }),
      n('zoos', ['leisure'], { inMenu: true }),
      n('activites-plein-air', ['leisure', 'outdoor']),
      n('visites-culturelles', ['leisure', 'citytrip']),
      n('sorties-famille', ['leisure', 'park']),
    ],
  }),
  n('ski', ['ski'], {
    inMenu: true, onHomepage: true, related: 'vetements-outdoor',
    children: [
      n('sejours-ski', ['ski', 'tour'], { inMenu: true, inHomepageSlider: true, inParentSlider: true }),
      n('location-ski', ['ski'], { inParentSlider: true }),
      n('forfaits-ski', ['ski']),
    ],
  }),
  n('camping', ['camping'], {
    inMenu: true, onHomepage: true, related: 'materiel-camping',
    children: [
      n('campings-mer', ['camping'], { inMenu: true, inParentSlider: true }),
      n('glamping', ['camping', 'rental'], { inHomepageSlider: true, inParentSlider: true }),
      n('mobil-homes', ['camping', 'park']),
    ],
  }),
  n('assurances', ['insurance'], {
    inMenu: true, related: 'sejours',
    children: [n('assurance-annulation', ['insurance'], { inMenu: true }), n('assistance-voyage', ['insurance'])],
  }),
  n('croisieres', ['cruise'], {
    inMenu: true,
    children: [
      n('croisieres-fluviales', ['cruise'], { inMenu: true, inHomepageSlider: true, inParentSlider: true }),
      n('croisieres-mediterranee', ['cruise', 'ferry']),
    ],
  }),
  n('city-trips', ['citytrip', 'hotel', 'train'], { inMenu: true, onHomepage: true, related: 'week-ends' }),
  n('week-ends', ['citytrip', 'wellness', 'park'], { inMenu: true, related: 'sejours-bien-etre' }),
];

/** Every node with its parent, depth first (parents before children). */
export function flattenTree(tree: readonly CategoryNode[] = CATEGORY_TREE): { node: CategoryNode; parent: CategoryNode | null; depth: number }[] {
  const out: { node: CategoryNode; parent: CategoryNode | null; depth: number }[] = [];
  const walk = (nodes: readonly CategoryNode[], parent: CategoryNode | null, depth: number) => {
    for (const node of nodes) {
      out.push({ node, parent, depth });
      walk(node.children ?? [], node, depth + 1);
    }
  };
  walk(tree, null, 0);
  return out;
}
