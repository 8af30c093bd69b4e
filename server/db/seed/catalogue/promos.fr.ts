import type { Sector } from './brands';
import type { DealValues, EditionContext, PromoTemplate, PromoText } from './language';

/** Lists indexed by `DealValues.place`; the Dutch file has the same places in the same order. */
export const BEACHES_FR = ['en Crète', 'aux Canaries', 'à Majorque', 'en Sicile', 'en Andalousie', "dans l'Algarve", 'à Rhodes', 'en Turquie', 'en Croatie', 'au Maroc', 'en Égypte', 'à Chypre', 'à Malte', 'en Tunisie', 'sur la Costa Brava'];
export const CITIES_FR = ['Barcelone', 'Rome', 'Lisbonne', 'Prague', 'Vienne', 'Amsterdam', 'Berlin', 'Budapest', 'Copenhague', 'Porto', 'Séville', 'Édimbourg', 'Florence', 'Cracovie', 'Dublin'];
export const RESORTS_FR = ['à Val Thorens', 'à Tignes', 'aux Deux Alpes', 'à Chamonix', 'à La Plagne', 'au Tyrol', 'dans le Zillertal', 'dans les Dolomites', 'à Saalbach', 'à Avoriaz', 'à Serre Chevalier', 'à Zermatt', 'aux Arcs', 'à Ischgl', "à Val d'Isère"];
export const REGIONS_FR = ["en Ardèche", 'en Bretagne', 'dans les Landes', 'en Provence', 'en Dordogne', 'en Vendée', 'dans les Ardennes', 'à la côte belge', 'en Alsace', 'dans le Var', 'en Corse', "au bord du lac d'Annecy", 'en Zélande', 'dans le Luberon', 'au Pays basque'];
const RIVERS_FR = ['sur le Rhin', 'sur le Danube', 'sur le Douro', 'sur la Seine', 'sur le Rhône', 'sur la Moselle', "sur l'Elbe", 'sur le Nil'];

const at = <T>(list: readonly T[], i: number): T => list[i % list.length];
const pc = (v: DealValues) => `-${v.pct}\u00a0%`;
const eur = (n: number) => `${n}\u00a0€`;
/** Web-shop vouchers are small: 5 to 25 €. */
const small = (v: DealValues) => 5 * (1 + (v.amount % 5));
const t = (kind: PromoTemplate['kind'], text: (v: DealValues, e: EditionContext) => PromoText): PromoTemplate => ({ kind, text });

