/**
 * What makes each guided place itself: the sights of a city trip, the facts of a ski resort, what children like
 * in a region, the pitch of a region. Keys are the place keys of the world data (`espagne/barcelone`).
 */

type Texts = { fr: string; nl: string };

export interface CityHighlights {
  day1: Texts;
  day2: Texts;
  food: Texts;
}

export const cityHighlights: Record<string, CityHighlights> = {
  'espagne/barcelone': {
    day1: { fr: 'Commencez par la Sagrada Família (réservez le créneau du matin), puis descendez vers la Casa Batlló et la Pedrera sur le passeig de Gràcia.', nl: 'Begin bij de Sagrada Família (reserveer een tijdslot in de ochtend) en wandel dan naar Casa Batlló en La Pedrera op de Passeig de Gràcia.' },
    day2: { fr: 'Perdez-vous dans les ruelles du quartier gothique et du Born, montez au parc Güell en fin de journée et terminez sur la plage de la Barceloneta.', nl: 'Verdwaal in de steegjes van de Gotische wijk en El Born, klim tegen de avond naar Park Güell en sluit af op het strand van Barceloneta.' },
    food: { fr: 'Goûtez les tapas du marché de la Boqueria, mais mangez plutôt dans le quartier de Gràcia, plus authentique et moins cher.', nl: 'Proef tapas op de Boqueria-markt, maar eet liever in de wijk Gràcia: authentieker en goedkoper.' },
  },
  'italie/rome': {
    day1: { fr: 'Colisée, Forum romain et Palatin le matin avec un billet combiné, puis Panthéon, fontaine de Trevi et place Navone à pied l’après-midi.', nl: 'Colosseum, Forum Romanum en Palatijn in de ochtend met een combiticket, daarna te voet naar het Pantheon, de Trevifontein en Piazza Navona.' },
    day2: { fr: 'Consacrez la matinée aux musées du Vatican et à la chapelle Sixtine, puis traversez le Tibre pour dîner dans le Trastevere.', nl: 'Trek de ochtend uit voor de Vaticaanse Musea en de Sixtijnse Kapel en steek dan de Tiber over om te eten in Trastevere.' },
    food: { fr: 'Une vraie carbonara ou des cacio e pepe dans une trattoria de Testaccio, loin des menus touristiques.', nl: 'Een echte carbonara of cacio e pepe in een trattoria in Testaccio, ver van de toeristenmenu’s.' },
  },
  'portugal/lisbonne': {
    day1: { fr: 'Montez dans le tram 28 jusqu’à l’Alfama, admirez la vue depuis le miradouro de Santa Luzia, puis descendez vers la place du Commerce.', nl: 'Neem tram 28 naar Alfama, geniet van het uitzicht op de Miradouro de Santa Luzia en daal dan af naar het Praça do Comércio.' },
    day2: { fr: 'Direction Belém pour la tour, le monastère des Hiéronymites et les fameux pastéis, avant une soirée fado dans le Bairro Alto.', nl: 'Richting Belém voor de toren, het Jerónimosklooster en de beroemde pastéis, gevolgd door een fadoavond in Bairro Alto.' },
    food: { fr: 'Sardines grillées et vinho verde dans une tasca de la Mouraria.', nl: 'Gegrilde sardines en vinho verde in een tasca in Mouraria.' },
  },
  'france/paris': {
    day1: { fr: 'Île de la Cité et Notre-Dame, balade le long des quais jusqu’au Louvre, puis coucher de soleil depuis le Trocadéro face à la tour Eiffel.', nl: 'Île de la Cité en de Notre-Dame, een wandeling langs de kaaien tot het Louvre en dan de zonsondergang vanaf het Trocadéro met zicht op de Eiffeltoren.' },
    day2: { fr: 'Matinée à Montmartre et au Sacré-Cœur, après-midi dans le Marais entre hôtels particuliers, boutiques et place des Vosges.', nl: 'Een ochtend in Montmartre bij de Sacré-Cœur, een namiddag in de Marais tussen herenhuizen, boetiekjes en de Place des Vosges.' },
    food: { fr: 'Un bouillon traditionnel pour un repas complet à petit prix, et une boulangerie de quartier pour le petit-déjeuner.', nl: 'Een traditionele ‘bouillon’ voor een volledige maaltijd tegen een zacht prijsje, en een buurtbakker voor het ontbijt.' },
  },
  'royaume-uni/londres': {
    day1: { fr: 'Westminster, Big Ben et relève de la garde à Buckingham, puis traversée de St James’s Park jusqu’à Trafalgar Square et la National Gallery, gratuite.', nl: 'Westminster, Big Ben en de wisseling van de wacht aan Buckingham Palace, dan door St James’s Park naar Trafalgar Square en de gratis National Gallery.' },
    day2: { fr: 'Borough Market le matin, balade sur la South Bank jusqu’à la Tate Modern, puis soirée à Camden ou Shoreditch.', nl: 'Borough Market in de ochtend, een wandeling over de South Bank tot de Tate Modern en ’s avonds naar Camden of Shoreditch.' },
    food: { fr: 'Fish and chips au pub, ou curry sur Brick Lane : les deux classiques londoniens à prix raisonnable.', nl: 'Fish and chips in de pub of curry in Brick Lane: de twee Londense klassiekers tegen een redelijke prijs.' },
  },
  'pays-bas/amsterdam': {
    day1: { fr: 'Croisière sur les canaux pour se repérer, puis Rijksmuseum ou musée Van Gogh (réservation obligatoire) et détente au Vondelpark.', nl: 'Een rondvaart door de grachten om je te oriënteren, dan het Rijksmuseum of het Van Gogh Museum (reserveren verplicht) en even uitblazen in het Vondelpark.' },
    day2: { fr: 'Flânez dans le Jordaan et les Negen Straatjes, visitez la maison d’Anne Frank (billets en ligne des semaines à l’avance) et prenez le ferry gratuit vers le nord.', nl: 'Slenter door de Jordaan en de Negen Straatjes, bezoek het Anne Frank Huis (tickets weken vooraf online) en neem de gratis pont naar Noord.' },
    food: { fr: 'Harengs frais sur un stand de rue et appelgebak dans un café brun.', nl: 'Haring van een kraampje en appelgebak in een bruin café.' },
  },
  'republique-tcheque/prague': {
    day1: { fr: 'Place de la Vieille-Ville et horloge astronomique tôt le matin, traversée du pont Charles, puis montée au château et à la cathédrale Saint-Guy.', nl: 'Het Oudestadsplein en de astronomische klok vroeg in de ochtend, over de Karelsbrug en dan omhoog naar de burcht en de Sint-Vituskathedraal.' },
    day2: { fr: 'Quartier juif de Josefov, balade à Malá Strana et vue sur les toits depuis la colline de Petřín.', nl: 'De Joodse wijk Josefov, een wandeling door Malá Strana en uitzicht over de daken vanaf de Petřínheuvel.' },
    food: { fr: 'Goulash et bière pression dans une brasserie traditionnelle, pour quelques euros seulement.', nl: 'Goulash en een tapbiertje in een traditionele brasserie, voor amper een paar euro.' },
  },
  'allemagne/berlin': {
    day1: { fr: 'Porte de Brandebourg, Reichstag (coupole gratuite sur réservation) et mémorial de l’Holocauste, puis île aux Musées.', nl: 'Brandenburger Tor, de Rijksdag (gratis koepel op reservatie) en het Holocaustmonument, daarna het Museumeiland.' },
    day2: { fr: 'East Side Gallery le long du Mur, puis Kreuzberg et ses marchés, avant une soirée à Friedrichshain.', nl: 'De East Side Gallery langs de Muur, dan Kreuzberg en zijn markten, en ’s avonds naar Friedrichshain.' },
    food: { fr: 'Le currywurst est incontournable, mais les meilleurs kebabs d’Europe se mangent aussi ici.', nl: 'Currywurst mag je niet missen, maar ook de beste kebab van Europa eet je hier.' },
  },
  'autriche/vienne': {
    day1: { fr: 'Ring en tram, cathédrale Saint-Étienne, palais de la Hofburg et soirée à l’Opéra avec des places debout à petit prix.', nl: 'De Ring met de tram, de Stephansdom, de Hofburg en ’s avonds naar de Opera met goedkope staanplaatsen.' },
    day2: { fr: 'Château de Schönbrunn et ses jardins le matin, Belvédère et le Baiser de Klimt l’après-midi.', nl: 'Slot Schönbrunn en zijn tuinen in de ochtend, het Belvedère en De Kus van Klimt in de namiddag.' },
    food: { fr: 'Schnitzel, Sachertorte et café viennois : prenez le temps dans un café historique.', nl: 'Schnitzel, Sachertorte en een Weense koffie: neem je tijd in een historisch koffiehuis.' },
  },
  'italie/venise': {
    day1: { fr: 'Place Saint-Marc et basilique dès l’ouverture, palais des Doges, puis pont du Rialto et son marché.', nl: 'Het San Marcoplein en de basiliek bij de opening, het Dogepaleis en dan de Rialtobrug met zijn markt.' },
    day2: { fr: 'Vaporetto vers Murano et Burano, puis flânerie dans le Dorsoduro, le quartier le plus paisible.', nl: 'Met de vaporetto naar Murano en Burano en daarna rustig kuieren door Dorsoduro, de kalmste wijk.' },
    food: { fr: 'Cicchetti et spritz dans un bacaro, le bar à vin vénitien, pour manger bien sans se ruiner.', nl: 'Cicchetti en een spritz in een bacaro, de Venetiaanse wijnbar: goed eten zonder je blauw te betalen.' },
  },
  'portugal/porto': {
    day1: { fr: 'Librairie Lello, gare de São Bento et ses azulejos, puis descente vers le quartier de la Ribeira au bord du Douro.', nl: 'Boekhandel Lello, het station São Bento met zijn azulejos en dan naar de Ribeira aan de oever van de Douro.' },
    day2: { fr: 'Traversée du pont Dom-Luís pour visiter une cave de porto à Vila Nova de Gaia, puis croisière des six ponts.', nl: 'Over de Dom Luís-brug naar een portwijnkelder in Vila Nova de Gaia en dan een boottocht langs de zes bruggen.' },
    food: { fr: 'La francesinha, sandwich généreux nappé de sauce, à partager !', nl: 'De francesinha, een stevige sandwich met saus: om te delen!' },
  },
  'espagne/seville': {
    day1: { fr: 'Alcázar royal (réservez tôt), cathédrale et montée à la Giralda, puis balade dans le quartier de Santa Cruz.', nl: 'Het Koninklijk Alcázar (reserveer vroeg), de kathedraal en de klim naar de Giralda, dan een wandeling door de wijk Santa Cruz.' },
    day2: { fr: 'Place d’Espagne et parc María Luisa le matin, Metropol Parasol au coucher du soleil, spectacle de flamenco à Triana le soir.', nl: 'Plaza de España en het María Luisapark in de ochtend, Metropol Parasol bij zonsondergang en ’s avonds flamenco in Triana.' },
    food: { fr: 'Tapas au comptoir, comme les Sévillans : salmorejo, jambon ibérique et pescaíto frito.', nl: 'Tapas aan de toog, zoals de Sevillanen: salmorejo, Iberische ham en pescaíto frito.' },
  },
  'italie/florence': {
    day1: { fr: 'Duomo et montée à la coupole de Brunelleschi, baptistère, puis galerie des Offices (réservation indispensable).', nl: 'De Duomo en de klim naar de koepel van Brunelleschi, het baptisterium en dan de Uffizi (reserveren is een must).' },
    day2: { fr: 'Ponte Vecchio, palais Pitti et jardins de Boboli, puis coucher de soleil depuis la piazzale Michelangelo.', nl: 'De Ponte Vecchio, het Palazzo Pitti en de Bobolituinen, en dan de zonsondergang vanaf de Piazzale Michelangelo.' },
    food: { fr: 'Un panino au lampredotto au marché central, ou une bistecca alla fiorentina à partager.', nl: 'Een panino met lampredotto op de centrale markt, of een bistecca alla fiorentina om te delen.' },
  },
  'turquie/istanbul': {
    day1: { fr: 'Sainte-Sophie, Mosquée bleue et citerne Basilique dans le quartier de Sultanahmet, puis Grand Bazar l’après-midi.', nl: 'De Hagia Sophia, de Blauwe Moskee en de Basilica-cisterne in Sultanahmet, ’s middags naar de Grote Bazaar.' },
    day2: { fr: 'Palais de Topkapı, croisière sur le Bosphore, puis soirée à Karaköy et Beyoğlu, côté européen moderne.', nl: 'Het Topkapıpaleis, een boottocht op de Bosporus en ’s avonds Karaköy en Beyoğlu, de moderne Europese kant.' },
    food: { fr: 'Balık ekmek (sandwich au poisson) près du pont de Galata et baklava chez un pâtissier historique.', nl: 'Balık ekmek (broodje vis) bij de Galatabrug en baklava bij een historische banketbakker.' },
  },
  'etats-unis/new-york': {
    day1: { fr: 'Balade sur la High Line, Chelsea Market, puis descente vers le mémorial du 11-Septembre et traversée du pont de Brooklyn au coucher du soleil.', nl: 'Wandelen over de High Line, Chelsea Market, dan naar het 9/11 Memorial en bij zonsondergang over de Brooklyn Bridge.' },
    day2: { fr: 'Central Park à vélo le matin, Metropolitan Museum, puis Times Square et vue panoramique depuis un observatoire.', nl: 'Central Park per fiets in de ochtend, het Metropolitan Museum en dan Times Square en het uitzicht vanaf een observatiedek.' },
    food: { fr: 'Bagel au petit-déjeuner, part de pizza à un dollar ou presque, et brunch le dimanche.', nl: 'Een bagel als ontbijt, een punt pizza voor een prikje en brunch op zondag.' },
  },
  'maroc/marrakech': {
    day1: { fr: 'Place Jemaa el-Fna, souks de la médina et médersa Ben Youssef ; revenez sur la place à la tombée de la nuit pour l’ambiance.', nl: 'Het Djemaa el Fna-plein, de soeks van de medina en de Ben Youssef-medersa; keer bij valavond terug naar het plein voor de sfeer.' },
    day2: { fr: 'Jardin Majorelle tôt le matin, palais de la Bahia, puis fin d’après-midi dans un hammam traditionnel.', nl: 'De Jardin Majorelle vroeg in de ochtend, het Bahiapaleis en op het einde van de dag een traditionele hamam.' },
    food: { fr: 'Tajine et pastilla dans un riad, jus d’orange frais sur la place pour quelques dirhams.', nl: 'Tajine en pastilla in een riad, vers sinaasappelsap op het plein voor een paar dirham.' },
  },
};

