import type { Sector } from './brands';
import type { DealValues, EditionContext, PromoTemplate, PromoText } from './language';
import { BEACHES_FR, CITIES_FR, REGIONS_FR, RESORTS_FR } from './promos.fr';

/** Newsletter, app, private-sale and seasonal deals: a second batch so that a shop's active deals rarely repeat. */
const at = <T>(list: readonly T[], i: number): T => list[i % list.length];
const pc = (v: DealValues) => `-${v.pct}\u00a0%`;
const eur = (n: number) => `${n}\u00a0€`;
const small = (v: DealValues) => 5 * (1 + (v.amount % 5));
const t = (kind: PromoTemplate['kind'], text: (v: DealValues, e: EditionContext) => PromoText): PromoTemplate => ({ kind, text });

export const MORE_PROMOS_FR: Record<Sector, PromoTemplate[]> = {
  tour: [
    t('code', (v) => ({
      title: `Vente privée : ${pc(v)} sur les hôtels cinq étoiles ${at(BEACHES_FR, v.place + 7)}`,
      offer: pc(v),
      description: 'Réservée aux abonnés de la lettre d\'information : une sélection d\'hôtels de prestige à prix membre.',
      condition: 'Pour les réservations effectuées pendant la vente privée, séjours de 5 nuits minimum.',
    })),
    t('offer', (v) => ({
      title: `Semaine ${at(BEACHES_FR, v.place + 9)} en demi-pension dès ${eur(v.amount * 4 + 299)}`,
      offer: eur(v.amount * 4 + 299),
      description: 'Vol, transferts et hôtel trois étoiles en demi-pension : un prix tout compris, sans surprise.',
      condition: 'Prix par personne en chambre double, départs de mai et juin.',
    })),
  ],
  hotel: [
    t('code', (v) => ({
      title: `${pc(v)} supplémentaires sur l'application mobile`,
      offer: pc(v),
      description: "Réservez votre chambre depuis l'application et cumulez cette remise avec les prix membres.",
      condition: "Valable sur la première réservation effectuée depuis l'application.",
    })),
    t('offer', () => ({
      title: 'Départ tardif gratuit à 14 heures',
      offer: 'Offert',
      description: 'Profitez de votre chambre jusqu\'en début d\'après-midi le jour du départ, sans frais.',
      condition: 'Selon disponibilités, à demander à la réception.',
    })),
  ],
  rental: [
    t('offer', (v) => ({
      title: `Villas avec piscine ${at(REGIONS_FR, v.place + 4)} : jusqu'à ${v.pct}\u00a0% de remise`,
      offer: pc(v),
      description: 'Des villas avec piscine privée pour six à dix personnes, idéales pour les vacances entre amis.',
      condition: 'Remise déjà appliquée, séjours de 7 nuits du samedi au samedi.',
    })),
    t('code', (v) => ({
      title: `Code arrière-saison : ${pc(v)} en septembre`,
      offer: pc(v),
      description: "Moins de monde, encore du soleil : le code réduit le prix des locations pour une arrivée en septembre.",
      condition: 'Pour une arrivée entre le 1er et le 30 septembre.',
    })),
  ],
  camping: [
    t('code', (v) => ({
      title: `Code fidélité : ${eur(v.amount)} offerts sur votre prochain séjour`,
      offer: eur(v.amount),
      description: 'Vous avez déjà séjourné dans un de nos campings ? Ce code vous remercie de votre fidélité.',
      condition: `Dès ${eur(v.minimum)} de réservation, un code par client.`,
    })),
    t('offer', (v) => ({
      title: `Pont de mai ${at(REGIONS_FR, v.place + 6)} : 4 nuits au prix de 3`,
      offer: '4 = 3',
      description: 'Profitez des longs week-ends de printemps : la quatrième nuit en mobil-home est offerte.',
      condition: 'Pour les séjours incluant un jour férié de mai.',
    })),
  ],
  park: [
    t('offer', () => ({
      title: 'Week-end découverte : activités enfants incluses',
      offer: 'Inclus',
      description: 'Mini-golf, ferme pédagogique et ateliers bricolage sont compris dans le prix du week-end.',
      condition: 'Pour les arrivées le vendredi, hors vacances scolaires.',
    })),
    t('code', (v) => ({
      title: `Vente flash : ${pc(v)} sur les cottages VIP`,
      offer: pc(v),
      description: 'Sauna privatif, cheminée et linge compris : le haut de gamme du parc à prix réduit.',
      condition: 'Stock limité, pour un séjour dans les six prochains mois.',
    })),
  ],
  flight: [
    t('offer', (v) => ({
      title: `Vol + hôtel à ${at(CITIES_FR, v.place + 2)} : jusqu'à ${v.pct}\u00a0% moins cher`,
      offer: pc(v),
      description: 'En réservant le vol et l\'hôtel ensemble, vous payez moins cher que séparément.',
      condition: 'Réduction calculée par rapport aux prix réservés séparément.',
    })),
    t('code', (v) => ({
      title: `${eur(small(v))} de réduction sur le choix du siège`,
      offer: eur(small(v)),
      description: 'Choisissez votre place près du hublot ou avec plus d\'espace pour les jambes.',
      condition: 'Valable sur les vols aller-retour, un code par réservation.',
    })),
  ],
  train: [
    t('code', (v) => ({
      title: `${pc(v)} sur les trains de nuit`,
      offer: pc(v),
      description: 'Couchette ou compartiment privé : voyagez la nuit et arrivez au centre-ville au petit matin.',
      condition: 'Valable sur une sélection de lignes européennes.',
    })),
    t('offer', () => ({
      title: 'Vélo à bord gratuit sur les trains internationaux',
      offer: 'Gratuit',
      description: 'Emportez votre vélo pour des vacances à deux roues, sans supplément.',
      condition: 'Réservation de l\'emplacement vélo obligatoire.',
    })),
    t('offer', (v) => ({
      title: `Jeunes de moins de 26 ans : jusqu'à ${v.pct}\u00a0% de réduction`,
      offer: pc(v),
      description: 'Les tarifs jeunes s\'appliquent automatiquement sur tous les trajets en Europe.',
      condition: 'Sur présentation d\'une pièce d\'identité à bord.',
    })),
  ],
  car: [
    t('code', (v) => ({
      title: `${pc(v)} sur la location d'une voiture électrique`,
      offer: pc(v),
      description: 'Recharge comprise au départ et carte de bornes fournie : roulez sans émission pendant vos vacances.',
      condition: 'Valable dans les agences équipées de véhicules électriques.',
    })),
    t('offer', () => ({
      title: 'Kilométrage illimité inclus partout en Europe',
      offer: 'Inclus',
      description: 'Partez loin sans compter les kilomètres, même pour un aller simple vers un pays voisin.',
      condition: 'Frais d\'abandon possibles pour les locations en aller simple.',
    })),
  ],
  ferry: [
    t('offer', () => ({
      title: 'Repas offert à bord pour toute traversée de jour',
      offer: 'Offert',
      description: 'Un menu complet au restaurant du navire, servi pendant la traversée.',
      condition: 'Un repas par passager adulte.',
    })),
    t('code', (v) => ({
      title: `${pc(v)} sur les traversées en semaine`,
      offer: pc(v),
      description: 'Voyagez du lundi au jeudi et profitez de traversées moins chargées et moins chères.',
      condition: 'Départs du lundi au jeudi, hors juillet et août.',
    })),
  ],
  cruise: [
    t('offer', () => ({
      title: 'Enfants gratuits en cabine avec leurs parents',
      offer: 'Gratuit',
      description: 'Les moins de 18 ans partagent la cabine de deux adultes sans payer la croisière.',
      condition: 'Taxes portuaires dues pour chaque passager.',
    })),
    t('code', (v) => ({
      title: `Code fidélité : ${eur(v.amount)} de crédit à bord`,
      offer: eur(v.amount),
      description: 'Un crédit à dépenser au spa, dans les bars ou pour les excursions.',
      condition: 'Par cabine, pour les clients ayant déjà navigué avec la compagnie.',
    })),
  ],
  luggage: [
    t('code', (v) => ({
      title: `Code bienvenue : ${pc(v)} sur votre première commande`,
      offer: pc(v),
      description: 'Inscrivez-vous à la lettre d\'information et recevez ce code de bienvenue.',
      condition: 'Hors articles soldés, un code par client.',
    })),
    t('offer', () => ({
      title: 'Gravure des initiales offerte sur les valises',
      offer: 'Offert',
      description: 'Personnalisez votre valise avec vos initiales pour la repérer du premier coup d\'œil au tapis à bagages.',
      condition: 'Sur les modèles signalés, délai de livraison allongé de deux jours.',
    })),
  ],
  outdoor: [
    t('offer', () => ({
      title: 'Location de tente et de matériel dès 9\u00a0€ le week-end',
      offer: '9\u00a0€',
      description: 'Essayez avant d\'acheter : tentes, réchauds et porte-bébés à louer pour deux jours ou plus.',
      condition: 'Le prix de la location est déduit en cas d\'achat dans le mois.',
    })),
    t('code', (v) => ({
      title: `${pc(v)} sur les sacs à dos de randonnée`,
      offer: pc(v),
      description: 'Du sac de 20 litres pour la journée au sac de 65 litres pour le trek, avec réglage du dos.',
      condition: 'Hors nouveautés de la saison.',
    })),
  ],
  ski: [
    t('code', (v) => ({
      title: `${pc(v)} sur les cours de ski pour enfants`,
      offer: pc(v),
      description: 'Cours collectifs avec moniteurs diplômés, du jardin des neiges à la première étoile.',
      condition: 'Pour une semaine de cours réservée en ligne.',
    })),
    t('offer', (v) => ({
      title: `Ski de printemps ${at(RESORTS_FR, v.place + 5)} : forfait à moitié prix`,
      offer: '-50\u00a0%',
      description: 'Neige encore belle, soleil et terrasses : le forfait est à moitié prix en fin de saison.',
      condition: 'Pour les séjours à partir de fin mars.',
    })),
  ],
  leisure: [
    t('offer', () => ({
      title: 'Parking gratuit pour toute réservation en ligne',
      offer: 'Gratuit',
      description: 'Le stationnement est compris dans votre billet quand vous l\'achetez sur le site.',
      condition: 'Un véhicule par réservation.',
    })),
    t('code', (v) => ({
      title: `Anniversaire : ${pc(v)} pour l'enfant fêté et ses invités`,
      offer: pc(v),
      description: 'Fêtez un anniversaire au parc : gâteau, animation et réduction pour tout le groupe.',
      condition: 'À partir de six enfants, réservation une semaine à l\'avance.',
    })),
  ],
  insurance: [
    t('offer', () => ({
      title: 'Devis gratuit et adhésion en cinq minutes',
      offer: 'Gratuit',
      description: 'Comparez les formules, choisissez vos garanties et recevez votre attestation par e-mail.',
      condition: 'Attestation envoyée dès le paiement.',
    })),
    t('code', (v) => ({
      title: `${pc(v)} sur l'assurance annuelle multivoyage`,
      offer: pc(v),
      description: 'Tous vos voyages de l\'année couverts, pour vous seul ou toute la famille.',
      condition: 'Valable la première année de contrat.',
    })),
  ],
  citytrip: [
    t('code', (v) => ({
      title: `${eur(v.amount)} de réduction sur un city trip en train`,
      offer: eur(v.amount),
      description: 'Train et hôtel réservés ensemble pour une escapade sans avion.',
      condition: `Dès ${eur(v.minimum)} de réservation.`,
    })),
    t('offer', (v) => ({
      title: `Marchés de Noël à ${at(CITIES_FR, v.place + 1)} : deux nuits dès ${eur(v.amount + 129)}`,
      offer: eur(v.amount + 129),
      description: 'Vin chaud, illuminations et artisans : un week-end féerique au cœur de la ville.',
      condition: 'Séjours de fin novembre à fin décembre.',
    })),
  ],
  wellness: [
    t('offer', () => ({
      title: 'Petit-déjeuner au lit offert pour les séjours en duo',
      offer: 'Offert',
      description: 'Commencez la journée en douceur : le petit-déjeuner est servi en chambre sans supplément.',
      condition: 'Pour deux personnes, séjour d\'une nuit minimum.',
    })),
    t('code', (v) => ({
      title: `${pc(v)} sur les journées spa en semaine`,
      offer: pc(v),
      description: 'Accès aux bains, au sauna et au hammam, avec un déjeuner léger compris.',
      condition: 'Du lundi au jeudi, hors jours fériés.',
    })),
  ],
  parking: [
    t('code', (v) => ({
      title: `${pc(v)} sur le parking pendant les vacances scolaires`,
      offer: pc(v),
      description: 'Réservez tôt votre place pour les congés scolaires, quand les parkings affichent complet.',
      condition: 'Pour une réservation au moins 14 jours avant le départ.',
    })),
    t('offer', () => ({
      title: 'Annulation gratuite jusqu\'à la veille du départ',
      offer: 'Gratuit',
      description: 'Vos plans changent ? Annulez votre place de parking sans frais.',
      condition: 'Remboursement intégral sous 5 jours.',
    })),
  ],
};
