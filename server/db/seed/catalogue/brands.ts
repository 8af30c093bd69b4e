import type { EditionId } from '@/lib/editions';
import { slugify } from '../slugs';

/** The trade of a shop: it decides its texts, its deals and the categories it is listed in. */
export type Sector =
  | 'tour' | 'hotel' | 'rental' | 'camping' | 'park' | 'flight' | 'train' | 'car' | 'ferry' | 'cruise' | 'luggage'
  | 'outdoor' | 'ski' | 'leisure' | 'insurance' | 'citytrip' | 'wellness' | 'parking';

export interface Brand {
  name: string;
  sector: Sector;
  /** Editions that list the shop (a Flemish shop is only on vakanties.be, a French chain on both French sites…). */
  editions: readonly EditionId[];
  /** Host of the fictitious website, under the reserved `.example` top-level domain. */
  host: string;
  /** Logo colours: background, then the mark and lettering. */
  colors: readonly [string, string];
}

const ALL: readonly EditionId[] = ['fr-be', 'nl-be', 'fr-fr'];
const FR: readonly EditionId[] = ['fr-be', 'fr-fr'];
const BE: readonly EditionId[] = ['fr-be', 'nl-be'];
const NL: readonly EditionId[] = ['nl-be'];
const FRBE: readonly EditionId[] = ['fr-be'];
const FRFR: readonly EditionId[] = ['fr-fr'];

const b = (name: string, sector: Sector, editions: readonly EditionId[], colors: readonly [string, string]): Brand => ({
  name,
  sector,
  editions,
  host: `www.${slugify(name)}.example`,
  colors,
});