export const skiFacts: Record<string, Texts> = {
  'france/chamonix': { fr: 'Au pied du mont Blanc, Chamonix est autant une ville qu’une station : Aiguille du Midi, Vallée Blanche et domaines variés comme les Grands Montets ou Brévent-Flégère.', nl: 'Aan de voet van de Mont Blanc is Chamonix evenveel stad als skidorp: de Aiguille du Midi, de Vallée Blanche en gevarieerde gebieden zoals Les Grands Montets of Brévent-Flégère.' },
  'france/val-thorens': { fr: 'Perchée à 2 300 mètres, Val Thorens est la plus haute station d’Europe et donne accès aux Trois Vallées, l’un des plus grands domaines skiables du monde.', nl: 'Op 2.300 meter is Val Thorens het hoogste skioord van Europa, met toegang tot Les 3 Vallées, een van de grootste skigebieden ter wereld.' },
  'france/tignes': { fr: 'Reliée à Val d’Isère, Tignes offre un enneigement fiable grâce au glacier de la Grande Motte, où l’on skie parfois dès l’automne.', nl: 'Tignes, verbonden met Val d’Isère, biedt sneeuwzekerheid dankzij de gletsjer van de Grande Motte, waar je soms al in de herfst skiet.' },
  'autriche/mayrhofen': { fr: 'Au cœur du Zillertal, Mayrhofen est réputée pour son ambiance festive et pour la Harakiri, la piste la plus raide d’Autriche.', nl: 'Mayrhofen, in het hart van het Zillertal, staat bekend om zijn après-ski en om de Harakiri, de steilste piste van Oostenrijk.' },
  'autriche/solden': { fr: 'Dans l’Ötztal, Sölden combine deux glaciers, des pistes longues et un enneigement garanti de l’automne au printemps.', nl: 'In het Ötztal combineert Sölden twee gletsjers, lange afdalingen en sneeuwzekerheid van de herfst tot de lente.' },
  'autriche/ischgl': { fr: 'Ischgl partage la Silvretta Arena avec Samnaun, côté suisse : un domaine transfrontalier et une réputation d’après-ski légendaire.', nl: 'Ischgl deelt de Silvretta Arena met het Zwitserse Samnaun: een grensoverschrijdend skigebied met een legendarische après-ski.' },
  'suisse/zermatt': { fr: 'Station sans voitures au pied du Cervin, Zermatt permet de skier jusqu’en Italie, à Cervinia, et sur glacier toute l’année.', nl: 'Het autovrije Zermatt aan de voet van de Matterhorn laat je skiën tot in Italië, in Cervinia, en het hele jaar op de gletsjer.' },
  'suisse/verbier': { fr: 'Porte d’entrée des 4 Vallées, Verbier est une référence du hors-piste, avec le mont Fort et ses pentes spectaculaires.', nl: 'Verbier, de toegangspoort tot de 4 Vallées, is een begrip voor off-piste, met de Mont Fort en zijn spectaculaire hellingen.' },
};

