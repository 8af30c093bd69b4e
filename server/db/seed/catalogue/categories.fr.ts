import type { CategoryCopy, CategoryTexts, EditionContext } from './language';

/** Names and copy of the category tree in French (keys of tree.ts). */
export const CATEGORY_COPY_FR: Record<string, CategoryCopy> = {
  sejours: {
    name: 'Séjours & voyages', noun: 'vos séjours et voyages',
    pitch: "Soleil d'hiver, circuit en Asie ou semaine tout compris en Grèce : comparez les offres des voyagistes et profitez de leurs codes promo avant de réserver.",
    tips: ['Réservez six à neuf mois à l\'avance pour les vacances scolaires : les remises « réservez tôt » atteignent souvent 20\u00a0%.', 'Comparez le prix du forfait avec celui du vol et de l\'hôtel réservés séparément.', 'Vérifiez ce que comprend le prix : transferts, taxes d\'aéroport et bagage en soute.'],
    season: "Les meilleures remises tombent en janvier et février pour l'été, puis à la dernière minute, deux à trois semaines avant le départ.",
  },
  'last-minute': {
    name: 'Last minute', noun: 'les voyages de dernière minute',
    pitch: 'Vous êtes libre dans quinze jours ? Les voyagistes bradent les dernières places de leurs vols et de leurs hôtels : c\'est le moment de partir au soleil pour moins cher.',
    season: 'Les offres de dernière minute apparaissent deux à trois semaines avant le départ, surtout en mai, juin et septembre.',
  },
  'all-inclusive': {
    name: 'Séjours tout compris', noun: 'les séjours tout compris',
    pitch: 'Repas, boissons, animations et activités compris dans le prix : avec un séjour tout compris, vous connaissez le budget de vos vacances dès la réservation.',
  },
  'vacances-plage': { name: 'Vacances à la plage', noun: 'les vacances à la plage', pitch: 'Sable fin, mer turquoise et hôtel les pieds dans l\'eau : trouvez la plage qui vous ressemble, des Canaries à la Crète.' },
  circuits: { name: 'Circuits', noun: 'les circuits', pitch: 'Découvrez un pays en profondeur avec un guide, en petit groupe ou au volant de votre voiture de location.' },
  autotours: { name: 'Autotours', noun: 'les autotours', pitch: 'Votre voiture de location et vos hôtels réservés étape par étape, avec un carnet de route détaillé : la liberté sans l\'organisation.' },
  'circuits-autocar': { name: 'Circuits en autocar', noun: 'les circuits en autocar', pitch: 'Installez-vous confortablement et laissez-vous conduire : chauffeur, guide et hôtels sont compris.' },
  'voyages-famille': { name: 'Voyages en famille', noun: 'les voyages en famille', pitch: 'Clubs enfants, chambres familiales et piscines à toboggans : des vacances où petits et grands trouvent leur compte.' },
  'voyages-noces': { name: 'Voyages de noces', noun: 'les voyages de noces', pitch: 'Îles lointaines, hôtels de charme et attentions pour les jeunes mariés : offrez-vous un voyage inoubliable à prix doux.' },
  'sejours-bien-etre': { name: 'Séjours bien-être', noun: 'les séjours bien-être', pitch: 'Thalasso, spa et cuisine légère : quelques jours pour souffler, à la mer ou à la campagne.' },
  'promos-voyages': { name: 'Promos voyages', noun: 'les promos voyages', pitch: 'Toutes les réductions du moment réunies sur une page : séjours, vols et week-ends à prix barrés.' },
  hebergement: {
    name: 'Hébergement', noun: 'votre hébergement',
    pitch: 'Hôtel en ville, gîte à la campagne, cottage en forêt ou chambre d\'hôtes : comparez les offres et réservez votre logement au meilleur prix.',
    tips: ['Réservez avec annulation gratuite, puis surveillez les prix : si le tarif baisse, annulez et réservez à nouveau.', 'Comparez le prix par personne d\'une location avec celui de plusieurs chambres d\'hôtel.', 'Vérifiez ce que couvre le prix : petit-déjeuner, taxe de séjour, ménage et linge.'],
    season: "Les tarifs baissent en dehors des vacances scolaires : en mai, juin et septembre, les mêmes chambres coûtent souvent 20 à 40\u00a0% de moins.",
  },
  hotels: { name: 'Hôtels', noun: 'les hôtels', pitch: 'Des milliers d\'hôtels à prix réduit, de la chambre simple pour une nuit à la suite avec vue sur mer.' },
  'hotels-luxe': { name: 'Hôtels de luxe', noun: 'les hôtels de luxe', pitch: 'Palaces, hôtels cinq étoiles et adresses d\'exception : le grand confort à prix négocié.' },
  'hotels-petit-prix': { name: 'Hôtels pas chers', noun: 'les hôtels pas chers', pitch: 'Des chambres propres et bien situées à petit prix, idéales pour une étape ou un court séjour.' },
  'locations-vacances': { name: 'Locations de vacances', noun: 'les locations de vacances', pitch: 'Maisons, appartements et villas avec piscine : plus d\'espace et de liberté pour le même budget qu\'à l\'hôtel.' },
  'chambres-hotes': { name: "Chambres d'hôtes", noun: "les chambres d'hôtes", pitch: 'Des hôtes aux petits soins, un petit-déjeuner fait maison et de bons conseils pour visiter la région.' },
  'parcs-vacances': { name: 'Parcs de vacances', noun: 'les parcs de vacances', pitch: 'Cottages au cœur de la forêt, piscine tropicale et activités pour enfants : la formule idéale pour un week-end ou une semaine en famille.' },
  'clubs-vacances': { name: 'Clubs de vacances', noun: 'les clubs de vacances', pitch: 'Animations, sports et clubs enfants : en club, vous n\'avez plus qu\'à profiter.' },
  auberges: { name: 'Auberges de jeunesse', noun: 'les auberges de jeunesse', pitch: 'Dortoirs ou chambres privées dans le centre des villes : l\'hébergement malin des voyageurs à petit budget.' },
  transport: {
    name: 'Transport', noun: 'vos transports',
    pitch: 'Avion, train, ferry ou voiture de location : réduisez le coût du trajet pour garder plus de budget pour les vacances.',
    tips: ['Comparez les aéroports de départ : quelques dizaines de kilomètres de plus peuvent diviser le prix du billet par deux.', 'Ajoutez vos bagages en ligne lors de la réservation, jamais au comptoir.', 'Pour la voiture de location, réservez tôt et refusez les options déjà couvertes par votre carte bancaire.'],
    season: "Réservez vos vols deux à quatre mois à l'avance pour l'Europe, et plutôt en milieu de semaine.",
  },
  vols: { name: "Billets d'avion", noun: "les billets d'avion", pitch: 'Vols vers le soleil, les grandes villes ou l\'autre bout du monde : comparez et payez moins cher votre billet.' },
  'train-bus': { name: 'Train & bus', noun: 'les billets de train et de bus', pitch: 'Voyager sans prendre l\'avion, c\'est possible : trains à grande vitesse, trains de nuit et bus longue distance.' },
  'location-voiture': { name: 'Location de voiture', noun: 'la location de voiture', pitch: 'À l\'aéroport ou en ville, louez la bonne voiture au bon prix, avec les assurances qu\'il vous faut.' },
  ferries: { name: 'Ferries', noun: 'les traversées en ferry', pitch: 'Partez avec votre voiture vers l\'Angleterre, l\'Irlande, la Corse ou la Sardaigne.' },
  'parking-aeroport': { name: 'Parking aéroport', noun: 'le parking à l\'aéroport', pitch: 'Réservez votre place à l\'avance : c\'est jusqu\'à deux fois moins cher qu\'au parking officiel.' },
  transferts: { name: 'Transferts aéroport', noun: 'les transferts aéroport', pitch: 'Navette partagée ou chauffeur privé : arrivez à votre hôtel sans stress.' },
  bagages: {
    name: 'Bagages & équipement', noun: 'vos bagages et votre équipement',
    pitch: 'Valises, sacs à dos, vêtements techniques et matériel de camping : équipez-vous pour le voyage à prix réduit.',
    tips: ['Mesurez votre bagage cabine avant de l\'acheter : les dimensions autorisées varient selon les compagnies.', 'Privilégiez une coque en polycarbonate, plus légère et plus résistante que l\'ABS.', 'Achetez l\'équipement de la saison passée : les modèles changent peu et les prix baissent fortement.'],
    season: "Les meilleures remises sur les bagages et l'équipement tombent pendant les soldes, et juste après la rentrée pour le matériel d'été.",
  },
  valises: { name: 'Valises', noun: 'les valises', pitch: 'Rigides ou souples, cabine ou grand format : choisissez une valise solide qui vous suivra pendant des années.' },
  'bagages-cabine': { name: 'Bagages cabine', noun: 'les bagages cabine', pitch: 'Des valises et des sacs aux dimensions des compagnies aériennes, pour voyager sans supplément.' },
  'sacs-a-dos': { name: 'Sacs à dos', noun: 'les sacs à dos', pitch: 'Sac de randonnée, sac de voyage ou petit sac de ville : le bon volume pour chaque aventure.' },
  'accessoires-voyage': { name: 'Accessoires de voyage', noun: 'les accessoires de voyage', pitch: 'Adaptateurs, cadenas, coussins de voyage et cubes de rangement : les petits objets qui facilitent le voyage.' },
  'vetements-outdoor': { name: 'Vêtements de plein air', noun: 'les vêtements de plein air', pitch: 'Vestes imperméables, polaires et t-shirts techniques pour rester au sec et au chaud.' },
  'chaussures-randonnee': { name: 'Chaussures de randonnée', noun: 'les chaussures de randonnée', pitch: 'Des chaussures confortables et bien ajustées, la première condition d\'une belle randonnée.' },
  'materiel-camping': { name: 'Matériel de camping', noun: 'le matériel de camping', pitch: 'Tentes, réchauds, matelas et glacières : tout pour camper confortablement.' },
  'sacs-de-couchage': { name: 'Sacs de couchage', noun: 'les sacs de couchage', pitch: 'Léger pour l\'été ou chaud pour la montagne : bien dormir change tout.' },
  loisirs: {
    name: 'Loisirs & parcs', noun: 'vos loisirs et sorties',
    pitch: 'Parcs d\'attractions, parcs aquatiques, zoos et musées : des idées de sorties à prix réduit pour toute la famille.',
    tips: ['Achetez vos billets en ligne : ils coûtent souvent 10 à 30\u00a0% de moins qu\'à la caisse.', 'Choisissez un jour de semaine hors vacances scolaires pour éviter la foule et profiter des tarifs réduits.', 'Si vous revenez plusieurs fois dans l\'année, l\'abonnement annuel est vite rentabilisé.'],
    season: "Les parcs proposent leurs meilleurs prix en début et en fin de saison, et pour les billets datés achetés à l'avance.",
  },
  'parcs-attractions': { name: "Parcs d'attractions", noun: "les parcs d'attractions", pitch: 'Montagnes russes, spectacles et univers féeriques : achetez vos billets en ligne pour payer moins et éviter la file.' },
  'parcs-aquatiques': { name: 'Parcs aquatiques', noun: 'les parcs aquatiques', pitch: 'Toboggans géants, rivières sauvages et bassins chauffés, été comme hiver.' },
  zoos: { name: 'Zoos & parcs animaliers', noun: 'les zoos et parcs animaliers', pitch: 'Safaris en voiture, nourrissages commentés et animaux du monde entier à découvrir en famille.' },
  'activites-plein-air': { name: 'Activités de plein air', noun: 'les activités de plein air', pitch: 'Accrobranche, kayak, escalade ou VTT : de belles journées dehors à prix réduit.' },
  'visites-culturelles': { name: 'Musées & visites', noun: 'les musées et visites', pitch: 'Expositions, châteaux et visites guidées : la culture coûte moins cher quand on réserve en ligne.' },
  'sorties-famille': { name: 'Sorties en famille', noun: 'les sorties en famille', pitch: 'Des idées de journées et de week-ends pour occuper les enfants pendant les congés.' },
  ski: {
    name: 'Ski & montagne', noun: 'vos vacances au ski',
    pitch: 'Séjour au pied des pistes, forfaits et location de matériel : les sports d\'hiver coûtent moins cher avec un bon code promo.',
    tips: ['Réservez votre matériel en ligne : c\'est souvent 30 à 50\u00a0% moins cher qu\'au magasin de la station.', 'Évitez les semaines de carnaval si vos dates sont libres.', 'Comparez le prix du forfait de six jours avec celui des forfaits à la journée.'],
    season: 'Les meilleures remises se trouvent en réservant avant fin octobre, ou pour les semaines de janvier et de fin de saison.',
  },
  'sejours-ski': { name: 'Séjours au ski', noun: 'les séjours au ski', pitch: 'Appartements, chalets et clubs dans les plus belles stations des Alpes.' },
  'location-ski': { name: 'Location de matériel de ski', noun: 'la location de matériel de ski', pitch: 'Skis, snowboards et chaussures réservés en ligne, prêts à votre arrivée.' },
  'forfaits-ski': { name: 'Forfaits de ski', noun: 'les forfaits de ski', pitch: 'Achetez votre forfait à l\'avance et accédez directement aux remontées.' },
  camping: {
    name: 'Camping', noun: 'vos vacances en camping',
    pitch: 'Emplacement sous les pins, mobil-home climatisé ou tente safari : le camping reste la façon la plus conviviale et la moins chère de partir.',
    season: 'Réservez avant la fin mars pour juillet et août ; en juin et en septembre, les prix baissent souvent de moitié.',
    tips: ['Réservez tôt pour juillet et août : les meilleurs emplacements partent dès l\'hiver.', 'Pensez aux cartes de réduction hors saison pour camper moins cher en juin et en septembre.', 'Comparez le prix d\'un mobil-home avec celui d\'un emplacement et d\'une tente louée sur place.'],
  },
  'campings-mer': { name: 'Campings en bord de mer', noun: 'les campings en bord de mer', pitch: 'Des campings à quelques pas de la plage, de la Bretagne à la Méditerranée.' },
  glamping: { name: 'Glamping', noun: 'le glamping', pitch: 'Cabanes perchées, lodges et bulles transparentes : le camping version confort.' },
  'mobil-homes': { name: 'Mobil-homes', noun: 'les mobil-homes', pitch: 'Chambres séparées, cuisine équipée et terrasse : le confort d\'une maison au camping.' },
  assurances: {
    name: 'Assurances voyage', noun: 'votre assurance voyage',
    pitch: 'Annulation, rapatriement, frais médicaux et bagages : partez l\'esprit tranquille, sans payer trop cher votre assurance.',
    tips: ['Vérifiez d\'abord ce que couvre déjà votre carte bancaire.', 'Souscrivez l\'assurance annulation dès la réservation du voyage.', 'Pour plusieurs voyages par an, une formule annuelle revient souvent moins cher.'],
  },
  'assurance-annulation': { name: 'Assurance annulation', noun: "l'assurance annulation", pitch: 'Récupérez le prix de votre voyage si un imprévu vous empêche de partir.' },
  'assistance-voyage': { name: 'Assistance voyage', noun: "l'assistance voyage", pitch: 'Frais médicaux à l\'étranger, rapatriement et aide jour et nuit où que vous soyez.' },
  croisieres: {
    name: 'Croisières', noun: 'les croisières',
    pitch: 'Méditerranée, fjords de Norvège ou grands fleuves d\'Europe : chaque jour une nouvelle escale, en pension complète.',
    tips: ['Réservez tôt pour choisir votre cabine, ou attendez les offres de dernière minute si vos dates sont souples.', 'Vérifiez si les boissons, les pourboires et les taxes portuaires sont compris.', 'Les croisières de printemps et d\'automne sont moins chères qu\'en plein été.'],
    season: "Les compagnies lancent leurs meilleures offres en janvier et février, puis bradent les dernières cabines quelques semaines avant le départ.",
  },
  'croisieres-fluviales': { name: 'Croisières fluviales', noun: 'les croisières fluviales', pitch: 'Le Rhin, le Danube ou le Douro au fil de l\'eau, à bord de bateaux à taille humaine.' },
  'croisieres-mediterranee': { name: 'Croisières en Méditerranée', noun: 'les croisières en Méditerranée', pitch: 'Barcelone, Rome, Santorin et Dubrovnik en une seule semaine de voyage.' },
  'city-trips': {
    name: 'City trips', noun: 'les city trips',
    pitch: 'Un week-end à Rome, trois jours à Lisbonne ou une escapade à Amsterdam : hôtel et transport à prix réduit pour découvrir les villes d\'Europe.',
    tips: ['Voyagez du dimanche au jeudi : les hôtels de centre-ville sont nettement moins chers qu\'en fin de semaine.', 'Comparez le train et l\'avion : pour moins de cinq heures de trajet, le train est souvent plus rapide de centre à centre.', 'Une carte de ville combinant transports et musées est vite rentabilisée.'],
    season: "Les meilleures affaires se trouvent de novembre à mars, en dehors des marchés de Noël et des ponts de printemps.",
  },
  'week-ends': {
    name: 'Week-ends & escapades', noun: 'les week-ends et escapades',
    pitch: 'Deux ou trois jours pour changer d\'air, à la mer, à la campagne ou en ville, sans poser beaucoup de congés.',
    tips: ['Partez un week-end prolongé en posant un seul jour de congé autour d\'un jour férié.', 'Réservez le mercredi ou le jeudi les offres de dernière minute pour le week-end qui suit.', 'Les formules avec dîner ou accès au spa reviennent souvent moins cher que les extras payés sur place.'],
  },
};

