/**
 * THE table of the three editions. Everything that differs between vacances.be, vakanties.be and vacances.fr
 * is read from here.
 */
import { thirdPartiesOf, type ThirdParties } from './third-parties';

export const editionIds = ['fr-be', 'nl-be', 'fr-fr'] as const;
export type EditionId = (typeof editionIds)[number];
export const DEFAULT_EDITION: EditionId = 'fr-be';

/** Internal (French) first segments and their per-edition spelling in URLs. */
export type SegmentKey = 'destinations' | 'categories' | 'categoryPromotions' | 'comparator' | 'about' | 'legal' | 'terms' | 'blog' | 'shareCode' | 'alerts';

/** The site's static routes (their paths live in lib/routing.ts). */
export const staticPageKeys = [
  'home',
  'destinations',
  'categories',
  'categoryPromotions',
  'comparator',
  'about',
  'legal',
  'terms',
  'blog',
  'contact',
  'cookies',
  'faq',
  'htmlSitemap',
  'privacy',
  'search',
  'shareCode',
  'newsletter',
  'alerts',
] as const;
export type StaticPageKey = (typeof staticPageKeys)[number];

export interface Edition {
  id: EditionId;
  /** The spec's locale code. */
  localeCode: string;
  /** BCP 47 tag: `<html lang>`, next-intl locale, date formatting. */
  htmlLang: 'fr-BE' | 'nl-BE' | 'fr-FR';
  language: 'fr' | 'nl';
  domain: string;
  /**
   * The public origin every absolute URL of the edition starts with (canonical, hreflang, sitemap, RSS, the API's
   * paging links): `https://{domain}` unless ORIGIN_FR_BE… says otherwise. Never taken from a request.
   */
  origin: string;
  /** Where the contact form's messages are mailed: CONTACT_EMAIL_<ID>, else `contact@{domain}`. */
  contactEmail: string;
  localHosts: string[];
  brandName: string;
  logo: string;
  logoAlt: string;
  segments: Record<SegmentKey, string>;
  /** Open Graph locale. */
  ogLocale: 'fr_BE' | 'nl_BE' | 'fr_FR';
  timeZone: 'Europe/Brussels' | 'Europe/Paris';
  /** The static routes this edition serves (all three serve the whole table). */
  staticPages: readonly StaticPageKey[];
  /** Consent app, newsletter popup, comments, captcha, affiliate widget: all off unless the environment gives a key. */
  thirdParty: ThirdParties;
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
  shareCode: 'partager-un-code',
  alerts: 'mes-alertes',
};

const env = (name: string): string | undefined => process.env[name]?.trim() || undefined;

/** An http(s) origin (`https://vacances.be`, `http://localhost:3000`), or null for anything else. */
export function parseOrigin(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The edition's domain (DOMAIN_<ID>, else its own), public origin (ORIGIN_<ID> when it is a valid http(s)
 * origin, `https://{domain}` otherwise) and contact address.
 */
function publicHost(suffix: string, fallbackDomain: string): Pick<Edition, 'domain' | 'origin' | 'contactEmail'> {
  const domain = env(`DOMAIN_${suffix}`) ?? fallbackDomain;
  return { domain, origin: parseOrigin(env(`ORIGIN_${suffix}`)) ?? `https://${domain}`, contactEmail: env(`CONTACT_EMAIL_${suffix}`) ?? `contact@${domain}` };
}

const hosts = { FR_BE: publicHost('FR_BE', 'vacances.be'), NL_BE: publicHost('NL_BE', 'vakanties.be'), FR_FR: publicHost('FR_FR', 'vacances.fr') };

export const editions: Record<EditionId, Edition> = {
  'fr-be': {
    id: 'fr-be',
    localeCode: 'vacances.be-fr',
    htmlLang: 'fr-BE',
    language: 'fr',
    ...hosts.FR_BE,
    localHosts: ['localhost', 'fr-be.localhost'],
    brandName: 'Vacances.be',
    logo: '/logos/vacances-be.svg',
    logoAlt: 'Vacances.be – codes promo et bons plans voyage en Belgique',
    segments: frenchSegments,
    ogLocale: 'fr_BE',
    timeZone: 'Europe/Brussels',
    staticPages: staticPageKeys,
    thirdParty: thirdPartiesOf('FR_BE', { domain: hosts.FR_BE.domain, exclusions: ['-1955538', '-2140479', '-1456928'], mailingList: true }),
  },
  'nl-be': {
    id: 'nl-be',
    localeCode: 'vakanties.be-be',
    htmlLang: 'nl-BE',
    language: 'nl',
    ...hosts.NL_BE,
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
      shareCode: 'code-delen',
      alerts: 'mijn-meldingen',
    },
    ogLocale: 'nl_BE',
    timeZone: 'Europe/Brussels',
    staticPages: staticPageKeys,
    thirdParty: thirdPartiesOf('NL_BE', { domain: hosts.NL_BE.domain, exclusions: ['-2140479', '-1746443'], mailingList: false }),
  },
  'fr-fr': {
    id: 'fr-fr',
    localeCode: 'vacances.fr-fr',
    htmlLang: 'fr-FR',
    language: 'fr',
    ...hosts.FR_FR,
    localHosts: ['fr-fr.localhost'],
    brandName: 'Vacances.fr',
    logo: '/logos/vacances-fr.svg',
    logoAlt: 'Vacances.fr – codes promo et bons plans pour vos voyages',
    segments: frenchSegments,
    ogLocale: 'fr_FR',
    timeZone: 'Europe/Paris',
    staticPages: staticPageKeys,
    thirdParty: thirdPartiesOf('FR_FR', { domain: hosts.FR_FR.domain, exclusions: [], mailingList: false }),
  },
};

export function isEditionId(value: string): value is EditionId {
  return (editionIds as readonly string[]).includes(value);
}

export type HtmlLang = Edition['htmlLang'];
export const htmlLangs = editionIds.map((id) => editions[id].htmlLang);

/** The edition of a next-intl locale (`fr-BE` → `fr-be`); unknown tags fall back to the default edition. */
export function editionOfLocale(locale: string): Edition {
  return editions[editionIds.find((id) => editions[id].htmlLang === locale) ?? DEFAULT_EDITION];
}

/**
 * The edition serving a Host header: its domain (with or without `www.`), or one of its local names; the port
 * is ignored. Any other host is served as the default edition.
 */
export function editionFromHost(host: string | null | undefined): Edition {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const bare = name.startsWith('www.') ? name.slice(4) : name;
  const id = editionIds.find((e) => editions[e].domain === bare || editions[e].localHosts.includes(name));
  return editions[id ?? DEFAULT_EDITION];
}

/** Absolute URL of a path on the edition's configured public origin, whatever host the request came in on. */
export function absoluteUrl(edition: EditionId, path: string): string {
  return `${editions[edition].origin}${path.startsWith('/') ? path : `/${path}`}`;
}
