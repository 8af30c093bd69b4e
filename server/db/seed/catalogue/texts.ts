import { CATEGORY_COPY_FR, categoryTextsFr } from './categories.fr';
import { CATEGORY_COPY_NL, categoryTextsNl } from './categories.nl';
import type { CatalogueLanguage, PromoTemplate } from './language';
import type { Sector } from './brands';
import { CODE_WORDS_FR, PROMOS_FR } from './promos.fr';
import { MORE_PROMOS_FR } from './promos-more.fr';
import { MORE_PROMOS_NL } from './promos-more.nl';
import { CODE_WORDS_NL, PROMOS_NL } from './promos.nl';
import { storeTextsFr } from './stores.fr';
import { storeTextsNl } from './stores.nl';

const merge = (a: Record<Sector, PromoTemplate[]>, b: Record<Sector, PromoTemplate[]>) =>
  Object.fromEntries(Object.entries(a).map(([sector, list]) => [sector, [...list, ...b[sector as Sector]]])) as Record<Sector, PromoTemplate[]>;

export const CATALOGUE_LANGUAGES: Record<'fr' | 'nl', CatalogueLanguage> = {
  fr: {
    storeTexts: storeTextsFr,
    promoTemplates: merge(PROMOS_FR, MORE_PROMOS_FR),
    codeWords: CODE_WORDS_FR,
    welcomeWord: 'BIENVENUE',
    categoryCopy: CATEGORY_COPY_FR,
    categoryTexts: categoryTextsFr,
    linkSegment: 'offres',
  },
  nl: {
    storeTexts: storeTextsNl,
    promoTemplates: merge(PROMOS_NL, MORE_PROMOS_NL),
    codeWords: CODE_WORDS_NL,
    welcomeWord: 'WELKOM',
    categoryCopy: CATEGORY_COPY_NL,
    categoryTexts: categoryTextsNl,
    linkSegment: 'acties',
  },
};