export const PROMOS_FR: Record<Sector, PromoTemplate[]> = {
  tour: [
    t('code', (v, e) => ({
      title: `${pc(v)} sur les séjours ${at(BEACHES_FR, v.place)}`,
      offer: pc(v),
      description: `Profitez de ${v.pct}\u00a0% de réduction sur une sélection d'hôtels ${at(BEACHES_FR, v.place)}, vols au départ de ${e.departures} compris.`,
      condition: `Valable sur une sélection de séjours d'au moins ${v.nights} nuits, hors frais de dossier.`,
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} de réduction dès ${eur(v.minimum)} de réservation`,
      offer: eur(v.amount),
      description: `Le code déduit ${eur(v.amount)} du prix de votre voyage à forfait dès ${eur(v.minimum)}, quelle que soit la destination choisie.`,
      condition: 'Un code par dossier, non cumulable avec les autres promotions en cours.',
    })),
    t('offer', (v) => ({
      title: `Réservez tôt : jusqu'à ${v.pct}\u00a0% sur l'été ${v.year}`,
      offer: pc(v),
      description: `Les remises « réservation anticipée » sont déjà déduites des prix affichés pour les départs de l'été ${v.year}. Un acompte de 25\u00a0% suffit pour bloquer votre séjour.`,
      condition: 'Selon disponibilités, sur les hôtels signalés par le logo « Réservez tôt ».',
    })),
    t('offer', (v) => ({
      title: 'Enfants gratuits dans une sélection d\'hôtels-clubs',
      offer: 'Gratuit',
      description: `Jusqu'à deux enfants de moins de 12 ans logent gratuitement dans la chambre de leurs parents ${at(BEACHES_FR, v.place + 3)} et dans plus de 150 autres clubs.`,
      condition: `Hors taxes d'aéroport et suppléments, pour un séjour d'au moins ${v.nights} nuits.`,
    })),
    t('code', (v) => ({
      title: `${pc(v)} sur les circuits accompagnés`,
      offer: pc(v),
      description: 'Partez en petit groupe avec un guide francophone : itinéraires de 8 à 15 jours, hôtels et visites compris.',
      condition: `Valable pour les départs jusqu'au 31 octobre ${v.year}, hors vols secs.`,
    })),
    t('offer', (v, e) => ({
      title: `Dernière minute ${at(BEACHES_FR, v.place + 5)} : jusqu'à ${v.pct}\u00a0% de remise`,
      offer: pc(v),
      description: `Départs dans les quinze prochains jours depuis ${e.departures} : les dernières chambres disponibles sont bradées.`,
      condition: 'Prix par personne sur la base de deux adultes, selon disponibilités.',
    })),
    t('code', (v) => ({
      title: `${v.pct}\u00a0% de bienvenue sur votre premier voyage`,
      offer: pc(v),
      description: 'Nouveau client ? Ce code de bienvenue réduit le prix de votre première réservation en ligne.',
      condition: `Réservé aux nouveaux clients, pour un séjour d'au moins ${eur(v.minimum)}.`,
    })),
  ],
  hotel: [
    t('code', (v) => ({
      title: `${pc(v)} sur votre prochain séjour à l'hôtel`,
      offer: pc(v),
      description: "Le code s'applique à plus de 3\u00a0000 hôtels partenaires, de l'adresse de charme au quatre étoiles en bord de mer.",
      condition: 'Valable pour les réservations payées en ligne, hors taxe de séjour.',
    })),
    t('offer', (v) => ({
      title: `Petit-déjeuner offert dès ${Math.min(v.nights, 4)} nuits`,
      offer: 'Offert',
      description: 'Le petit-déjeuner buffet est inclus pour tous les occupants de la chambre, sans supplément.',
      condition: 'Sur les hôtels participants signalés par un badge, selon disponibilités.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} de réduction sur les hôtels à ${at(CITIES_FR, v.place)}`,
      offer: eur(v.amount),
      description: `Un week-end à ${at(CITIES_FR, v.place)} ? Ce code réduit la note de votre hôtel en centre-ville.`,
      condition: `Dès ${eur(v.minimum)} de réservation, pour un séjour de deux nuits minimum.`,
    })),
    t('offer', () => ({
      title: "Annulation gratuite jusqu'à la veille de l'arrivée",
      offer: 'Gratuit',
      description: 'Réservez sans payer tout de suite et changez vos plans sans frais sur la plupart des chambres.',
      condition: "Sur les tarifs flexibles uniquement ; les tarifs non remboursables sont exclus.",
    })),
    t('offer', (v) => ({
      title: `Ventes flash : jusqu'à ${v.pct}\u00a0% sur les hôtels quatre étoiles`,
      offer: pc(v),
      description: 'Chaque semaine, une sélection de beaux hôtels est proposée à prix réduit pendant 72 heures.',
      condition: 'Stock limité, prix affichés par chambre et par nuit.',
    })),
    t('code', (v) => ({
      title: `Code week-end : ${pc(v)} du vendredi au dimanche`,
      offer: pc(v),
      description: 'Pour une escapade de dernière minute, ce code réduit le prix des nuits du vendredi et du samedi.',
      condition: 'Valable pour une arrivée le vendredi ou le samedi.',
    })),
  ],
  rental: [
    t('code', (v) => ({
      title: `${pc(v)} sur les locations de vacances ${at(REGIONS_FR, v.place)}`,
      offer: pc(v),
      description: `Maisons, gîtes et appartements ${at(REGIONS_FR, v.place)} : le code s'applique au prix de la location.`,
      condition: 'Valable pour un séjour de 7 nuits minimum, hors caution et taxe de séjour.',
    })),
    t('offer', (v) => ({
      title: `Locations ${at(REGIONS_FR, v.place + 2)} dès ${eur(v.amount * 6)} la semaine`,
      offer: eur(v.amount * 6),
      description: 'Des maisons de vacances pour quatre à huit personnes, avec jardin ou piscine partagée.',
      condition: 'Prix par logement pour une semaine en basse saison.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} offerts sur une location de 7 nuits`,
      offer: eur(v.amount),
      description: 'Le montant est déduit du solde de votre location, quelle que soit la date de départ.',
      condition: `Dès ${eur(v.minimum)} de location, un code par réservation.`,
    })),
    t('offer', () => ({
      title: 'Ménage de fin de séjour offert dès deux semaines',
      offer: 'Offert',
      description: 'Profitez de vos vacances jusqu\'au bout : le ménage final est pris en charge par le propriétaire.',
      condition: 'Pour toute réservation de 14 nuits consécutives.',
    })),
    t('offer', () => ({
      title: 'Courts séjours : 3 nuits au prix de 2',
      offer: '3 = 2',
      description: 'La troisième nuit est offerte dans une sélection de gîtes et de chambres de charme.',
      condition: 'Hors vacances scolaires et jours fériés.',
    })),
    t('code', (v) => ({
      title: `Code fidélité : ${pc(v)} sur votre prochaine location`,
      offer: pc(v),
      description: 'Vous avez déjà loué chez nous ? Ce code réduit le prix de votre prochaine maison de vacances.',
      condition: 'Réservé aux clients ayant déjà séjourné dans un de nos logements.',
    })),
  ],
  camping: [
    t('code', (v) => ({
      title: `${pc(v)} sur les mobil-homes ${at(REGIONS_FR, v.place)}`,
      offer: pc(v),
      description: `Mobil-homes climatisés avec terrasse dans nos campings ${at(REGIONS_FR, v.place)}, piscine chauffée et animations compris.`,
      condition: 'Valable pour un séjour de 5 nuits minimum, hors frais de réservation.',
    })),
    t('offer', (v) => ({
      title: `Emplacement tente ou caravane dès ${eur(15 + (v.place % 10))} la nuit`,
      offer: eur(15 + (v.place % 10)),
      description: "Grands emplacements ombragés avec électricité, à deux pas des sanitaires et de l'espace aquatique.",
      condition: 'Prix pour deux personnes, en juin et en septembre.',
    })),
    t('offer', (v) => ({
      title: `Hors saison : jusqu'à ${v.pct}\u00a0% en juin et en septembre`,
      offer: pc(v),
      description: "Profitez du calme et du soleil de l'arrière-saison à prix doux.",
      condition: 'Réduction déjà appliquée sur les prix affichés.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} de remise dès ${eur(v.minimum)} de réservation`,
      offer: eur(v.amount),
      description: 'Le code est valable sur tous nos campings, pour une location ou un emplacement.',
      condition: 'Un code par séjour, non cumulable.',
    })),
    t('offer', () => ({
      title: 'Enfants de moins de 7 ans gratuits en juin',
      offer: 'Gratuit',
      description: 'Les jeunes campeurs séjournent gratuitement sur les emplacements nus pendant tout le mois de juin.',
      condition: 'Deux enfants maximum par emplacement.',
    })),
    t('code', (v) => ({
      title: `Glamping : ${pc(v)} sur les lodges et tentes safari`,
      offer: pc(v),
      description: 'Dormez au cœur de la nature sans renoncer au confort : lit fait à l\'arrivée, cuisine équipée et terrasse en bois.',
      condition: 'Valable pour deux nuits minimum.',
    })),
  ],
  park: [
    t('code', (v) => ({
      title: `${pc(v)} sur les cottages ${at(REGIONS_FR, v.place)}`,
      offer: pc(v),
      description: 'Cottages tout équipés au cœur de la forêt, avec accès à la piscine tropicale et aux activités pour enfants.',
      condition: 'Valable pour un séjour en semaine ou un week-end prolongé.',
    })),
    t('offer', (v) => ({
      title: `Midweek dès ${eur(v.amount * 4)} pour 4 personnes`,
      offer: eur(v.amount * 4),
      description: 'Quatre nuits du lundi au vendredi dans un cottage confortable, linge de lit compris.',
      condition: 'Prix par cottage, hors vacances scolaires.',
    })),
    t('offer', () => ({
      title: 'Accès illimité au paradis aquatique inclus',
      offer: 'Inclus',
      description: 'Toboggans, rivière sauvage et bassin à vagues sont accessibles à volonté pendant tout votre séjour.',
      condition: "Pour tous les occupants du cottage, selon les horaires d'ouverture.",
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} de réduction sur un week-end prolongé`,
      offer: eur(v.amount),
      description: 'Arrivée le vendredi, départ le lundi : le code réduit le prix de votre cottage.',
      condition: `Dès ${eur(v.minimum)} de réservation.`,
    })),
    t('offer', (v) => ({
      title: `Vacances scolaires : jusqu'à ${v.pct}\u00a0% en réservant tôt`,
      offer: pc(v),
      description: 'Bloquez les meilleurs cottages pour les congés scolaires au meilleur prix.',
      condition: 'Pour toute réservation effectuée au moins trois mois avant l\'arrivée.',
    })),
    t('code', (v) => ({
      title: `Code famille : ${pc(v)} dès 4 nuits`,
      offer: pc(v),
      description: 'Une réduction pensée pour les familles nombreuses sur les cottages de six à douze personnes.',
      condition: 'Valable sur les cottages de six personnes et plus.',
    })),
  ],
  flight: [
    t('code', (v) => ({
      title: `${eur(v.amount)} de réduction sur votre vol aller-retour`,
      offer: eur(v.amount),
      description: 'Le code est valable sur tous les vols européens et long-courriers réservés sur le site.',
      condition: `Dès ${eur(v.minimum)} de billets, taxes comprises.`,
    })),
    t('offer', (v, e) => ({
      title: `Vols au départ de ${e.departures} dès ${eur(29 + (v.place % 5) * 10)}`,
      offer: eur(29 + (v.place % 5) * 10),
      description: 'Des milliers de sièges à petit prix vers le soleil et les grandes villes européennes.',
      condition: 'Prix par trajet, taxes comprises, bagage en soute non inclus.',
    })),
    t('code', (v) => ({
      title: `${pc(v)} sur les bagages en soute`,
      offer: pc(v),
      description: 'Ajoutez une valise de 23\u00a0kg à prix réduit lors de la réservation ou depuis votre espace client.',
      condition: "Jusqu'à 48 heures avant le départ.",
    })),
    t('offer', () => ({
      title: 'Bagage cabine de 10\u00a0kg inclus dans le tarif Confort',
      offer: 'Inclus',
      description: 'Voyagez léger sans mauvaise surprise : un sac et une valise cabine sont compris dans le prix.',
      condition: 'Sur les vols opérés par la compagnie.',
    })),
    t('offer', (v) => ({
      title: `Ventes flash : jusqu'à ${v.pct}\u00a0% sur les vols européens`,
      offer: pc(v),
      description: 'Pendant 48 heures, une sélection de lignes est proposée à prix cassé.',
      condition: 'Nombre de places limité, pour des voyages dans les trois prochains mois.',
    })),
    t('code', (v) => ({
      title: `Code soleil : ${pc(v)} sur les vols vers les îles`,
      offer: pc(v),
      description: 'Canaries, Baléares, îles grecques : le code réduit le tarif de base de votre vol.',
      condition: 'Hors taxes et options, aller-retour uniquement.',
    })),
  ],
  train: [
    t('offer', (v) => ({
      title: `Billets de train pour ${at(CITIES_FR, v.place)} dès ${eur(29 + (v.place % 4) * 10)}`,
      offer: eur(29 + (v.place % 4) * 10),
      description: `Rejoignez ${at(CITIES_FR, v.place)} en train, confortablement et sans passer par l'aéroport.`,
      condition: 'Prix par trajet en seconde classe, places limitées.',
    })),
    t('code', (v) => ({
      title: `${pc(v)} sur les pass ferroviaires`,
      offer: pc(v),
      description: 'Voyagez librement en train dans toute l\'Europe pendant un mois avec un pass à prix réduit.',
      condition: 'Valable sur les pass de 7 jours de voyage et plus.',
    })),
    t('offer', () => ({
      title: 'Enfants de moins de 12 ans gratuits en train de nuit',
      offer: 'Gratuit',
      description: 'Partagez une cabine couchettes en famille : les enfants accompagnés voyagent sans payer.',
      condition: 'Dans la cabine de leurs parents, deux enfants maximum.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} de réduction sur un aller-retour en première classe`,
      offer: eur(v.amount),
      description: 'Plus d\'espace, un repas servi à la place et le wifi gratuit pour le même prix qu\'en seconde.',
      condition: `Dès ${eur(v.minimum)} de billets.`,
    })),
    t('offer', (v) => ({
      title: `Bus vers ${at(CITIES_FR, v.place + 4)} dès ${eur(19 + (v.place % 3) * 5)}`,
      offer: eur(19 + (v.place % 3) * 5),
      description: 'Des autocars confortables avec prises électriques et bagage en soute compris.',
      condition: 'Prix par trajet, selon disponibilités.',
    })),
  ],
  car: [
    t('code', (v) => ({
      title: `${pc(v)} sur la location de voiture ${at(BEACHES_FR, v.place)}`,
      offer: pc(v),
      description: `Récupérez votre voiture à l'aéroport et explorez la région ${at(BEACHES_FR, v.place)} à votre rythme.`,
      condition: 'Valable pour une location de 3 jours minimum, kilométrage illimité.',
    })),
    t('offer', () => ({
      title: 'Conducteur supplémentaire gratuit',
      offer: 'Gratuit',
      description: 'Partagez le volant sans frais : un deuxième conducteur est inclus dans toutes les locations.',
      condition: 'Conducteur âgé de 25 ans minimum, titulaire du permis depuis trois ans.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} de réduction dès 7 jours de location`,
      offer: eur(v.amount),
      description: 'Pour un road trip ou des vacances en famille, le code réduit le prix de votre location longue.',
      condition: 'Hors carburant et options.',
    })),
    t('offer', () => ({
      title: 'Assurance sans franchise à moitié prix',
      offer: '-50\u00a0%',
      description: "Roulez l'esprit tranquille : rayures, pare-brise et pneus sont couverts pour moitié prix.",
      condition: 'À ajouter lors de la réservation en ligne.',
    })),
    t('offer', () => ({
      title: 'Siège enfant offert pour toute réservation en ligne',
      offer: 'Offert',
      description: 'Siège bébé, siège auto ou rehausseur : choisissez le modèle adapté, il vous attend dans la voiture.',
      condition: 'Un siège par location, selon disponibilités.',
    })),
    t('code', (v) => ({
      title: `Code été ${v.year} : ${pc(v)} sur les monospaces`,
      offer: pc(v),
      description: 'Sept places et un grand coffre pour partir en vacances avec toute la famille.',
      condition: `Pour les prises en charge entre juin et septembre ${v.year}.`,
    })),
  ],
  ferry: [
    t('code', (v) => ({
      title: `${pc(v)} sur la traversée avec voiture`,
      offer: pc(v),
      description: 'Embarquez avec votre voiture et vos bagages : le code réduit le prix de la traversée aller-retour.',
      condition: 'Valable pour un véhicule de moins de 1,85\u00a0m de hauteur.',
    })),
    t('offer', (v) => ({
      title: `Aller-retour dès ${eur(v.amount + 49)} pour une voiture et 2 passagers`,
      offer: eur(v.amount + 49),
      description: 'Traversées quotidiennes, embarquement rapide et boutiques à bord.',
      condition: 'Selon disponibilités, hors période de pointe.',
    })),
    t('offer', () => ({
      title: 'Cabine offerte sur les traversées de nuit',
      offer: 'Offert',
      description: 'Arrivez reposé : une cabine intérieure avec douche est incluse pour les traversées de nuit.',
      condition: 'Pour deux passagers minimum.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} de réduction sur votre traversée aller-retour`,
      offer: eur(v.amount),
      description: "Vers l'Angleterre, l'Irlande ou les îles de la Méditerranée, le code est valable sur toutes les lignes.",
      condition: `Dès ${eur(v.minimum)} de réservation.`,
    })),
    t('offer', () => ({
      title: 'Enfants de moins de 4 ans gratuits à bord',
      offer: 'Gratuit',
      description: 'Les tout-petits voyagent gratuitement sur toutes les traversées.',
      condition: 'Accompagnés d\'un adulte payant.',
    })),
    t('code', (v) => ({
      title: `Réservez tôt : ${pc(v)} sur les traversées d'été`,
      offer: pc(v),
      description: 'Les meilleurs horaires partent vite : réservez votre traversée estivale dès maintenant.',
      condition: `Pour les départs de juillet et août ${v.year}.`,
    })),
  ],
  cruise: [
    t('code', (v) => ({
      title: `${pc(v)} sur les croisières fluviales ${at(RIVERS_FR, v.place)}`,
      offer: pc(v),
      description: `Naviguez ${at(RIVERS_FR, v.place)} en pension complète, excursions et boissons aux repas comprises.`,
      condition: 'Valable sur une sélection de départs, taxes portuaires en sus.',
    })),
    t('offer', () => ({
      title: 'Forfait boissons offert sur une sélection de croisières',
      offer: 'Offert',
      description: 'Vins, softs et cafés à volonté pendant toute la croisière, sans supplément.',
      condition: 'Sur les départs signalés, pour toute nouvelle réservation.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} de réduction par cabine dès ${eur(v.minimum)}`,
      offer: eur(v.amount),
      description: 'Le code réduit le prix de votre cabine, quelle que soit la catégorie choisie.',
      condition: 'Une réduction par cabine, non cumulable.',
    })),
    t('offer', (v) => ({
      title: `Croisières en Méditerranée : jusqu'à ${v.pct}\u00a0% de dernière minute`,
      offer: pc(v),
      description: 'Les dernières cabines des départs de ce mois sont proposées à prix réduit.',
      condition: 'Prix par personne en cabine double intérieure.',
    })),
    t('offer', () => ({
      title: 'Deuxième passager à moitié prix',
      offer: '-50\u00a0%',
      description: 'Partagez votre cabine : la deuxième personne paie moitié prix sur une sélection d\'itinéraires.',
      condition: 'Hors taxes portuaires et pourboires.',
    })),
    t('code', (v) => ({
      title: `Cabine avec balcon : ${pc(v)} sur le surclassement`,
      offer: pc(v),
      description: 'Passez d\'une cabine intérieure à une cabine avec balcon à prix réduit.',
      condition: 'Selon disponibilités au moment de la réservation.',
    })),
  ],
  luggage: [
    t('code', (v) => ({
      title: `${pc(v)} sur les valises rigides`,
      offer: pc(v),
      description: 'Coques en polycarbonate, quatre roues silencieuses et cadenas intégré : équipez-vous pour vos prochaines vacances.',
      condition: 'Valable sur les valises rigides, hors articles déjà soldés.',
    })),
    t('free_delivery', (v, e) => ({
      title: `Livraison offerte dès ${eur(v.basket)} d'achat`,
      offer: 'Livraison offerte',
      description: `Commandez vos bagages et recevez-les gratuitement ${e.deliveryZone} en deux à trois jours ouvrables.`,
      condition: `Dès ${eur(v.basket)} d'achat, livraison à domicile ou en point relais.`,
    })),
    t('code', (v) => ({
      title: `${eur(small(v) * 2)} de réduction sur les sets de trois valises`,
      offer: eur(small(v) * 2),
      description: 'Une cabine, une moyenne et une grande valise assorties, à prix réduit.',
      condition: 'Valable sur les sets de trois valises uniquement.',
    })),
    t('offer', (v) => ({
      title: `Jusqu'à ${v.pct}\u00a0% sur les sacs de voyage`,
      offer: pc(v),
      description: 'Sacs polochons, sacs à roulettes et sacs week-end à prix réduit.',
      condition: 'Dans la limite des stocks disponibles.',
    })),
    t('code', (v) => ({
      title: `${pc(v)} sur les bagages cabine`,
      offer: pc(v),
      description: 'Des valises cabine conformes aux dimensions des compagnies aériennes, pour voyager sans supplément.',
      condition: 'Valable sur les valises de 55\u00a0cm et moins.',
    })),
    t('free_delivery', () => ({
      title: 'Livraison et retours gratuits',
      offer: 'Gratuit',
      description: 'Commandez, essayez, renvoyez : la livraison et le retour sous 30 jours ne vous coûtent rien.',
      condition: 'Retour dans l\'emballage d\'origine.',
    })),
    t('offer', () => ({
      title: 'Cubes de rangement : le troisième offert',
      offer: '3 pour 2',
      description: 'Organisez votre valise avec des cubes de rangement : pour deux achetés, le troisième est gratuit.',
      condition: 'Le moins cher des trois articles est offert.',
    })),
  ],
  outdoor: [
    t('code', (v) => ({
      title: `${pc(v)} sur les chaussures de randonnée`,
      offer: pc(v),
      description: 'Chaussures basses ou montantes, imperméables et respirantes, pour la balade comme pour le trek.',
      condition: 'Hors nouveautés de la saison.',
    })),
    t('free_delivery', (v, e) => ({
      title: `Livraison gratuite en point relais dès ${eur(v.basket)}`,
      offer: 'Livraison offerte',
      description: `Votre équipement est livré gratuitement dans l'un des 3\u00a0000 points relais ${e.deliveryZone}.`,
      condition: `Dès ${eur(v.basket)} d'achat.`,
    })),
    t('code', (v) => ({
      title: `${eur(small(v))} de réduction dès ${eur(v.basket * 2)} d'achat`,
      offer: eur(small(v)),
      description: 'Tentes, sacs à dos, vêtements techniques : le code est valable sur tout le site.',
      condition: 'Un code par commande.',
    })),
    t('offer', (v) => ({
      title: `Jusqu'à ${v.pct}\u00a0% sur les vestes imperméables`,
      offer: pc(v),
      description: 'Les vestes de la collection précédente à prix réduit, en tailles homme, femme et enfant.',
      condition: 'Dans la limite des stocks disponibles.',
    })),
    t('code', (v) => ({
      title: `${pc(v)} sur les tentes et sacs de couchage`,
      offer: pc(v),
      description: 'Préparez vos nuits à la belle étoile avec du matériel léger et robuste.',
      condition: 'Hors articles signalés « prix bas permanents ».',
    })),
    t('offer', () => ({
      title: 'Carte fidélité : 5\u00a0% reversés sur chaque achat',
      offer: '5\u00a0%',
      description: 'Cumulez 5\u00a0% du montant de vos achats en bons d\'achat, utilisables en ligne et en magasin.',
      condition: 'Carte gratuite, activée dès la première commande.',
    })),
  ],
  ski: [
    t('code', (v) => ({
      title: `${pc(v)} sur la location de skis ${at(RESORTS_FR, v.place)}`,
      offer: pc(v),
      description: `Skis, chaussures et casque réservés en ligne et prêts à votre arrivée ${at(RESORTS_FR, v.place)}.`,
      condition: 'Valable pour une location de 6 jours, réservée au moins 48 heures à l\'avance.',
    })),
    t('offer', () => ({
      title: 'Forfait remontées offert aux enfants de moins de 6 ans',
      offer: 'Gratuit',
      description: 'Les plus petits skient gratuitement sur tout le domaine, toute la saison.',
      condition: 'Sur présentation d\'un justificatif d\'âge.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} de réduction sur les séjours au ski dès ${eur(v.minimum)}`,
      offer: eur(v.amount),
      description: 'Appartement au pied des pistes, forfait et location de matériel : le code s\'applique au séjour complet.',
      condition: 'Pour une semaine du samedi au samedi.',
    })),
    t('free_delivery', () => ({
      title: 'Matériel de ski livré gratuitement au pied des pistes',
      offer: 'Livraison offerte',
      description: 'Votre matériel est déposé gratuitement à votre hébergement la veille de votre première journée de ski.',
      condition: 'Dans les stations partenaires, pour toute location de 4 jours minimum.',
    })),
    t('offer', (v) => ({
      title: `Semaine au ski ${at(RESORTS_FR, v.place + 2)} dès ${eur(v.amount * 3)} par personne`,
      offer: eur(v.amount * 3),
      description: 'Sept nuits en résidence avec piscine, à moins de 300 mètres des remontées mécaniques.',
      condition: 'Prix par personne sur la base d\'un appartement pour quatre, hors forfait.',
    })),
    t('code', (v) => ({
      title: `Code neige : ${pc(v)} sur les chalets et appartements`,
      offer: pc(v),
      description: 'Des chalets en bois et des appartements rénovés dans les plus belles stations des Alpes.',
      condition: 'Hors vacances de Noël et de carnaval.',
    })),
  ],
  leisure: [
    t('code', (v) => ({
      title: `${pc(v)} sur les billets d'entrée en ligne`,
      offer: pc(v),
      description: "Achetez vos billets à l'avance et évitez la file d'attente à la caisse.",
      condition: 'Billets datés, non échangeables.',
    })),
    t('offer', () => ({
      title: 'Un billet enfant offert pour un billet adulte acheté',
      offer: 'Gratuit',
      description: 'Pour une journée en famille, le billet des enfants de 3 à 11 ans est offert.',
      condition: 'Un billet enfant gratuit par billet adulte plein tarif.',
    })),
    t('code', (v) => ({
      title: `${eur(small(v))} de réduction sur le billet famille`,
      offer: eur(small(v)),
      description: 'Deux adultes et deux enfants : le code réduit encore le prix du billet famille.',
      condition: 'Achat en ligne uniquement.',
    })),
    t('offer', (v) => ({
      title: `Abonnement annuel : jusqu'à ${v.pct}\u00a0% moins cher`,
      offer: pc(v),
      description: 'Venez autant de fois que vous le souhaitez pendant douze mois, parking compris.',
      condition: 'Offre réservée aux achats en ligne.',
    })),
    t('offer', (v) => ({
      title: `Billets datés dès ${eur(19 + (v.place % 8))} en ligne`,
      offer: eur(19 + (v.place % 8)),
      description: 'Choisissez votre date et profitez du meilleur tarif, jusqu\'à un tiers moins cher qu\'à l\'entrée.',
      condition: 'Tarif variable selon la date choisie.',
    })),
    t('code', (v) => ({
      title: `${pc(v)} sur les nocturnes d'été`,
      offer: pc(v),
      description: 'Attractions, spectacle de lumières et feu d\'artifice : vivez le parc à la tombée de la nuit.',
      condition: 'Les soirs de nocturne indiqués au calendrier.',
    })),
  ],
  insurance: [
    t('code', (v) => ({
      title: `${pc(v)} sur l'assurance annulation`,
      offer: pc(v),
      description: 'Votre voyage est remboursé en cas de maladie, d\'accident ou de licenciement avant le départ.',
      condition: 'À souscrire dans les cinq jours suivant la réservation du voyage.',
    })),
    t('offer', () => ({
      title: 'Premier mois offert sur l\'assurance voyage annuelle',
      offer: 'Offert',
      description: 'Une seule assurance pour tous vos voyages de l\'année : assistance, annulation et bagages.',
      condition: 'Pour toute nouvelle souscription en ligne.',
    })),
    t('code', (v) => ({
      title: `${eur(small(v))} de réduction sur l'assurance multirisque`,
      offer: eur(small(v)),
      description: 'Annulation, rapatriement, frais médicaux et bagages couverts en un seul contrat.',
      condition: 'Valable sur les contrats temporaires.',
    })),
    t('offer', (v) => ({
      title: `Assistance rapatriement dès ${eur(8 + (v.place % 6))} par voyage`,
      offer: eur(8 + (v.place % 6)),
      description: 'Frais médicaux à l\'étranger et rapatriement pris en charge, avec une assistance joignable jour et nuit.',
      condition: 'Pour un voyage de 8 jours maximum en Europe.',
    })),
    t('offer', () => ({
      title: 'Enfants assurés gratuitement avec leurs parents',
      offer: 'Gratuit',
      description: 'La formule famille couvre tous les enfants de moins de 18 ans sans supplément.',
      condition: 'Enfants voyageant avec au moins un parent assuré.',
    })),
    t('code', (v) => ({
      title: `Code ski : ${pc(v)} sur l'assurance sports d'hiver`,
      offer: pc(v),
      description: 'Secours sur piste, frais de recherche et forfait non utilisé remboursés.',
      condition: 'Valable pour les séjours au ski de 4 à 15 jours.',
    })),
  ],
  citytrip: [
    t('code', (v) => ({
      title: `${pc(v)} sur les city trips à ${at(CITIES_FR, v.place)}`,
      offer: pc(v),
      description: `Hôtel central et transport compris : découvrez ${at(CITIES_FR, v.place)} le temps d'un week-end.`,
      condition: 'Valable pour deux nuits minimum, hors taxe de séjour.',
    })),
    t('offer', (v) => ({
      title: `Week-end à ${at(CITIES_FR, v.place + 3)} : hôtel et train dès ${eur(v.amount * 2 + 99)}`,
      offer: eur(v.amount * 2 + 99),
      description: 'Deux nuits en hôtel trois étoiles et le train aller-retour, réservés en une seule fois.',
      condition: 'Prix par personne en chambre double.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} de réduction sur les escapades de 3 nuits`,
      offer: eur(v.amount),
      description: 'Prolongez votre week-end : le code réduit le prix d\'un séjour de trois nuits ou plus.',
      condition: `Dès ${eur(v.minimum)} de réservation.`,
    })),
    t('offer', (v) => ({
      title: `Visite guidée offerte pour tout séjour à ${at(CITIES_FR, v.place + 6)}`,
      offer: 'Offert',
      description: 'Une balade de deux heures avec un guide francophone pour découvrir la ville autrement.',
      condition: 'Une visite par réservation, à réserver sur place.',
    })),
    t('offer', () => ({
      title: 'Carte de la ville à moitié prix avec votre séjour',
      offer: '-50\u00a0%',
      description: 'Transports en commun et entrées des musées compris dans une seule carte.',
      condition: 'Carte de 48 ou 72 heures.',
    })),
    t('code', (v) => ({
      title: `Code escapade : ${pc(v)} sur les hôtels du centre-ville`,
      offer: pc(v),
      description: 'Dormez au cœur de la ville, à deux pas des musées et des restaurants.',
      condition: 'Séjours du dimanche au jeudi.',
    })),
  ],
  wellness: [
    t('code', (v) => ({
      title: `${pc(v)} sur les week-ends bien-être`,
      offer: pc(v),
      description: 'Deux nuits, un dîner gastronomique et l\'accès libre à l\'espace détente : de quoi recharger les batteries.',
      condition: 'Valable du dimanche au vendredi.',
    })),
    t('offer', () => ({
      title: 'Soin de 30 minutes offert dès deux nuits',
      offer: 'Offert',
      description: 'Massage du dos ou soin du visage offert à chaque adulte pour tout séjour de deux nuits.',
      condition: 'Sur réservation, selon disponibilités.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} de réduction sur les séjours de thalassothérapie`,
      offer: eur(v.amount),
      description: 'Cures marines de trois à six jours, avec soins quotidiens et hôtel face à la mer.',
      condition: `Dès ${eur(v.minimum)} de réservation.`,
    })),
    t('free_delivery', (_v, e) => ({
      title: 'Coffrets cadeaux livrés gratuitement',
      offer: 'Livraison offerte',
      description: `Offrez une pause détente : le coffret est livré gratuitement ${e.deliveryZone} en 48 heures.`,
      condition: 'Également disponible en version électronique, à imprimer.',
    })),
    t('offer', () => ({
      title: 'Accès au spa inclus pour tous les hôtes',
      offer: 'Inclus',
      description: 'Piscine chauffée, sauna et hammam accessibles sans supplément pendant votre séjour.',
      condition: 'Peignoir et serviettes fournis.',
    })),
    t('code', (v) => ({
      title: `Duo détente : ${pc(v)} sur la deuxième entrée`,
      offer: pc(v),
      description: 'Venez à deux et profitez des bains et des saunas à prix réduit.',
      condition: 'Pour deux entrées achetées ensemble.',
    })),
  ],
  parking: [
    t('code', (v) => ({
      title: `${pc(v)} sur le parking à l'aéroport`,
      offer: pc(v),
      description: 'Garez-vous à cinq minutes du terminal dans un parking surveillé jour et nuit.',
      condition: 'Valable pour toute réservation en ligne de 3 jours minimum.',
    })),
    t('offer', () => ({
      title: 'Navette gratuite vers le terminal toutes les 10 minutes',
      offer: 'Gratuit',
      description: 'Déposez votre voiture, une navette vous conduit au terminal avec vos bagages.',
      condition: 'Navette en service de 4 h à minuit.',
    })),
    t('code', (v) => ({
      title: `${eur(small(v))} de réduction dès 7 jours de parking`,
      offer: eur(small(v)),
      description: 'Pour vos vacances d\'une ou deux semaines, réservez votre place à l\'avance et payez moins.',
      condition: 'Un code par réservation.',
    })),
    t('offer', (v) => ({
      title: `Parking couvert dès ${eur(5 + (v.place % 5))} par jour`,
      offer: eur(5 + (v.place % 5)),
      description: 'Votre voiture reste à l\'abri pendant votre voyage, dans un parking fermé et éclairé.',
      condition: 'Prix pour une réservation de 8 jours.',
    })),
    t('offer', () => ({
      title: 'Lavage de voiture offert dès 10 jours de stationnement',
      offer: 'Offert',
      description: 'Retrouvez une voiture propre à votre retour de vacances.',
      condition: 'Lavage extérieur, sur demande lors du dépôt.',
    })),
    t('code', (v) => ({
      title: `Code voiturier : ${pc(v)} sur le service voiturier`,
      offer: pc(v),
      description: 'Un voiturier prend votre voiture devant le terminal et vous la rend à votre retour.',
      condition: 'Réservation au moins 24 heures à l\'avance.',
    })),
  ],
};

