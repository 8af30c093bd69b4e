/** Footer links (two columns of five, plus the legal links beside the copyright) and the copyright text. */
import { editions, type EditionId } from '@/lib/editions';
import type { SeededPlace } from '../destinations/places';
import { marketOf, popularity } from '../destinations/world';
import { companyOf } from './company';

export interface FooterLink {
  name: string;
  link: string;
  isCopyright: boolean;
}

export function footerLinksOf(edition: EditionId, places: Map<string, SeededPlace>): FooterLink[] {
  const { language, segments } = editions[edition];
  const top = popularity[marketOf(edition)]
    .map((key) => places.get(key))
    .filter((place): place is SeededPlace => !!place)
    .slice(0, 2);
  const nl = language === 'nl';
  const topLinks = top.map((place) => ({ name: nl ? `Vakantie ${place.inPhrase}` : `Vacances ${place.inPhrase}`, link: place.path }));
  const columns = nl
    ? [
        { name: 'Bestemmingen', link: `/${segments.destinations}` },
        ...topLinks,
        { name: 'Reisvergelijker', link: `/${segments.comparator}` },
        { name: 'Lastminutes', link: `/${segments.comparator}?last=true` },
        { name: 'Categorieën', link: `/${segments.categories}` },
        { name: 'Reisblog', link: `/${segments.blog}` },
        { name: 'Over ons', link: `/${segments.about}` },
        { name: 'Contact', link: '/contact' },
        { name: 'Veelgestelde vragen', link: '/faq' },
      ]
    : [
        { name: 'Destinations', link: `/${segments.destinations}` },
        ...topLinks,
        { name: 'Comparateur de séjours', link: `/${segments.comparator}` },
        { name: 'Offres last minute', link: `/${segments.comparator}?last=true` },
        { name: 'Catégories', link: `/${segments.categories}` },
        { name: 'Blog voyage', link: `/${segments.blog}` },
        { name: 'À propos', link: `/${segments.about}` },
        { name: 'Contact', link: '/contact' },
        { name: 'FAQ', link: '/faq' },
      ];
  const legal = nl
    ? [
        { name: 'Wettelijke vermeldingen', link: `/${segments.legal}` },
        { name: 'Gebruiksvoorwaarden', link: `/${segments.terms}` },
        { name: 'Privacybeleid', link: '/privacy' },
        { name: 'Cookiebeleid', link: '/cookies' },
        { name: 'Sitemap', link: '/html-sitemap' },
      ]
    : [
        { name: 'Mentions légales', link: `/${segments.legal}` },
        { name: 'Conditions générales', link: `/${segments.terms}` },
        { name: 'Vie privée', link: '/privacy' },
        { name: 'Cookies', link: '/cookies' },
        { name: 'Plan du site', link: '/html-sitemap' },
      ];
  return [...columns.map((l) => ({ ...l, isCopyright: false })), ...legal.map((l) => ({ ...l, isCopyright: true }))];
}

export function copyrightOf(edition: EditionId, year: number): string {
  const { brandName, language } = editions[edition];
  const company = companyOf(edition).name;
  return language === 'nl'
    ? `© ${year} ${brandName} – Alle rechten voorbehouden. ${brandName} is een dienst van ${company}. Prijzen en aanbiedingen onder voorbehoud van wijzigingen door onze partners.`
    : `© ${year} ${brandName} – Tous droits réservés. ${brandName} est un service de ${company}. Prix et offres sous réserve de modification par nos partenaires.`;
}
