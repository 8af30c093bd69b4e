import { editions, type EditionId } from '@/lib/editions';
import type { Brand, Sector } from './brands';

/** What a text needs to know about the edition it is written for (country, departures, brand of the site). */
export interface EditionContext {
  edition: EditionId;
  language: 'fr' | 'nl';
  siteName: string;
  /** `en Belgique`, `en France`, `in België`. */
  inCountry: string;
  /** Airports or stations the customers of the edition leave from. */
  departures: string;
  /** Where parcels are delivered: `en Belgique et au Luxembourg`. */
  deliveryZone: string;
}

export const editionContext = (edition: EditionId): EditionContext => {
  const siteName = editions[edition].brandName;
  if (edition === 'nl-be') {
    return { edition, language: 'nl', siteName, inCountry: 'in België', departures: 'Brussel, Antwerpen en Charleroi', deliveryZone: 'in België en Nederland' };
  }
  if (edition === 'fr-fr') {
    return { edition, language: 'fr', siteName, inCountry: 'en France', departures: 'Paris, Lyon, Marseille et Nantes', deliveryZone: 'en France métropolitaine' };
  }
  return { edition, language: 'fr', siteName, inCountry: 'en Belgique', departures: 'Bruxelles, Charleroi et Liège', deliveryZone: 'en Belgique et au Luxembourg' };
};

/** The figures a promotion text is written around, drawn once per promotion. */
export interface DealValues {
  pct: number;
  amount: number;
  /** Minimum order of a trip or stay (hundreds of euros). */
  minimum: number;
  /** Minimum basket of a web shop (tens of euros). */
  basket: number;
  nights: number;
  /** Index into the language's lists of destinations, cities and resorts (same draw in every language). */
  place: number;
  year: number;
}

export interface PromoText {
  title: string;
  offer: string;
  description: string;
  condition: string;
}

export interface PromoTemplate {
  kind: 'code' | 'offer' | 'free_delivery';
  text: (v: DealValues, e: EditionContext, brand: Brand) => PromoText;
}

export interface CategoryCopy {
  name: string;
  /** The theme as it reads inside a sentence: `les séjours last minute`, `last-minute reizen`. */
  noun?: string;
  /** One or two sentences that only fit this category. */
  pitch?: string;
  /** Three short savings tips for the list below the promotions. */
  tips?: string[];
  /** When the best deals come (one sentence, answers a FAQ question). */
  season?: string;
}

export interface StoreTexts {
  description: string;
  header1: string;
  seoTitle: string;
  metaDescription: string;
}

export interface CategoryTexts {
  header1: string;
  header2: string;
  topDescription: string;
  belowDescription: string;
  seoTitle: string;
  metaDescription: string;
  faqItems: { question: string; answer: string }[];
}

/** Everything one language writes for the catalogue. */
export interface CatalogueLanguage {
  storeTexts: (brand: Brand, e: EditionContext, bestOffer: string, pick: <T>(items: readonly T[]) => T, now: Date) => StoreTexts;
  promoTemplates: Record<Sector, PromoTemplate[]>;
  /** Words that promo codes are made of, per sector (a code is a word and a number: ETE2026, ZOMER15). */
  codeWords: Record<Sector, string[]>;
  welcomeWord: string;
  categoryCopy: Record<string, CategoryCopy>;
  categoryTexts: (copy: CategoryCopy, e: EditionContext, pick: <T>(items: readonly T[]) => T, parent: CategoryCopy | null) => CategoryTexts;
  /** Path segment of a deal on the shop's website. */
  linkSegment: string;
}