const DEFAULT_TIPS_FR = [
  'Comparez les offres de plusieurs sites avant de réserver : les écarts de prix sont parfois importants.',
  'Lisez les conditions du code promo (montant minimum, dates de validité, produits exclus).',
  'Inscrivez-vous à la lettre d\'information du marchand : les abonnés reçoivent souvent des codes exclusifs.',
];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function categoryTextsFr(copy: CategoryCopy, e: EditionContext, pick: <T>(items: readonly T[]) => T, parent: CategoryCopy | null): CategoryTexts {
  const noun = copy.noun ?? copy.name.toLowerCase();
  const pitch = copy.pitch ?? `Retrouvez ici les meilleures offres pour ${noun}.`;
  const tips = copy.tips ?? parent?.tips ?? DEFAULT_TIPS_FR;
  const faq = [
    {
      question: `Comment utiliser un code promo pour ${noun} ?`,
      answer: 'Cliquez sur « Voir le code », copiez-le puis collez-le dans le champ prévu lors du paiement sur le site du marchand. La réduction apparaît avant la validation de la commande.',
    },
    {
      question: `Quand trouver les meilleures offres pour ${noun} ?`,
      answer: copy.season ?? parent?.season ?? 'Les réductions sont nombreuses pendant les soldes et les ventes flash, mais aussi en début de saison, quand les marchands veulent remplir leurs premières dates.',
    },
    {
      question: `Les codes promo de ${e.siteName} sont-ils gratuits ?`,
      answer: `Oui. Tous les codes et bons plans publiés sur ${e.siteName} sont gratuits et sans inscription. Certains marchands nous rémunèrent lorsque vous réservez, sans aucun surcoût pour vous.`,
    },
  ];
  if (pick([true, false])) {
    faq.push({
      question: 'Puis-je cumuler plusieurs codes promo ?',
      answer: 'En général, un seul code est accepté par commande. Les offres sans code (réductions déjà appliquées) se cumulent en revanche souvent avec un code promo.',
    });
  }
  if (pick([true, false, false])) {
    faq.push({
      question: 'Que faire si un code ne fonctionne pas ?',
      answer: 'Vérifiez la date de validité et les conditions (montant minimum, produits concernés). Si le problème persiste, signalez-le-nous : notre équipe vérifie le code dans la journée.',
    });
  }
  return {
    header1: `${copy.name} : codes promo et bons plans`,
    header2: pick([`Les meilleures offres du moment pour ${noun}`, `Nos réductions pour ${noun}`, `Économisez sur ${noun}`]),
    topDescription: `<p>${pitch}</p><p>Chaque jour, l'équipe de ${e.siteName} vérifie les codes promo et les offres de nos partenaires pour vous aider à payer ${noun} moins cher.</p>`,
    belowDescription:
      `<h2>Comment économiser sur ${noun} ?</h2><p>Quelques réflexes suffisent souvent à faire baisser la facture :</p>` +
      `<ul>${tips.map((tip) => `<li>${tip}</li>`).join('')}</ul>` +
      `<h2>Pourquoi passer par ${e.siteName} ?</h2><p>Nous sélectionnons les marchands fiables, testons les codes et retirons ceux qui ont expiré. ` +
      `L'utilisation du site est <strong>entièrement gratuite</strong> et vos réservations se font directement chez le marchand.</p>`,
    seoTitle: `${copy.name} : codes promo et réductions | ${e.siteName}`,
    metaDescription: `${cap(noun)} moins cher : codes promo vérifiés, ventes flash et bons plans de nos partenaires, mis à jour chaque jour sur ${e.siteName}.`,
    faqItems: faq,
  };
}
