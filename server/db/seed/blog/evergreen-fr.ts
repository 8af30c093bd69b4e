/** Hand-written French articles (tips and deals), with the Belgian or French details of each edition. */
import type { EditionId } from '@/lib/editions';
import { type Article, link } from './article';
import type { EvergreenContext } from './evergreen-context';

export function evergreenFrench(edition: EditionId, ctx: EvergreenContext): Article[] {
  const be = edition === 'fr-be';
  const cmp = (query: string, text: string) => link(`/comparateur${query ? `?${query}` : ''}`, text);
  const place = (key: string, text?: string) => {
    const p = ctx.places.get(key);
    return p ? link(p.path, text ?? p.name) : (text ?? key);
  };
  const blogCat = (key: string, text: string) => link(ctx.categoryPath(key), text);
  const airports = be ? 'Brussels Airport, Charleroi ou Liège' : 'Roissy, Orly, Lyon ou Nantes';
  const art = (a: Omit<Article, 'places' | 'image'> & { image: string; places?: Article['places'] }): Article => ({ places: [], ...a, image: `/images/blog/${a.image}.svg` });

  return [
    art({
      key: 'promo-codes', category: 'deals', image: 'budget-1',
      title: 'Code promo voyage : 7 astuces pour ne jamais payer plein tarif',
      excerpt: 'Un code promo bien utilisé peut faire baisser la facture de vos vacances de 5 à 15 %. Voici comment les trouver, les vérifier et les cumuler.',
      sections: [
        { paragraphs: ['Hôtels, vols, locations de voiture, séjours tout compris : presque tous les acteurs du voyage proposent des codes promo. Encore faut-il savoir où les trouver et comment les utiliser au bon moment. Voici nos sept réflexes, testés par la rédaction.'] },
        { heading: '1. Cherchez le code avant de réserver, pas après', paragraphs: ['La plupart des agences n’acceptent plus de code une fois le paiement validé. Ouvrez la page de la marque sur notre site avant de finaliser votre panier : les codes y sont classés par date d’expiration.'] },
        { heading: '2. Lisez les conditions', paragraphs: ['Montant minimum, dates de voyage, destinations exclues : un code « -50 € » ne vaut rien s’il ne s’applique qu’aux séjours de plus de 1 500 €. Nos fiches indiquent les conditions principales sous chaque offre.'] },
        {
          heading: '3. Combinez code et promotion en cours', paragraphs: ['Beaucoup d’agences acceptent un code sur un prix déjà réduit. C’est là que se cachent les meilleures affaires :'],
          list: [`les ${cmp('has_discount=true', 'séjours en promotion')} de notre comparateur ;`, `les offres ${cmp('last=true', 'last minute')}, souvent bradées à moins de deux semaines du départ ;`, 'les ventes flash annoncées par newsletter.'],
        },
        { heading: '4. Inscrivez-vous aux newsletters… avec une adresse dédiée', paragraphs: ['Les marques réservent souvent un code de bienvenue de 5 à 10 % aux nouveaux inscrits. Créez une adresse e-mail réservée aux voyages pour ne pas encombrer votre boîte principale.'] },
        { heading: '5. Surveillez les dates clés', paragraphs: ['Black Friday, soldes de janvier et « Blue Monday » sont les moments où les codes sont les plus généreux. Les agences lancent aussi leurs meilleures offres d’été dès la fin de l’hiver.'] },
        { heading: '6. Vérifiez la date d’expiration', paragraphs: ['Un code expiré, c’est de la frustration au moment de payer. Sur notre site, les offres expirées sont affichées séparément pour que vous ne perdiez pas de temps.'] },
        { heading: '7. Partagez vos trouvailles', paragraphs: [`Vous avez trouvé un code qui fonctionne ? <a href="/partager-un-code">Partagez-le avec la communauté</a> : nous le vérifions avant de le publier. Et pour d’autres idées, parcourez notre rubrique ${blogCat('deals', 'Bons plans')}.`] },
      ],
    }),
    art({
      key: 'last-minute-vs-early', category: 'deals', image: 'calendar-1',
      title: 'Last minute ou réservation anticipée : quelle stratégie pour payer moins cher ?',
      excerpt: 'Faut-il réserver six mois à l’avance ou attendre la dernière minute ? La réponse dépend de vos dates, de votre destination et de votre flexibilité.',
      sections: [
        { paragraphs: ['C’est le grand débat des vacanciers : réserver très tôt pour bloquer un bon prix, ou patienter pour profiter des bradages de dernière minute ? Les deux stratégies fonctionnent, mais pas pour les mêmes voyageurs.'] },
        { heading: 'La réservation anticipée : idéale pour les familles', paragraphs: ['Si vous partez pendant les vacances scolaires, vous n’avez pas le choix des dates : réservez tôt. Les chambres familiales et les vols aux meilleurs horaires partent en premier, et les remises « early booking » atteignent souvent 10 à 25 %.'], list: ['Réservez dès l’automne pour l’été suivant.', 'Privilégiez les offres avec acompte réduit et annulation souple.', 'Vérifiez si l’agence garantit le prix en cas de baisse.'] },
        { heading: 'Le last minute : pour les voyageurs flexibles', paragraphs: [`Hors vacances scolaires, les tour-opérateurs bradent les places invendues à moins de deux semaines du départ. Dans notre ${cmp('last=true', 'sélection last minute')}, les départs des 14 prochains jours sont mis à jour quotidiennement.`, 'Le revers de la médaille : moins de choix d’hôtels et des horaires de vol parfois matinaux.'] },
        { heading: 'Notre verdict', paragraphs: ['En haute saison, anticipez. En basse et moyenne saison, attendez et comparez. Dans les deux cas, un code promo appliqué au bon moment fait encore baisser la note.'] },
      ],
    }),
    art({
      key: 'cheap-flights', category: 'deals', image: 'plane-1',
      title: be ? 'Vols pas chers au départ de Bruxelles et Charleroi : le mode d’emploi' : 'Vols pas chers au départ de Paris et des régions : le mode d’emploi',
      excerpt: be
        ? 'Brussels Airport ou Charleroi, mardi ou samedi, bagage inclus ou non : nos conseils pour payer votre billet d’avion le moins cher possible.'
        : 'Roissy, Orly ou aéroport de province, mardi ou samedi, bagage inclus ou non : nos conseils pour payer votre billet d’avion le moins cher possible.',
      sections: [
        { paragraphs: [be ? 'Avec deux grands aéroports à moins d’une heure de Bruxelles, les voyageurs belges ont l’embarras du choix. Encore faut-il comparer intelligemment.' : 'Entre les aéroports parisiens et les grands aéroports régionaux, les voyageurs français ont l’embarras du choix. Encore faut-il comparer intelligemment.'] },
        { heading: 'Comparez les aéroports', paragraphs: [be ? 'Charleroi est le fief des compagnies à bas prix, Brussels Airport celui des vols réguliers et des vols charter des tour-opérateurs. Selon la destination, l’écart peut dépasser 100 € par personne, mais tenez compte du coût du parking ou de la navette.' : 'Beauvais et certains aéroports régionaux accueillent les compagnies à bas prix, Roissy et Orly les vols réguliers. Selon la destination, l’écart peut dépasser 100 € par personne, mais tenez compte du coût du trajet jusqu’à l’aéroport.'] },
        { heading: 'Soyez flexible sur les jours', paragraphs: ['Les vols du mardi et du mercredi sont en moyenne moins chers que ceux du vendredi et du dimanche. Décaler votre départ d’une journée peut suffire à économiser plusieurs dizaines d’euros.'] },
        { heading: 'Attention aux frais cachés', paragraphs: ['Un billet à 29 € devient vite un billet à 120 € avec un bagage en soute, le choix du siège et le paiement par carte. Comparez toujours le prix final.'], list: ['Voyagez léger avec un seul bagage cabine.', 'Enregistrez-vous en ligne pour éviter les frais au comptoir.', 'Réservez parking et assurances séparément si c’est moins cher.'] },
        { heading: 'Pensez aux formules vol + hôtel', paragraphs: [`Pour les destinations soleil, un séjour packagé revient souvent moins cher que le vol et l’hôtel réservés séparément. Faites le test dans notre ${cmp('', 'comparateur')} au départ de ${airports}.`] },
      ],
    }),
    art({
      key: 'all-inclusive', category: 'deals', image: 'sun-1',
      title: 'All inclusive : la formule est-elle vraiment rentable ?',
      excerpt: 'Boissons, repas, snacks et animations compris : la formule tout compris rassure, mais elle n’est pas toujours la plus économique. Notre calcul.',
      sections: [
        { paragraphs: [`La formule all inclusive séduit chaque année davantage de vacanciers, en particulier ${place('turquie', 'en Turquie')}, ${place('egypte', 'en Égypte')} ou ${place('tunisie', 'en Tunisie')}. Mais est-elle vraiment avantageuse ?`] },
        { heading: 'Quand elle est rentable', list: ['Vous voyagez en famille avec des enfants ou des ados qui ont toujours faim.', 'Le resort est isolé, loin des restaurants et des commerces.', 'La vie sur place est chère (boissons, restaurants) par rapport au supplément demandé.', 'Vous aimez connaître votre budget à l’euro près avant de partir.'], paragraphs: [] },
        { heading: 'Quand elle l’est moins', paragraphs: ['Dans les grandes villes ou les destinations où l’on mange bien et pour pas cher à l’extérieur, la demi-pension suffit largement. Vous profiterez aussi davantage de la cuisine locale.'] },
        { heading: 'Notre conseil', paragraphs: [`Comparez le même hôtel en demi-pension et en all inclusive : si l’écart dépasse 25 € par jour et par adulte, la demi-pension est souvent plus intéressante. Dans notre ${cmp('type_of_stay=all_inclusive', 'comparateur')}, le filtre « formule » permet de voir les deux offres côte à côte.`] },
      ],
    }),
    art({
      key: 'stacking-deals', category: 'deals', image: 'budget-2',
      title: 'Ventes flash, cashback et codes promo : comment les cumuler',
      excerpt: 'Cumuler plusieurs réductions sur une même réservation est souvent possible… à condition de respecter le bon ordre. Mode d’emploi.',
      sections: [
        { paragraphs: ['Pourquoi se contenter d’une seule réduction quand on peut en empiler trois ? Beaucoup de voyageurs ignorent que les ventes flash, les codes promo et le cashback se combinent souvent.'] },
        { heading: 'Étape 1 : partir d’un prix déjà réduit', paragraphs: [`Commencez par repérer les ${cmp('has_discount=true', 'offres en promotion')} : le prix barré est votre point de départ.`] },
        { heading: 'Étape 2 : appliquer un code promo', paragraphs: ['Vérifiez ensuite s’il existe un code valable pour la marque. Les conditions précisent si le code est cumulable avec les promotions en cours : c’est le cas plus souvent qu’on ne le croit.'] },
        { heading: 'Étape 3 : payer malin', paragraphs: ['Certaines cartes de crédit incluent une assurance voyage ou remboursent une partie des achats. Vérifiez aussi les chèques-cadeaux reçus de votre employeur ou de votre banque.'] },
        { heading: 'Ce qui ne se cumule presque jamais', list: ['Deux codes promo sur la même commande.', 'Un code de bienvenue et un code de parrainage.', 'Une offre réservée aux membres et une vente flash publique.'], paragraphs: [] },
      ],
    }),
    art({
      key: 'cabin-luggage', category: 'tips', image: 'luggage-1',
      title: 'Bagage cabine : les règles à connaître avant de boucler sa valise',
      excerpt: 'Dimensions, poids, liquides et objets interdits : tout ce qu’il faut savoir pour passer le contrôle sans stress et sans supplément.',
      sections: [
        { paragraphs: ['Voyager uniquement avec un bagage cabine fait gagner du temps et de l’argent. Mais chaque compagnie a ses propres règles : mieux vaut les connaître avant d’arriver à l’aéroport.'] },
        { heading: 'Dimensions et poids', paragraphs: ['La plupart des compagnies acceptent un bagage d’environ 55 × 40 × 20 cm, mais les compagnies à bas prix n’incluent souvent qu’un petit sac à glisser sous le siège. Vérifiez votre billet : le bagage cabine « standard » est parfois une option payante.'] },
        { heading: 'Les liquides', paragraphs: ['Les liquides doivent être dans des flacons de 100 ml maximum, rassemblés dans un sac transparent refermable d’un litre. Certains aéroports équipés de nouveaux scanners assouplissent la règle, mais pas tous : au retour, la règle des 100 ml peut toujours s’appliquer.'] },
        { heading: 'Notre check-list cabine', list: ['Papiers d’identité et cartes d’embarquement.', 'Médicaments avec ordonnance.', 'Chargeur et batterie externe (interdite en soute).', 'Une tenue de rechange en cas de bagage égaré.', 'Une gourde vide à remplir après le contrôle.'], paragraphs: [] },
        { heading: 'Et si vous avez besoin de plus ?', paragraphs: [`Ajouter un bagage en soute lors de la réservation coûte toujours moins cher qu’à l’aéroport. Pour d’autres astuces, lisez nos ${blogCat('tips', 'conseils voyage')}.`] },
      ],
    }),
    art({
      key: 'cancellation-insurance', category: 'tips', image: 'shield-1',
      title: 'Assurance annulation : dans quels cas est-elle vraiment utile ?',
      excerpt: 'Maladie, licenciement, décès d’un proche : l’assurance annulation vous rembourse… sous conditions. Ce qu’elle couvre et quand la souscrire.',
      sections: [
        { paragraphs: ['Réserver ses vacances six mois à l’avance, c’est aussi prendre le risque de devoir annuler. L’assurance annulation limite la casse, à condition de bien la choisir.'] },
        { heading: 'Ce qu’elle couvre généralement', list: ['Une maladie ou un accident qui vous empêche de voyager, vous ou un proche.', 'Le décès d’un membre de la famille.', 'Un licenciement économique.', 'Des dommages importants à votre domicile.'], paragraphs: [] },
        { heading: 'Ce qu’elle ne couvre pas', paragraphs: ['Le simple changement d’avis, une maladie connue au moment de la réservation ou un conflit au travail ne sont presque jamais couverts. Lisez les exclusions avant de signer.'] },
        { heading: 'Quand la souscrire ?', paragraphs: ['Au moment de la réservation, ou dans les jours qui suivent : la plupart des contrats imposent un délai. Vérifiez aussi si votre carte de crédit haut de gamme n’inclut pas déjà une garantie annulation.'] },
        { heading: 'Annuelle ou ponctuelle ?', paragraphs: ['Si vous partez plus de deux fois par an, une assurance annuelle est souvent plus économique qu’une assurance par voyage.', `Pour d’autres conseils avant le départ, parcourez notre rubrique ${blogCat('tips', 'Conseils voyage')}.`] },
      ],
    }),
    art({
      key: 'checklist', category: 'tips', image: 'checklist-1',
      title: 'Check-list avant le départ : 12 choses à ne pas oublier',
      excerpt: 'Passeport périmé, chargeur oublié, carte bancaire bloquée : notre check-list pour partir l’esprit tranquille.',
      sections: [
        { paragraphs: ['Rien de pire que de réaliser à l’aéroport qu’on a oublié l’essentiel. Imprimez cette liste, ou gardez-la sur votre téléphone.'] },
        { heading: 'Un mois avant', list: ['Vérifiez la validité de vos papiers (et ceux des enfants).', 'Consultez les formalités d’entrée de votre destination.', 'Prenez rendez-vous chez le médecin si des vaccins sont recommandés.', 'Prévenez votre banque de votre voyage.'], paragraphs: [] },
        { heading: 'La semaine du départ', list: ['Enregistrez-vous en ligne dès l’ouverture.', 'Téléchargez vos billets et réservations hors ligne.', 'Réservez votre parking ou votre navette vers l’aéroport.', 'Pesez votre valise.'], paragraphs: [] },
        { heading: 'La veille', list: ['Rechargez téléphone et batterie externe.', 'Préparez un petit sac avec médicaments et affaires de rechange.', 'Coupez l’eau et débranchez les appareils.', 'Vérifiez les horaires de vol une dernière fois.'], paragraphs: [] },
        { heading: 'Et une fois sur place', paragraphs: ['Photographiez vos papiers et gardez une copie dans votre messagerie. Notez le numéro d’urgence de votre assurance et celui de l’ambassade. Enfin, gardez toujours un peu de liquide en monnaie locale pour les pourboires et les petits achats.'] },
        { paragraphs: [`Il ne vous reste plus qu’à choisir votre destination : nos ${blogCat('destinations', 'guides de destinations')} sont là pour vous inspirer.`] },
      ],
    }),
    art({
      key: 'flying-with-kids', category: 'family', image: 'family-1',
      title: 'Prendre l’avion avec un bébé ou de jeunes enfants : nos conseils',
      excerpt: 'Poussette, biberons, oreilles qui bouchent : nos conseils pour un vol serein avec des tout-petits.',
      sections: [
        { paragraphs: ['Un premier vol avec un bébé peut impressionner. Avec un peu d’organisation, il se passe généralement très bien, pour vous comme pour vos voisins.'] },
        { heading: 'Avant le vol', list: ['Réservez des sièges côte à côte dès la réservation.', 'Choisissez un vol qui correspond aux heures de sieste.', 'Vérifiez la politique de la compagnie pour la poussette (souvent acceptée jusqu’à la porte de l’avion).'], paragraphs: [] },
        { heading: 'Pendant le vol', paragraphs: ['Au décollage et à l’atterrissage, faites boire votre bébé (biberon, tétine) pour limiter la douleur aux oreilles. Les liquides pour bébé sont autorisés au-delà de 100 ml.'] },
        { heading: 'Bien choisir sa destination', paragraphs: [`Pour un premier voyage, privilégiez un vol de moins de quatre heures : ${place('espagne/iles-baleares', 'les Baléares')}, ${place('portugal/algarve', 'l’Algarve')} ou ${place('grece/crete', 'la Crète')} sont parfaits. Retrouvez d’autres idées dans notre rubrique ${blogCat('family', 'Vacances en famille')}.`] },
      ],
    }),
    art({
      key: 'winter-sun', category: 'destinations', image: 'sun-2',
      title: 'Où partir au soleil en hiver ? 8 destinations à moins de 6 heures de vol',
      excerpt: 'Envie de chaleur en plein hiver sans passer la journée dans l’avion ? Voici nos huit destinations préférées de novembre à mars.',
      sections: [
        { paragraphs: ['Quand la grisaille s’installe, rien ne vaut quelques jours de soleil. Bonne nouvelle : pas besoin de traverser la planète pour trouver 25 °C en plein mois de janvier.'] },
        {
          heading: 'Nos huit coups de cœur',
          list: [
            `${place('espagne/iles-canaries', 'Les Canaries')} : 22 à 25 °C toute l’année, à 4 heures de vol.`,
            `${place('egypte/mer-rouge', 'La mer Rouge')} : plongée et soleil garanti.`,
            `${place('maroc/agadir', 'Agadir')} : plages immenses et douceur marocaine.`,
            `${place('cap-vert', 'Le Cap-Vert')} : soleil et alizés, sans décalage horaire marqué.`,
            `${place('emirats-arabes-unis/dubai', 'Dubaï')} : plages, shopping et désert.`,
            `${place('portugal/madere', 'Madère')} : le printemps éternel.`,
            `${place('chypre', 'Chypre')} : idéal en novembre et en mars.`,
            `${place('tunisie/djerba', 'Djerba')} : thalasso et plages au calme.`,
          ],
          paragraphs: [],
        },
        { heading: 'Quel budget prévoir ?', paragraphs: ['Hors vacances scolaires, une semaine en hôtel 3 ou 4 étoiles avec vol se trouve souvent entre 500 et 900 € par personne pour les Canaries, l’Égypte ou le Maroc. Dubaï et le Cap-Vert demandent un peu plus, surtout en formule tout compris.', 'Comparez toujours le prix final, transferts et bagages compris : un vol bon marché vers un aéroport éloigné de votre hôtel peut vite coûter plus cher qu’un séjour packagé.'] },
        { heading: 'Quand réserver ?', paragraphs: [`Les vacances de Noël et ${be ? 'le congé de détente' : 'les vacances d’hiver'} sont très demandées : réservez dès septembre. En janvier, les ${cmp('last=true', 'offres last minute')} sont nombreuses.`] },
      ],
    }),
    art({
      key: 'autumn-break', category: 'destinations', image: 'sun-3',
      title: be ? 'Congé d’automne : 6 destinations soleil pour recharger les batteries' : 'Vacances de la Toussaint : 6 destinations soleil pour recharger les batteries',
      excerpt: be
        ? 'Deux semaines de congé fin octobre : l’occasion rêvée de prolonger l’été. Nos six destinations préférées, du court au moyen-courrier.'
        : 'Deux semaines de vacances fin octobre : l’occasion rêvée de prolonger l’été. Nos six destinations préférées, du court au moyen-courrier.',
      sections: [
        { paragraphs: [be ? 'Depuis la réforme des rythmes scolaires, le congé d’automne dure deux semaines en Fédération Wallonie-Bruxelles. De quoi s’offrir une vraie coupure au soleil.' : 'Avec deux semaines de vacances fin octobre, la Toussaint est le moment idéal pour s’offrir une dernière escapade au soleil.'] },
        {
          heading: 'Nos six idées',
          list: [
            `${place('grece/crete', 'La Crète')} : la mer est encore à 23 °C.`,
            `${place('espagne/iles-canaries', 'Tenerife et les Canaries')} : le soleil assuré.`,
            `${place('turquie/riviera-turque', 'La Riviera turque')} : l’all inclusive à prix doux.`,
            `${place('maroc/marrakech', 'Marrakech')} : souks et douceur automnale.`,
            `${place('chypre', 'Chypre')} : plages tranquilles et sites antiques.`,
            `${place('egypte/mer-rouge', 'Hurghada et la mer Rouge')} : plongée dans une eau à 27 °C.`,
          ],
          paragraphs: [],
        },
        { heading: 'Court ou moyen-courrier ?', paragraphs: ['Pour une semaine, restez à moins de quatre heures de vol : la Crète, les Canaries ou la Turquie offrent encore de belles journées de plage. Pour deux semaines, l’Égypte ou même le Cap-Vert deviennent intéressants.', 'Avec de jeunes enfants, privilégiez un hôtel avec club enfants et piscine chauffée : les soirées sont plus fraîches en fin de saison.'] },
        { heading: 'Notre conseil', paragraphs: ['Les prix grimpent fortement pendant ces deux semaines : réservez avant l’été, ou comparez les offres dès la rentrée en appliquant un code promo.'] },
      ],
    }),
    art({
      key: 'weekend-ideas', category: 'citytrips', image: 'city-3',
      title: 'Week-end pas cher : 10 idées d’escapades à moins de 3 heures de chez vous',
      excerpt: be
        ? 'Train, voiture ou vol court : dix villes à rejoindre en moins de trois heures depuis la Belgique pour un week-end réussi.'
        : 'Train, voiture ou vol court : dix villes à rejoindre en moins de trois heures depuis la France pour un week-end réussi.',
      sections: [
        { paragraphs: ['Pas besoin de poser une semaine de congé pour changer d’air. Un week-end bien organisé suffit à recharger les batteries.'] },
        {
          heading: 'En train ou en voiture',
          paragraphs: ['Le train reste la façon la plus reposante de partir en week-end : pas de contrôle de sécurité, une arrivée en plein centre et du temps pour lire ou se reposer.'],
          list: be
            ? [`${place('france/paris', 'Paris')} : musées, bistrots et balades le long de la Seine.`, `${place('pays-bas/amsterdam', 'Amsterdam')} : canaux, vélos et cafés bruns.`, `${place('royaume-uni/londres', 'Londres')} : deux heures de train depuis Bruxelles-Midi.`, `${place('allemagne/cologne', 'Cologne')} : la cathédrale et, en décembre, les marchés de Noël.`, `${place('pays-bas/maastricht', 'Maastricht')} : shopping et gastronomie à une heure et demie de route.`, `${place('belgique/bruges', 'Bruges')} : le charme médiéval, idéal hors saison.`]
            : [`${place('belgique/bruxelles', 'Bruxelles')} : Grand-Place, bandes dessinées et gaufres.`, `${place('belgique/bruges', 'Bruges')} : canaux et ruelles médiévales.`, `${place('royaume-uni/londres', 'Londres')} : deux heures et quart de train depuis Paris.`, `${place('pays-bas/amsterdam', 'Amsterdam')} : canaux, vélos et musées.`, `${place('france/bordeaux', 'Bordeaux')} : quais, vignobles et bonnes tables.`, `${place('france/lyon', 'Lyon')} : traboules et bouchons lyonnais.`],
        },
        {
          heading: 'En avion',
          paragraphs: ['Un vol court réservé tôt coûte parfois moins cher qu’un trajet en train. Partez avec un simple bagage cabine pour gagner du temps à l’arrivée.'],
          list: be
            ? [`${place('france/lyon', 'Lyon')} : la capitale de la gastronomie.`, `${place('allemagne/berlin', 'Berlin')} : histoire, street art et vie nocturne.`, `${place('republique-tcheque/prague', 'Prague')} : la ville aux cent clochers.`, `${place('espagne/barcelone', 'Barcelone')} : Gaudí et la plage en plein centre.`]
            : [`${place('espagne/barcelone', 'Barcelone')} : Gaudí et la plage en plein centre.`, `${place('italie/rome', 'Rome')} : deux mille ans d’histoire à ciel ouvert.`, `${place('portugal/lisbonne', 'Lisbonne')} : tramways, miradouros et pastéis.`, `${place('suisse/geneve', 'Genève')} : le lac et les montagnes à une heure de vol.`],
        },
        { heading: 'Nos astuces', list: ['Réservez le train en semaine : les tarifs les plus bas partent vite.', 'Partez le vendredi soir pour profiter de deux journées complètes.', 'Choisissez un hôtel central pour tout faire à pied.'], paragraphs: [`Et pour aller plus loin, lisez nos guides ${blogCat('citytrips', 'City trips')}.`] },
      ],
    }),
    art({
      key: 'car-rental', category: 'tips', image: 'plane-1',
      title: 'Location de voiture à l’étranger : 8 pièges à éviter',
      excerpt: 'Franchise, carburant, assurance, caution : les frais cachés de la location de voiture peuvent doubler la facture. Nos conseils pour les éviter.',
      sections: [
        { paragraphs: ['Louer une voiture est souvent le meilleur moyen de découvrir une île ou une région. Mais entre le prix affiché en ligne et la facture finale, l’écart peut être important. Voici les pièges les plus courants.'] },
        { heading: 'Avant de réserver', list: ['Comparez le prix total, assurances comprises, et non le prix d’appel.', 'Vérifiez le montant de la franchise : il dépasse souvent 1 000 €.', 'Préférez la politique carburant « plein/plein ».', 'Contrôlez les frais de conducteur supplémentaire ou de jeune conducteur.'], paragraphs: [] },
        { heading: 'Au comptoir', paragraphs: ['On vous proposera presque toujours une assurance complémentaire. Si vous avez déjà souscrit un rachat de franchise, déclinez poliment. Munissez-vous d’une carte de crédit au nom du conducteur principal : la caution y sera bloquée.'] },
        { heading: 'Au départ et au retour', paragraphs: ['Photographiez la voiture sous tous les angles avant de partir, compteur et jauge compris. Au retour, demandez un état des lieux signé : c’est votre meilleure protection contre les frais injustifiés.', `Et pour payer moins cher dès la réservation, pensez aux codes promo des loueurs, publiés dans notre rubrique ${blogCat('deals', 'Bons plans')}.`] },
      ],
    }),
    art({
      key: 'off-season', category: 'deals', image: 'calendar-1',
      title: 'Voyager hors saison : les meilleurs mois pour partir moins cher',
      excerpt: 'Mai, juin, septembre : partir en dehors des grandes vacances permet d’économiser jusqu’à 40 % et de profiter de destinations moins bondées.',
      sections: [
        { paragraphs: ['Si vous n’êtes pas tenu par le calendrier scolaire, voyager hors saison est la façon la plus simple de payer moins cher. Les hôtels baissent leurs prix, les vols se vident et les sites touristiques respirent.'] },
        { heading: 'Mai et juin : le printemps méditerranéen', paragraphs: [`La mer se réchauffe, les journées sont longues et les prix restent doux. C’est le moment idéal pour ${place('grece', 'la Grèce')}, ${place('croatie', 'la Croatie')} ou ${place('portugal', 'le Portugal')}.`] },
        { heading: 'Septembre et octobre : l’été indien', paragraphs: [`La mer est à son plus chaud et les familles sont rentrées. ${place('italie/sicile', 'La Sicile')}, ${place('espagne/iles-baleares', 'les Baléares')} et ${place('chypre', 'Chypre')} sont à leur meilleur.`] },
        { heading: 'Janvier : le mois des bonnes affaires', paragraphs: [`Entre les soldes des agences et les ${cmp('last=true', 'offres last minute')}, janvier est le mois le moins cher de l’année pour partir au soleil ou à la montagne, hors vacances scolaires.`] },
      ],
    }),
  ];
}
