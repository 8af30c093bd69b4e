/** The fixed vocabularies of the holiday-offer feed: service types, property categories, partners. */
import type { EditionId } from '@/lib/editions';
import type { Theme } from '../destinations/world';

type Lang = 'fr' | 'nl';

export interface ServiceTypeDef {
  key: string;
  /** Label, and the same label inside a sentence ("piscine", "Wi-Fi gratuit"). */
  fr: [string, string];
  nl: [string, string];
  /** Themes where this service is common; absent: everywhere. */
  themes?: Theme[];
}

export const serviceTypeDefs: ServiceTypeDef[] = [
  { key: 'wifi', fr: ['Wi-Fi gratuit', 'Wi-Fi gratuit'], nl: ['Gratis wifi', 'gratis wifi'] },
  { key: 'pool', fr: ['Piscine', 'piscine'], nl: ['Zwembad', 'zwembad'], themes: ['beach', 'island', 'tropical', 'desert', 'nature', 'city'] },
  { key: 'spa', fr: ['Spa & bien-être', 'spa'], nl: ['Spa & wellness', 'wellness'] },
  { key: 'parking', fr: ['Parking', 'parking'], nl: ['Parking', 'parking'] },
  { key: 'pets', fr: ['Animaux admis', 'animaux admis'], nl: ['Huisdieren toegelaten', 'huisdieren toegelaten'], themes: ['nature', 'mountain', 'beach'] },
  { key: 'shuttle', fr: ['Navette aéroport', 'navette aéroport'], nl: ['Luchthavenshuttle', 'luchthavenshuttle'], themes: ['beach', 'island', 'tropical', 'desert', 'city'] },
  { key: 'kids-club', fr: ['Club enfants', 'club enfants'], nl: ['Kinderclub', 'kinderclub'], themes: ['beach', 'island', 'tropical', 'desert', 'mountain'] },
  { key: 'fitness', fr: ['Salle de fitness', 'salle de fitness'], nl: ['Fitnessruimte', 'fitnessruimte'] },
  { key: 'beach', fr: ['Accès direct à la plage', 'accès direct à la plage'], nl: ['Direct aan het strand', 'directe toegang tot het strand'], themes: ['beach', 'island', 'tropical'] },
  { key: 'aircon', fr: ['Climatisation', 'climatisation'], nl: ['Airconditioning', 'airconditioning'], themes: ['beach', 'island', 'tropical', 'desert', 'city'] },
  { key: 'restaurant', fr: ['Restaurant', 'restaurant'], nl: ['Restaurant', 'restaurant'] },
  { key: 'accessible', fr: ['Accessible PMR', 'chambres adaptées PMR'], nl: ['Rolstoeltoegankelijk', 'rolstoeltoegankelijke kamers'] },
  { key: 'ski-room', fr: ['Local à skis', 'local à skis'], nl: ['Skiruimte', 'skiruimte'], themes: ['mountain'] },
];

export type PropertyCategoryKey = 'hotel' | 'resort' | 'club' | 'apartment' | 'villa' | 'camping' | 'chalet' | 'guesthouse' | 'cruise';

export const propertyCategoryDefs: { key: PropertyCategoryKey; fr: string; nl: string }[] = [
  { key: 'hotel', fr: 'Hôtel', nl: 'Hotel' },
  { key: 'resort', fr: 'Resort', nl: 'Resort' },
  { key: 'club', fr: 'Club de vacances', nl: 'Vakantieclub' },
  { key: 'apartment', fr: 'Appartement', nl: 'Appartement' },
  { key: 'villa', fr: 'Villa', nl: 'Villa' },
  { key: 'camping', fr: 'Camping', nl: 'Camping' },
  { key: 'chalet', fr: 'Chalet', nl: 'Chalet' },
  { key: 'guesthouse', fr: 'Chambre d’hôtes', nl: 'B&B' },
  { key: 'cruise', fr: 'Croisière', nl: 'Cruise' },
];