export const CODE_WORDS_FR: Record<Sector, string[]> = {
  tour: ['ETE', 'SOLEIL', 'EVASION', 'VACANCES', 'SEJOUR'],
  hotel: ['NUIT', 'HOTEL', 'ESCALE', 'REPOS'],
  rental: ['GITE', 'VILLA', 'LOCATION'],
  camping: ['CAMPING', 'TENTE', 'NATURE'],
  park: ['COTTAGE', 'FAMILLE', 'DETENTE'],
  flight: ['ENVOL', 'VOL', 'AILES'],
  train: ['RAIL', 'TRAIN', 'QUAI'],
  car: ['ROUTE', 'AUTO', 'VOITURE'],
  ferry: ['TRAVERSEE', 'MAREE', 'CAP'],
  cruise: ['CROISIERE', 'ESCALE', 'LARGUE'],
  luggage: ['VALISE', 'BAGAGE', 'DEPART'],
  outdoor: ['RANDO', 'SENTIER', 'SOMMET'],
  ski: ['SKI', 'NEIGE', 'GLISSE'],
  leisure: ['SORTIE', 'LOISIRS', 'JOIE'],
  insurance: ['SERENITE', 'ASSUR', 'ZEN'],
  citytrip: ['VILLE', 'ESCAPADE', 'WEEKEND'],
  wellness: ['DETENTE', 'SPA', 'BIENETRE'],
  parking: ['PARKING', 'GARAGE', 'STATION'],
};
