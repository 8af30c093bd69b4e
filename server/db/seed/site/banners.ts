/** The homepage banners of an edition: last minute, the destination of the season and a shop's codes. */
import { editions, type EditionId } from '@/lib/editions';
import type { SeededPlace } from '../destinations/places';

export interface Banner {
  title: string;
  subtitle: string;
  image: string;
  link: string;
  buttonLabel: string;
  storeId: number | null;
}

const departures: Record<EditionId, string> = {
  'fr-be': 'au départ de Bruxelles, Charleroi et Liège',
  'nl-be': 'vanuit Brussel, Charleroi en Antwerpen',
  'fr-fr': 'au départ de Paris, Lyon, Nantes et Marseille',
};

export function bannersOf(
  edition: EditionId,
  now: Date,
  places: Map<string, SeededPlace>,
  store: { id: number; slug: string; name: string } | undefined,
): Banner[] {
  const { language, segments } = editions[edition];
  const nl = language === 'nl';
  // From October to March the banner sells winter sun; the rest of the year, a Greek island.
  const winter = now.getUTCMonth() >= 9 || now.getUTCMonth() <= 2;
  const season = places.get(winter ? 'espagne/iles-canaries' : 'grece/crete');
  const banners: Banner[] = [
    {
      title: nl ? 'Lastminutes: vertrek binnen 14 dagen tegen een spotprijs' : 'Last minute : partez dans les 14 jours à prix cassé',
      subtitle: nl
        ? `Honderden vertrekken ${departures[edition]}, elke dag bijgewerkt.`
        : `Des centaines de départs ${departures[edition]}, mis à jour chaque jour.`,
      image: '/images/banners/last-minute.svg',
      link: `/${segments.comparator}?last=true`,
      buttonLabel: nl ? 'Bekijk de lastminutes' : 'Voir les offres last minute',
      storeId: null,
    },
  ];
  if (season) {
    banners.push({
      title: winter
        ? nl ? `Winterzon ${season.inPhrase}` : `Soleil d’hiver ${season.inPhrase}`
        : nl ? `Zomer ${season.inPhrase}` : `L’été ${season.inPhrase}`,
      subtitle: winter
        ? nl ? 'Het hele jaar 22 tot 25 °C op vier uur vliegen: de ideale ontsnapping uit de grijze winter.' : '22 à 25 °C toute l’année à quatre heures de vol : l’échappée idéale loin de la grisaille.'
        : nl ? 'Turquoise baaien, taverna’s en zonsondergangen boven zee: onze mooiste deals voor de zomer.' : 'Criques turquoise, tavernes et couchers de soleil sur la mer : nos plus belles offres pour l’été.',
      image: winter ? '/images/banners/winter-sun.svg' : '/images/banners/summer-island.svg',
      link: season.path,
      buttonLabel: nl ? 'Ontdek de aanbiedingen' : 'Découvrir les offres',
      storeId: null,
    });
  }
  banners.push(
    store
      ? {
          title: nl ? `De kortingscodes van ${store.name}` : `Les codes promo ${store.name} du moment`,
          subtitle: nl ? 'Gecontroleerde codes en exclusieve aanbiedingen: boek goedkoper in één klik.' : 'Codes vérifiés et offres exclusives : réservez moins cher en un clic.',
          image: '/images/banners/promo-codes.svg',
          link: `/${store.slug}`,
          buttonLabel: nl ? 'Bekijk de codes' : 'Voir les codes',
          storeId: store.id,
        }
      : {
          title: nl ? 'Onze tips om slimmer te reizen' : 'Nos conseils pour voyager malin',
          subtitle: nl ? 'Bestemmingsgidsen, deals en praktische tips van onze redactie.' : 'Guides de destinations, bons plans et conseils pratiques de notre rédaction.',
          image: '/images/banners/promo-codes.svg',
          link: `/${segments.blog}`,
          buttonLabel: nl ? 'Lees de blog' : 'Lire le blog',
          storeId: null,
        },
  );
  return banners;
}