/** Fictitious shops only: any likeness to a real brand is unintended. */
export const BRANDS: readonly Brand[] = [
  // Tour operators
  b('Soléo Voyages', 'tour', FR, ['#f59e0b', '#ffffff']),
  b('Horizon Bleu', 'tour', ALL, ['#1d4ed8', '#ffffff']),
  b('Zonnig Reizen', 'tour', NL, ['#facc15', '#7c2d12']),
  b('Azura Vakanties', 'tour', NL, ['#0891b2', '#ffffff']),
  b('Kaliméra Club', 'tour', ALL, ['#0ea5e9', '#ffffff']),
  b('Méditerra', 'tour', ALL, ['#0f766e', '#fef3c7']),
  b('Nomade & Cie', 'tour', FR, ['#92400e', '#fef3c7']),
  b('Wereldwijs Reizen', 'tour', NL, ['#166534', '#ecfccb']),
  b('Fietsreizen Noorderzon', 'tour', NL, ['#c2410c', '#ffffff']),
  b('Caravelle Évasion', 'tour', FRBE, ['#7c3aed', '#ffffff']),
  b('Terres Lointaines', 'tour', FRFR, ['#b45309', '#ffffff']),
  // Hotels
  b('Hôtelia', 'hotel', FR, ['#be123c', '#ffffff']),
  b('Slaapwel Hotels', 'hotel', NL, ['#1e3a8a', '#fde68a']),
  b('Stayzo', 'hotel', ALL, ['#db2777', '#ffffff']),
  b('Belle Escale', 'hotel', ALL, ['#9f1239', '#fdf2f8']),
  // Holiday rentals
  b('Gîtes & Villas', 'rental', FR, ['#65a30d', '#ffffff']),
  b('Huisjes aan Zee', 'rental', NL, ['#0284c7', '#fef9c3']),
  b('Casa Sol', 'rental', ALL, ['#ea580c', '#ffffff']),
  b('Villa Lumière', 'rental', FR, ['#a16207', '#fffbeb']),
  b('Ardennenhuisjes', 'rental', NL, ['#44403c', '#fde68a']),
  b('Mas de Provence', 'rental', FRFR, ['#7e22ce', '#fef3c7']),
  // Campings
  b('Campings du Lac', 'camping', FR, ['#15803d', '#ffffff']),
  b('Kampeerparadijs', 'camping', NL, ['#4d7c0f', '#ffffff']),
  b('Tentalia', 'camping', ALL, ['#047857', '#fef3c7']),
  b("Camp'Azur", 'camping', FR, ['#0369a1', '#fde047']),
  b('Duinenkamp', 'camping', NL, ['#a16207', '#ffffff']),
  b('Les Pins Dorés', 'camping', FRFR, ['#166534', '#fde047']),
  // Holiday parks
  b('Domaine des Sapins', 'park', FR, ['#14532d', '#d9f99d']),
  b('Bosrijk Vakantieparken', 'park', NL, ['#3f6212', '#ffffff']),
  b('Oasis Parcs', 'park', ALL, ['#0d9488', '#ffffff']),
  // Flights
  b('Aérolia', 'flight', ALL, ['#2563eb', '#ffffff']),
  b('Envol Express', 'flight', FR, ['#4338ca', '#ffffff']),
  b('Vliegwijzer', 'flight', NL, ['#0c4a6e', '#7dd3fc']),
  // Trains and coaches
  b("Rails d'Europe", 'train', FR, ['#991b1b', '#ffffff']),
  b('Spoorzin', 'train', NL, ['#ca8a04', '#1e3a8a']),
  b('Autocars Étoile', 'train', BE, ['#6d28d9', '#fde68a']),
  // Car rental
  b("Loca'Route", 'car', FR, ['#dc2626', '#ffffff']),
  b('Wagenwijs', 'car', NL, ['#111827', '#fbbf24']),
  b('Rentaroute', 'car', ALL, ['#f97316', '#1f2937']),
  // Ferries
  b('Ferries de la Manche', 'ferry', FR, ['#1e40af', '#ffffff']),
  b('Overzee Ferries', 'ferry', NL, ['#075985', '#ffffff']),
  b('Maréa Lines', 'ferry', ALL, ['#0e7490', '#ecfeff']),
  // Cruises
  b('Calypso Croisières', 'cruise', FR, ['#1e3a8a', '#fcd34d']),
  b('Rivierdroom Cruises', 'cruise', NL, ['#155e75', '#ffffff']),
  b('Azimut Croisières', 'cruise', ALL, ['#312e81', '#c7d2fe']),
  // Luggage
  b('Valise & Co', 'luggage', ALL, ['#18181b', '#f472b6']),
  b('Koffermeester', 'luggage', NL, ['#7f1d1d', '#fecaca']),
  b('Trolley & Cie', 'luggage', FR, ['#334155', '#fde68a']),
  b('Bagagerie Nomade', 'luggage', FR, ['#78350f', '#fef3c7']),
  // Outdoor gear
  b('Bergsport Huys', 'outdoor', BE, ['#365314', '#fef08a']),
  b('Cime & Sentier', 'outdoor', FR, ['#166534', '#ffffff']),
  b('Wandelwerf', 'outdoor', NL, ['#854d0e', '#ffffff']),
  b('Altitude Équipement', 'outdoor', ALL, ['#0f172a', '#38bdf8']),
  // Ski
  b('Neige & Soleil', 'ski', FR, ['#0ea5e9', '#ffffff']),
  b('Poudreuse', 'ski', FR, ['#e0f2fe', '#0c4a6e']),
  b('Sneeuwpret Reizen', 'ski', NL, ['#1d4ed8', '#e0f2fe']),
  b('Alpina Ski', 'ski', ALL, ['#b91c1c', '#ffffff']),
  b('Chalets des Cimes', 'ski', FRFR, ['#1e293b', '#bae6fd']),
  // Leisure and parks
  b('Parc Aventura', 'leisure', ALL, ['#16a34a', '#fef08a']),
  b('Aqualis', 'leisure', ALL, ['#06b6d4', '#ffffff']),
  b('Safari Vallée', 'leisure', FR, ['#a16207', '#fef3c7']),
  b('Pretland Zuid', 'leisure', NL, ['#c026d3', '#ffffff']),
  b('Grottes & Merveilles', 'leisure', FRBE, ['#57534e', '#fde68a']),
  // Insurance
  b("Assur'Voyage", 'insurance', FR, ['#1e40af', '#a5f3fc']),
  b('Zorgeloos Op Reis', 'insurance', NL, ['#0f766e', '#ffffff']),
  b('Globassur', 'insurance', ALL, ['#374151', '#86efac']),
  // City trips
  b('Citadine Escapades', 'citytrip', FR, ['#be185d', '#ffffff']),
  b('Stedenkompas', 'citytrip', NL, ['#9333ea', '#ffffff']),
  b('Urbanio', 'citytrip', ALL, ['#f43f5e', '#ffffff']),
  // Wellness
  b('Thermes & Sens', 'wellness', FR, ['#a78bfa', '#1e1b4b']),
  b('Wellness Oase', 'wellness', NL, ['#059669', '#ecfdf5']),
  b('Zénitude Spa', 'wellness', ALL, ['#f5d0fe', '#701a75']),
  // Airport parking
  b('ParkoVol', 'parking', ALL, ['#1f2937', '#facc15']),
  b('Parkeerwolk', 'parking', NL, ['#2563eb', '#ffffff']),
];

/** File name of the logo shared by every edition that lists the brand. */
export const brandLogoKey = (brand: Brand): string => slugify(brand.name);
export const brandLogoPath = (brand: Brand): string => `/logos/stores/${brandLogoKey(brand)}.svg`;

export const brandsFor = (edition: EditionId): Brand[] => BRANDS.filter((brand) => brand.editions.includes(edition));