/** How often each kind of accommodation appears in a destination of a theme (weights). */
export const categoryWeights: Record<Theme, Partial<Record<PropertyCategoryKey, number>>> = {
  beach: { hotel: 35, resort: 15, club: 12, apartment: 15, villa: 8, camping: 8, guesthouse: 4, cruise: 3 },
  city: { hotel: 60, apartment: 25, guesthouse: 15 },
  mountain: { hotel: 35, chalet: 30, apartment: 25, guesthouse: 10 },
  nature: { hotel: 30, camping: 20, villa: 15, guesthouse: 15, apartment: 10, chalet: 10 },
  island: { hotel: 35, resort: 15, apartment: 15, villa: 15, club: 10, guesthouse: 5, cruise: 5 },
  desert: { hotel: 40, resort: 25, club: 15, guesthouse: 20 },
  tropical: { resort: 40, hotel: 30, villa: 15, guesthouse: 10, club: 5 },
};

/** Countries whose coasts or rivers the partners sell cruises on. */
export const cruiseCountries = new Set([
  'norvege', 'grece', 'italie', 'croatie', 'espagne', 'egypte', 'republique-dominicaine', 'cuba', 'curacao', 'islande', 'malte',
  'portugal', 'turquie',
]);

export interface PartnerDef {
  name: string;
  editions: EditionId[];
  /** Logo colours: background, lettering. */
  colors: [string, string];
}

/** Fictitious tour operators and travel agencies of the feed (any likeness to a real brand is unintended). */
export const partnerDefs: PartnerDef[] = [
  { name: 'Holidaya', editions: ['fr-be', 'nl-be', 'fr-fr'], colors: ['#0e7490', '#ffffff'] },
  { name: 'Évasia', editions: ['fr-be', 'fr-fr'], colors: ['#be123c', '#ffffff'] },
  { name: 'Mondovia', editions: ['fr-be', 'nl-be', 'fr-fr'], colors: ['#1e3a8a', '#fde68a'] },
  { name: 'Azulmar Travel', editions: ['fr-be', 'nl-be', 'fr-fr'], colors: ['#0284c7', '#ffffff'] },
  { name: 'Passeport Soleil', editions: ['fr-be', 'fr-fr'], colors: ['#f59e0b', '#1f2937'] },
  { name: 'Zuidenwind Reizen', editions: ['nl-be'], colors: ['#15803d', '#ffffff'] },
  { name: 'Reisgenot', editions: ['nl-be'], colors: ['#7c3aed', '#ffffff'] },
  { name: 'Lastiminuto', editions: ['fr-be', 'nl-be', 'fr-fr'], colors: ['#dc2626', '#ffffff'] },
  { name: 'Globeo', editions: ['fr-be', 'nl-be', 'fr-fr'], colors: ['#334155', '#5eead4'] },
  { name: 'Voyages Alizé', editions: ['fr-fr'], colors: ['#0f766e', '#fef3c7'] },
];

export const departureCities: Record<EditionId, string[]> = {
  'fr-be': ['Bruxelles', 'Bruxelles', 'Charleroi', 'Charleroi', 'Liège', 'Ostende'],
  'nl-be': ['Brussel', 'Brussel', 'Charleroi', 'Antwerpen', 'Oostende', 'Luik'],
  'fr-fr': ['Paris', 'Paris', 'Paris', 'Lyon', 'Nantes', 'Marseille', 'Bordeaux', 'Toulouse', 'Lille'],
};

export const stayLabels: Record<Lang, Record<string, string>> = {
  fr: {
    all_inclusive: 'Formule all inclusive',
    full_board: 'Pension complète',
    half_board: 'Demi-pension',
    bed_breakfast: 'Chambre avec petit-déjeuner',
    room_only: 'Logement seul',
    self_catering: 'Location en gestion libre',
  },
  nl: {
    all_inclusive: 'All-inclusive',
    full_board: 'Volpension',
    half_board: 'Halfpension',
    bed_breakfast: 'Logies en ontbijt',
    room_only: 'Enkel logies',
    self_catering: 'Zelfverzorging',
  },
};

export const settingPhrases: Record<Lang, Record<Theme, string>> = {
  fr: {
    beach: 'à deux pas de la plage',
    city: 'en plein centre',
    mountain: 'au pied des pistes',
    nature: 'dans un cadre verdoyant',
    island: 'face à la mer',
    desert: 'au calme, entouré de jardins',
    tropical: 'les pieds dans le sable',
  },
  nl: {
    beach: 'op een steenworp van het strand',
    city: 'midden in het centrum',
    mountain: 'aan de voet van de pistes',
    nature: 'in een groene omgeving',
    island: 'met zicht op zee',
    desert: 'rustig gelegen tussen de tuinen',
    tropical: 'met de voeten in het zand',
  },
};
