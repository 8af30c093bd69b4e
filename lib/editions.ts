/**
 * THE table of the three editions. Everything that differs between vacances.be, vakanties.be and vacances.fr
 * is read from here.
 */
export const editionIds = ['fr-be', 'nl-be', 'fr-fr'] as const;
export type EditionId = (typeof editionIds)[number];
export const DEFAULT_EDITION: EditionId = 'fr-be';

/** Internal (French) first segments and their per-edition spelling in URLs. */
export type SegmentKey = 'destinations' | 'categories' | 'categoryPromotions' | 'comparator' | 'about' | 'legal' | 'terms' | 'blog';

export interface Edition {
  id: EditionId;
  /** The spec's locale code. */
  localeCode: string;
  /** BCP 47 tag: `<html lang>`, next-intl locale, date formatting. */
  htmlLang: 'fr-BE' | 'nl-BE' | 'fr-FR';
  language: 'fr' | 'nl';
  domain: string;
  localHosts: string[];
  brandName: string;
  logo: string;
  logoAlt: string;
  segments: Record<SegmentKey, string>;
}

const frenchSegments: Record<SegmentKey, string> = {
  destinations: 'pays',
  categories: 'categories',
  categoryPromotions: 'categories/promotions',
  comparator: 'comparateur',
  about: 'a-propos',
  legal: 'mentions-legales',
  terms: 'conditions-generales',
  blog: 'blog',
};

const env = (name: string): string | undefined => process.env[name]?.trim() || undefined;

export const editions: Record<EditionId, Edition> = {
  'fr-be': {
    id: 'fr-be',
    localeCode: 'vacances.be-fr',
    htmlLang: 'fr-BE',
    language: 'fr',
    domain: env('DOMAIN_FR_BE') ?? 'vacances.be',
    localHosts: ['localhost', 'fr-be.localhost'],
    brandName: 'Vacances.be',
    logo: '/logos/vacances-be.svg',
    logoAlt: 'Vacances.be – codes promo et bons plans voyage en Belgique',
    segments: frenchSegments,
  },
  'nl-be': {
    id: 'nl-be',
    localeCode: 'vakanties.be-be',
    htmlLang: 'nl-BE',
    language: 'nl',
    domain: env('DOMAIN_NL_BE') ?? 'vakanties.be',
    localHosts: ['nl-be.localhost'],
    brandName: 'Vakanties.be',
    logo: '/logos/vakanties-be.svg',
    logoAlt: 'Vakanties.be – kortingscodes en reisdeals in België',
    segments: {
      destinations: 'bestemmingen',
      categories: 'categorieen',
      categoryPromotions: 'categorieen/promoties',
      comparator: 'vergelijken',
      about: 'over-ons',
      legal: 'wettelijke-vertegenwoordiger',
      terms: 'gebruiksvoorwaarden',
      blog: 'blog',
    },
  },
  'fr-fr': {
    id: 'fr-fr',
    localeCode: 'vacances.fr-fr',
    htmlLang: 'fr-FR',
    language: 'fr',
    domain: env('DOMAIN_FR_FR') ?? 'vacances.fr',
    localHosts: ['fr-fr.localhost'],
    brandName: 'Vacances.fr',
    logo: '/logos/vacances-fr.svg',
    logoAlt: 'Vacances.fr – codes promo et bons plans pour vos voyages',
    segments: frenchSegments,
  },
};

export function isEditionId(value: string): value is EditionId {
  return (editionIds as readonly string[]).includes(value);
}