export const familyFacts: Record<string, Texts> = {
  'espagne/iles-canaries': { fr: 'Les enfants adorent le Loro Parque et le Siam Park à Tenerife, et les plages de sable doré du sud de Gran Canaria.', nl: 'Kinderen zijn dol op Loro Parque en Siam Park op Tenerife en op de goudgele stranden in het zuiden van Gran Canaria.' },
  'espagne/iles-baleares': { fr: 'Les baies peu profondes d’Alcúdia à Majorque ou de Cala Galdana à Minorque sont parfaites pour les tout-petits.', nl: 'De ondiepe baaien van Alcúdia op Mallorca of Cala Galdana op Menorca zijn ideaal voor de allerkleinsten.' },
  'espagne/costa-brava': { fr: 'Criques abritées, sentiers côtiers faciles et villages comme Tossa de Mar et ses remparts : la Costa Brava se découvre en douceur.', nl: 'Beschutte baaien, makkelijke kustpaden en dorpjes zoals Tossa de Mar met zijn vestingmuren: de Costa Brava ontdek je rustig.' },
  'espagne/costa-blanca': { fr: 'Autour de Benidorm, les parcs Terra Mítica et Aqualandia occupent les journées où l’on veut changer de la plage.', nl: 'Rond Benidorm zorgen de parken Terra Mítica en Aqualandia voor afwisseling op dagen zonder strand.' },
  'portugal/algarve': { fr: 'Zoomarine près d’Albufeira, balades en bateau vers les grottes de Benagil et plages surveillées : l’Algarve coche toutes les cases.', nl: 'Zoomarine bij Albufeira, boottochten naar de grotten van Benagil en bewaakte stranden: de Algarve scoort op alle vlakken.' },
  'grece/crete': { fr: 'Le palais de Cnossos fascine les plus grands, la plage d’Elafonissi et son sable rosé ravit les plus petits.', nl: 'Het paleis van Knossos fascineert de groten, het strand van Elafonissi met zijn roze zand verrukt de kleintjes.' },
  'turquie/riviera-turque': { fr: 'Resorts avec toboggans et mini-clubs, et le parc The Land of Legends près de Belek pour une journée inoubliable.', nl: 'Resorts met glijbanen en miniclubs, en het pretpark The Land of Legends bij Belek voor een onvergetelijke dag.' },
  'belgique/cote-belge': { fr: 'Le tram de la côte relie toutes les stations, et Plopsaland à La Panne promet une journée de fête aux enfants.', nl: 'De Kusttram verbindt alle badplaatsen, en Plopsaland in De Panne belooft de kinderen een feestdag.' },
};

