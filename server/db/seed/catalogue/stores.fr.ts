import type { Brand, Sector } from './brands';
import { BRAND_COPY_FR } from './brand-copy.fr';
import type { EditionContext, StoreTexts } from './language';

const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** Two ways to present each trade; `{n}` is the shop's name. */
const ABOUT_FR: Record<Sector, string[]> = {
  tour: [
    '{n} est un voyagiste qui compose des séjours à la plage, des circuits et des voyages à forfait vers une quarantaine de pays.',
    'Depuis plus de quinze ans, {n} organise des vacances clés en main : vol, transferts et hôtel réunis dans un seul dossier.',
  ],
  hotel: [
    "{n} réunit des milliers d'hôtels en Europe, de l'adresse de charme au grand hôtel avec spa.",
    "Avec {n}, vous réservez votre chambre d'hôtel en quelques clics, souvent avec annulation gratuite.",
  ],
  rental: [
    '{n} propose des maisons de vacances, des gîtes et des villas avec piscine, sélectionnés un par un.',
    "Chez {n}, les propriétaires louent directement leur maison de vacances, à la mer comme à la campagne.",
  ],
  camping: [
    "{n} rassemble des campings familiaux avec piscine, mobil-homes tout équipés et animations pour les enfants.",
    '{n} est un réseau de campings en bord de mer et au bord des lacs, du simple emplacement au lodge tout confort.',
  ],
  park: [
    '{n} exploite des parcs de vacances en pleine nature, avec cottages, piscine tropicale et activités pour toute la famille.',
    'Les domaines {n} accueillent familles et groupes dans des cottages au milieu des bois, à quelques heures de route.',
  ],
  flight: [
    "{n} relie les aéroports de la région à plus de cent destinations européennes et méditerranéennes.",
    "{n} compare et vend des billets d'avion à prix serrés, des vols secs aux combinés vol et hôtel.",
  ],
  train: [
    '{n} vend des billets de train et de bus vers les grandes villes européennes, trains de nuit compris.',
    "Avec {n}, voyager en train devient simple : un seul billet pour traverser l'Europe sans prendre l'avion.",
  ],
  car: [
    "{n} loue des voitures dans plus de 2\u00a0000 agences, dans les aéroports comme en centre-ville.",
    '{n} compare les loueurs de voitures pour vous trouver le bon véhicule au meilleur prix, assurance comprise.',
  ],
  ferry: [
    '{n} assure des traversées vers les îles britanniques, la Corse et la Méditerranée, avec ou sans voiture.',
    "{n} réserve vos traversées en ferry au meilleur tarif, de la simple place assise à la cabine avec hublot.",
  ],
  cruise: [
    '{n} organise des croisières fluviales et maritimes en pension complète, avec excursions accompagnées.',
    "À bord des navires de {n}, vous découvrez plusieurs pays sans défaire vos valises.",
  ],
  luggage: [
    '{n} vend des valises, des sacs de voyage et des accessoires pensés pour les voyageurs exigeants.',
    '{n} est la bagagerie en ligne des vacanciers : valises cabine, grandes valises et organiseurs de voyage.',
  ],
  outdoor: [
    '{n} équipe les randonneurs, les campeurs et les amoureux de la montagne : chaussures, vêtements techniques et tentes.',
    "Chez {n}, vous trouvez tout le matériel de plein air, testé sur le terrain par une équipe de passionnés.",
  ],
  ski: [
    "{n} est spécialiste des vacances au ski : hébergement au pied des pistes, forfaits et location de matériel.",
    '{n} loue skis, snowboards et chaussures dans les grandes stations des Alpes, avec réservation en ligne.',
  ],
  leisure: [
    "{n} accueille petits et grands pour une journée d'attractions, de spectacles et de découvertes.",
    "{n} est une sortie idéale en famille, avec des billets moins chers lorsqu'ils sont achetés en ligne.",
  ],
  insurance: [
    '{n} assure vos voyages : annulation, assistance rapatriement, frais médicaux à l\'étranger et bagages.',
    "{n} propose des assurances voyage simples et claires, à souscrire en ligne en quelques minutes.",
  ],
  citytrip: [
    '{n} compose des city trips dans les plus belles villes d\'Europe : hôtel central, transport et visites.',
    "Avec {n}, partez le temps d'un week-end à Barcelone, Rome ou Lisbonne, tout est réservé pour vous.",
  ],
  wellness: [
    "{n} sélectionne des hôtels avec spa, des centres de thalasso et des week-ends bien-être.",
    '{n} propose des journées et des séjours détente : bains, saunas, massages et soins du visage.',
  ],
  parking: [
    "{n} gère des parkings à proximité des aéroports, avec navette gratuite vers le terminal.",
    "Avec {n}, réservez votre place de parking à l'aéroport à l'avance et payez jusqu'à moitié moins qu'à la barrière.",
  ],
};

const travelsFrom = new Set<Sector>(['tour', 'flight', 'train', 'ferry', 'cruise', 'citytrip', 'parking']);
const delivers = new Set<Sector>(['luggage', 'outdoor']);

export function storeTextsFr(brand: Brand, e: EditionContext, bestOffer: string, pick: <T>(items: readonly T[]) => T, now: Date): StoreTexts {
  const n = brand.name;
  const generic = pick(ABOUT_FR[brand.sector]).replaceAll('{n}', n);
  const about = BRAND_COPY_FR[n] ?? generic;
  const local = travelsFrom.has(brand.sector)
    ? `Départs au choix depuis ${e.departures}, avec un service client joignable sept jours sur sept.`
    : delivers.has(brand.sector)
      ? `Livraison rapide ${e.deliveryZone}, retours gratuits sous 30 jours et paiement sécurisé.`
      : `Réservation en ligne sécurisée et service client en français.`;
  const site = pick([
    `Sur ${e.siteName}, retrouvez tous les codes promo ${n} vérifiés par notre équipe et les meilleures offres du moment.`,
    `Nous vérifions chaque jour les codes promo ${n} pour que vous payiez vos vacances moins cher.`,
    `Avant de réserver, jetez un œil aux réductions ${n} ci-dessous : elles sont mises à jour quotidiennement.`,
  ]);
  const monthYear = `${MONTHS_FR[now.getUTCMonth()]} ${now.getUTCFullYear()}`;
  return {
    description: `${about} ${local} ${site}`,
    header1: `Codes promo ${n}`,
    seoTitle: `Code promo ${n} ${monthYear} : jusqu'à ${bestOffer} | ${e.siteName}`,
    metaDescription: `Codes promo et bons plans ${n} vérifiés : jusqu'à ${bestOffer} de réduction ce mois-ci. Copiez le code et économisez sur votre réservation.`,
  };
}