/** Regions with a guide of their own, and the sentence that sells them. */
export const regionPitches: Record<string, Texts> = {
  'france/corse': { fr: 'L’île de Beauté aligne plages de sable blanc, montagnes sauvages et villages accrochés aux falaises, à une heure et demie de vol du continent.', nl: 'Het ‘Île de Beauté’ combineert witte zandstranden, ruige bergen en dorpjes die aan de kliffen hangen.' },
  'france/provence': { fr: 'Champs de lavande, marchés colorés et villages perchés du Luberon : la Provence a le goût des vacances d’été.', nl: 'Lavendelvelden, kleurrijke markten en de bergdorpjes van de Luberon: de Provence smaakt naar zomervakantie.' },
  'italie/toscane': { fr: 'Collines de cyprès, vignobles du Chianti et villes d’art comme Florence et Sienne : la Toscane se savoure lentement.', nl: 'Heuvels met cipressen, de wijngaarden van de Chianti en kunststeden als Florence en Siena: Toscane geniet je traag.' },
  'italie/sicile': { fr: 'Temples grecs, Etna fumant et cuisine généreuse : la Sicile est un monde à part, entre Europe et Méditerranée.', nl: 'Griekse tempels, de rokende Etna en een gulle keuken: Sicilië is een wereld op zich, tussen Europa en de Middellandse Zee.' },
  'grece/cyclades': { fr: 'Santorin, Mykonos, Naxos ou Paros : chaque île des Cyclades a son caractère, et les ferries permettent d’en combiner plusieurs.', nl: 'Santorini, Mykonos, Naxos of Paros: elk Cycladisch eiland heeft zijn eigen karakter, en met de ferry combineer je er makkelijk een paar.' },
  'portugal/madere': { fr: 'Surnommée l’île aux fleurs, Madère séduit par ses levadas, ses falaises vertigineuses et son climat doux toute l’année.', nl: 'Madeira, het bloemeneiland, verleidt met zijn levada’s, duizelingwekkende kliffen en het hele jaar een zacht klimaat.' },
};
