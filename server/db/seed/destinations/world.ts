/**
 * The destination tree of the demo, shared by the three editions: names in French and Dutch, plus the few facts
 * the landing-page copy is written from (theme, best months, flight time, entry papers).
 */
import { slugify } from '../slugs';

export type Theme = 'beach' | 'city' | 'mountain' | 'nature' | 'island' | 'desert' | 'tropical';
export const themes: readonly Theme[] = ['beach', 'city', 'mountain', 'nature', 'island', 'desert', 'tropical'];

/** How hotel names sound in the feed of that country. */
export type NameStyle = 'es' | 'fr' | 'it' | 'gr' | 'pt' | 'tr' | 'de' | 'en' | 'ar' | 'nl' | 'hr' | 'asia';

export type ContinentKey = 'europe' | 'africa' | 'asia' | 'north-america' | 'south-america' | 'oceania';

export interface Names {
  fr: string;
  nl: string;
}

interface CityDef {
  key: string;
  names: Names;
  theme: Theme;
}

interface RegionDef extends CityDef {
  /** French with its preposition: "en Andalousie", "aux Canaries". */
  frIn: string;
  cities: CityDef[];
  /** Across the sea from a country otherwise reached by road (Corsica): a flight or a ferry. */
  overseas?: boolean;
}

export interface CountryDef extends CityDef {
  continent: ContinentKey;
  frIn: string;
  /** Months (1–12) of the best season, inclusive; may wrap around the new year. */
  season: [number, number];
  /** Flight time from Brussels or Paris, in hours; 0 for a trip by car or train. */
  flightHours: number;
  /** Inside the EU/Schengen area: the identity card is enough. */
  idCard: boolean;
  style: NameStyle;
  /** One sentence that sells the country. */
  pitch: Names;
  regions: RegionDef[];
  /** Cities that sit directly under the country. */
  cities: CityDef[];
}

export const continents: { key: ContinentKey; names: Names }[] = [
  { key: 'europe', names: { fr: 'Europe', nl: 'Europa' } },
  { key: 'africa', names: { fr: 'Afrique', nl: 'Afrika' } },
  { key: 'asia', names: { fr: 'Asie', nl: 'Azië' } },
  { key: 'north-america', names: { fr: 'Amérique du Nord', nl: 'Noord-Amerika' } },
  { key: 'south-america', names: { fr: 'Amérique du Sud et Caraïbes', nl: 'Zuid-Amerika en de Caraïben' } },
  { key: 'oceania', names: { fr: 'Océanie', nl: 'Oceanië' } },
];

const city = (fr: string, nl: string, theme: Theme): CityDef => ({ key: slugify(fr), names: { fr, nl }, theme });
const region = (fr: string, nl: string, frIn: string, theme: Theme, cities: CityDef[]): RegionDef => ({
  key: slugify(fr),
  names: { fr, nl },
  frIn,
  theme,
  cities,
});

type CountryInput = Omit<CountryDef, 'key' | 'names' | 'pitch'> & { fr: string; nl: string; pitchFr: string; pitchNl: string };
const country = ({ fr, nl, pitchFr, pitchNl, ...rest }: CountryInput): CountryDef => ({
  key: slugify(fr),
  names: { fr, nl },
  pitch: { fr: pitchFr, nl: pitchNl },
  ...rest,
});

export const countries: CountryDef[] = [
  // Europe
  country({
    fr: 'Espagne', nl: 'Spanje', frIn: 'en Espagne', continent: 'europe', theme: 'beach', season: [5, 10], flightHours: 2.5,
    idCard: true, style: 'es',
    pitchFr: 'Des criques de la Costa Brava aux volcans des Canaries, l’Espagne reste la valeur sûre du soleil à deux heures de vol.',
    pitchNl: 'Van de baaien van de Costa Brava tot de vulkanen van de Canarische Eilanden: Spanje blijft dé zonzekere bestemming op twee uur vliegen.',
    regions: [
      region('Andalousie', 'Andalusië', 'en Andalousie', 'beach', [city('Malaga', 'Málaga', 'beach'), city('Séville', 'Sevilla', 'city'), city('Marbella', 'Marbella', 'beach'), city('Grenade', 'Granada', 'city')]),
      region('Îles Canaries', 'Canarische Eilanden', 'aux Canaries', 'island', [city('Tenerife', 'Tenerife', 'island'), city('Gran Canaria', 'Gran Canaria', 'island'), city('Lanzarote', 'Lanzarote', 'island'), city('Fuerteventura', 'Fuerteventura', 'beach')]),
      region('Îles Baléares', 'Balearen', 'aux Baléares', 'island', [city('Majorque', 'Mallorca', 'island'), city('Ibiza', 'Ibiza', 'island'), city('Minorque', 'Menorca', 'beach')]),
      region('Costa Brava', 'Costa Brava', 'sur la Costa Brava', 'beach', [city('Lloret de Mar', 'Lloret de Mar', 'beach'), city('Tossa de Mar', 'Tossa de Mar', 'beach')]),
      region('Costa Blanca', 'Costa Blanca', 'sur la Costa Blanca', 'beach', [city('Benidorm', 'Benidorm', 'beach'), city('Alicante', 'Alicante', 'beach')]),
    ],
    cities: [city('Barcelone', 'Barcelona', 'city'), city('Madrid', 'Madrid', 'city'), city('Valence', 'Valencia', 'city')],
  }),
  country({
    fr: 'France', nl: 'Frankrijk', frIn: 'en France', continent: 'europe', theme: 'nature', season: [5, 9], flightHours: 0,
    idCard: true, style: 'fr',
    pitchFr: 'Villages perchés de Provence, criques corses, pistes des Alpes ou grandes villes d’art : la France se vit en toutes saisons.',
    pitchNl: 'Bergdorpjes in de Provence, Corsicaanse baaien, de pistes van de Alpen of kunststeden: Frankrijk is een bestemming voor elk seizoen.',
    regions: [
      region('Côte d’Azur', 'Côte d’Azur', 'sur la Côte d’Azur', 'beach', [city('Nice', 'Nice', 'beach'), city('Cannes', 'Cannes', 'beach'), city('Saint-Tropez', 'Saint-Tropez', 'beach')]),
      region('Provence', 'Provence', 'en Provence', 'nature', [city('Marseille', 'Marseille', 'city'), city('Avignon', 'Avignon', 'city'), city('Aix-en-Provence', 'Aix-en-Provence', 'city')]),
      { ...region('Corse', 'Corsica', 'en Corse', 'island', [city('Ajaccio', 'Ajaccio', 'beach'), city('Porto-Vecchio', 'Porto-Vecchio', 'beach'), city('Calvi', 'Calvi', 'beach')]), overseas: true },
      region('Bretagne', 'Bretagne', 'en Bretagne', 'nature', [city('Saint-Malo', 'Saint-Malo', 'beach'), city('Quiberon', 'Quiberon', 'beach')]),
      region('Alpes françaises', 'Franse Alpen', 'dans les Alpes françaises', 'mountain', [city('Chamonix', 'Chamonix', 'mountain'), city('Val Thorens', 'Val Thorens', 'mountain'), city('Tignes', 'Tignes', 'mountain')]),
      region('Dordogne', 'Dordogne', 'en Dordogne', 'nature', [city('Sarlat-la-Canéda', 'Sarlat-la-Canéda', 'nature')]),
    ],
    cities: [city('Paris', 'Parijs', 'city'), city('Bordeaux', 'Bordeaux', 'city'), city('Lyon', 'Lyon', 'city')],
  }),
  country({
    fr: 'Italie', nl: 'Italië', frIn: 'en Italie', continent: 'europe', theme: 'city', season: [4, 10], flightHours: 2,
    idCard: true, style: 'it',
    pitchFr: 'Art de vivre, cuisine généreuse et patrimoine à chaque coin de rue : l’Italie séduit autant pour une escapade que pour deux semaines au bord de l’eau.',
    pitchNl: 'Dolce vita, heerlijke keuken en erfgoed op elke straathoek: Italië verleidt voor een korte citytrip net zo goed als voor twee weken aan het water.',
    regions: [
      region('Toscane', 'Toscane', 'en Toscane', 'nature', [city('Florence', 'Florence', 'city'), city('Sienne', 'Siena', 'city'), city('Pise', 'Pisa', 'city')]),
      region('Sicile', 'Sicilië', 'en Sicile', 'island', [city('Palerme', 'Palermo', 'city'), city('Taormine', 'Taormina', 'beach'), city('Cefalù', 'Cefalù', 'beach')]),
      region('Sardaigne', 'Sardinië', 'en Sardaigne', 'island', [city('Cagliari', 'Cagliari', 'beach'), city('Olbia', 'Olbia', 'beach')]),
      region('Pouilles', 'Apulië', 'dans les Pouilles', 'beach', [city('Bari', 'Bari', 'city'), city('Lecce', 'Lecce', 'city')]),
      region('Lac de Garde', 'Gardameer', 'au lac de Garde', 'nature', [city('Riva del Garda', 'Riva del Garda', 'nature'), city('Sirmione', 'Sirmione', 'nature')]),
    ],
    cities: [city('Rome', 'Rome', 'city'), city('Venise', 'Venetië', 'city'), city('Milan', 'Milaan', 'city'), city('Naples', 'Napels', 'city')],
  }),
  country({
    fr: 'Grèce', nl: 'Griekenland', frIn: 'en Grèce', continent: 'europe', theme: 'island', season: [5, 10], flightHours: 3.5,
    idCard: true, style: 'gr',
    pitchFr: 'Maisons blanches, eaux turquoise et tavernes les pieds dans l’eau : la Grèce compte plus de deux cents îles habitées à explorer.',
    pitchNl: 'Witte huisjes, turquoise water en taverna’s met de voeten in het zand: Griekenland telt meer dan tweehonderd bewoonde eilanden.',
    regions: [
      region('Crète', 'Kreta', 'en Crète', 'island', [city('Héraklion', 'Heraklion', 'city'), city('La Canée', 'Chania', 'beach'), city('Réthymnon', 'Rethymnon', 'beach')]),
      region('Cyclades', 'Cycladen', 'dans les Cyclades', 'island', [city('Santorin', 'Santorini', 'island'), city('Mykonos', 'Mykonos', 'island'), city('Naxos', 'Naxos', 'island'), city('Paros', 'Paros', 'island')]),
      region('Rhodes', 'Rhodos', 'à Rhodes', 'island', [city('Lindos', 'Lindos', 'beach'), city('Faliraki', 'Faliraki', 'beach')]),
      region('Corfou', 'Corfu', 'à Corfou', 'island', [city('Kassiopi', 'Kassiopi', 'beach')]),
      region('Kos', 'Kos', 'à Kos', 'island', [city('Kardamena', 'Kardamena', 'beach')]),
    ],
    cities: [city('Athènes', 'Athene', 'city')],
  }),
  country({
    fr: 'Portugal', nl: 'Portugal', frIn: 'au Portugal', continent: 'europe', theme: 'beach', season: [4, 10], flightHours: 2.5,
    idCard: true, style: 'pt',
    pitchFr: 'Falaises dorées de l’Algarve, ruelles de Lisbonne et jardins fleuris de Madère : le Portugal marie plages, villes et randonnées.',
    pitchNl: 'Gouden kliffen in de Algarve, steegjes in Lissabon en bloementuinen op Madeira: Portugal combineert strand, stad en wandelen.',
    regions: [
      region('Algarve', 'Algarve', 'en Algarve', 'beach', [city('Albufeira', 'Albufeira', 'beach'), city('Lagos', 'Lagos', 'beach'), city('Faro', 'Faro', 'beach')]),
      region('Madère', 'Madeira', 'à Madère', 'island', [city('Funchal', 'Funchal', 'city')]),
      region('Açores', 'Azoren', 'aux Açores', 'nature', [city('Ponta Delgada', 'Ponta Delgada', 'nature')]),
    ],
    cities: [city('Lisbonne', 'Lissabon', 'city'), city('Porto', 'Porto', 'city')],
  }),
  country({
    fr: 'Turquie', nl: 'Turkije', frIn: 'en Turquie', continent: 'europe', theme: 'beach', season: [5, 10], flightHours: 3.5,
    idCard: false, style: 'tr',
    pitchFr: 'Resorts all inclusive de la Riviera turque, criques de la mer Égée et bazars d’Istanbul : la Turquie offre un rapport qualité-prix imbattable.',
    pitchNl: 'All-inclusive resorts aan de Turkse Rivièra, baaien aan de Egeïsche Zee en de bazaars van Istanbul: Turkije biedt een ijzersterke prijs-kwaliteitverhouding.',
    regions: [
      region('Riviera turque', 'Turkse Rivièra', 'sur la Riviera turque', 'beach', [city('Antalya', 'Antalya', 'beach'), city('Alanya', 'Alanya', 'beach'), city('Side', 'Side', 'beach'), city('Belek', 'Belek', 'beach')]),
      region('Côte égéenne', 'Egeïsche kust', 'sur la côte égéenne', 'beach', [city('Bodrum', 'Bodrum', 'beach'), city('Kusadasi', 'Kuşadası', 'beach'), city('Marmaris', 'Marmaris', 'beach')]),
    ],
    cities: [city('Istanbul', 'Istanbul', 'city')],
  }),
  country({
    fr: 'Croatie', nl: 'Kroatië', frIn: 'en Croatie', continent: 'europe', theme: 'beach', season: [5, 9], flightHours: 2,
    idCard: true, style: 'hr',
    pitchFr: 'Un millier d’îles, des villes fortifiées et une eau d’une clarté rare : la côte croate est idéale en voiture comme en avion.',
    pitchNl: 'Duizend eilanden, ommuurde stadjes en kristalhelder water: de Kroatische kust ontdek je met de auto of met het vliegtuig.',
    regions: [
      region('Dalmatie', 'Dalmatië', 'en Dalmatie', 'beach', [city('Split', 'Split', 'city'), city('Dubrovnik', 'Dubrovnik', 'city'), city('Makarska', 'Makarska', 'beach')]),
      region('Istrie', 'Istrië', 'en Istrie', 'beach', [city('Pula', 'Pula', 'beach'), city('Rovinj', 'Rovinj', 'beach'), city('Porec', 'Poreč', 'beach')]),
    ],
    cities: [city('Zagreb', 'Zagreb', 'city')],
  }),
  country({
    fr: 'Chypre', nl: 'Cyprus', frIn: 'à Chypre', continent: 'europe', theme: 'beach', season: [4, 11], flightHours: 4.5,
    idCard: true, style: 'gr',
    pitchFr: 'L’île d’Aphrodite promet plus de trois cents jours de soleil par an, des sites antiques et des plages tranquilles jusqu’en novembre.',
    pitchNl: 'Het eiland van Aphrodite belooft meer dan driehonderd zonnedagen per jaar, antieke sites en rustige stranden tot in november.',
    regions: [],
    cities: [city('Paphos', 'Paphos', 'beach'), city('Larnaca', 'Larnaca', 'beach'), city('Ayia Napa', 'Ayia Napa', 'beach'), city('Limassol', 'Limassol', 'city')],
  }),
  country({
    fr: 'Malte', nl: 'Malta', frIn: 'à Malte', continent: 'europe', theme: 'island', season: [4, 10], flightHours: 3,
    idCard: true, style: 'en',
    pitchFr: 'Petit archipel au cœur de la Méditerranée, Malte réunit remparts dorés, plongée et soirées animées à trois heures de vol.',
    pitchNl: 'Deze kleine archipel midden in de Middellandse Zee combineert gouden vestingmuren, duiken en gezellige avonden op drie uur vliegen.',
    regions: [region('Gozo', 'Gozo', 'à Gozo', 'island', [city('Victoria', 'Victoria', 'city')])],
    cities: [city('La Valette', 'Valletta', 'city'), city('Sliema', 'Sliema', 'beach'), city('Mellieha', 'Mellieħa', 'beach')],
  }),
  country({
    fr: 'Belgique', nl: 'België', frIn: 'en Belgique', continent: 'europe', theme: 'nature', season: [4, 9], flightHours: 0,
    idCard: true, style: 'nl',
    pitchFr: 'Digue de la côte, forêts des Ardennes et villes d’art flamandes : des vacances tout près de chez soi, sans prendre l’avion.',
    pitchNl: 'De dijk aan de kust, de bossen van de Ardennen en de Vlaamse kunststeden: vakantie dicht bij huis, zonder vliegtuig.',
    regions: [
      region('Côte belge', 'Belgische kust', 'à la côte belge', 'beach', [city('Ostende', 'Oostende', 'beach'), city('Knokke-Heist', 'Knokke-Heist', 'beach'), city('La Panne', 'De Panne', 'beach'), city('Blankenberge', 'Blankenberge', 'beach')]),
      region('Ardennes belges', 'Belgische Ardennen', 'dans les Ardennes', 'nature', [city('Durbuy', 'Durbuy', 'nature'), city('Bouillon', 'Bouillon', 'nature'), city('Spa', 'Spa', 'nature'), city('La Roche-en-Ardenne', 'La Roche-en-Ardenne', 'nature')]),
    ],
    cities: [city('Bruges', 'Brugge', 'city'), city('Gand', 'Gent', 'city'), city('Anvers', 'Antwerpen', 'city'), city('Bruxelles', 'Brussel', 'city')],
  }),
  country({
    fr: 'Pays-Bas', nl: 'Nederland', frIn: 'aux Pays-Bas', continent: 'europe', theme: 'city', season: [4, 9], flightHours: 0,
    idCard: true, style: 'nl',
    pitchFr: 'Canaux d’Amsterdam, dunes de Zélande et champs de tulipes au printemps : les Pays-Bas se prêtent aux escapades à vélo.',
    pitchNl: 'De grachten van Amsterdam, de duinen van Zeeland en tulpenvelden in de lente: Nederland is ideaal voor een fietsvakantie.',
    regions: [region('Zélande', 'Zeeland', 'en Zélande', 'beach', [city('Domburg', 'Domburg', 'beach'), city('Cadzand', 'Cadzand', 'beach')])],
    cities: [city('Amsterdam', 'Amsterdam', 'city'), city('Rotterdam', 'Rotterdam', 'city'), city('Maastricht', 'Maastricht', 'city')],
  }),
  country({
    fr: 'Autriche', nl: 'Oostenrijk', frIn: 'en Autriche', continent: 'europe', theme: 'mountain', season: [12, 3], flightHours: 1.5,
    idCard: true, style: 'de',
    pitchFr: 'Stations de ski familiales l’hiver, alpages et lacs l’été : l’Autriche est la destination montagne préférée des Belges.',
    pitchNl: 'Gezellige skidorpen in de winter, bergweiden en meren in de zomer: Oostenrijk is dé bergbestemming van de Belgen.',
    regions: [
      region('Tyrol', 'Tirol', 'au Tyrol', 'mountain', [city('Innsbruck', 'Innsbruck', 'city'), city('Mayrhofen', 'Mayrhofen', 'mountain'), city('Sölden', 'Sölden', 'mountain'), city('Ischgl', 'Ischgl', 'mountain')]),
      region('Pays de Salzbourg', 'Salzburgerland', 'au pays de Salzbourg', 'mountain', [city('Salzbourg', 'Salzburg', 'city'), city('Zell am See', 'Zell am See', 'mountain')]),
    ],
    cities: [city('Vienne', 'Wenen', 'city')],
  }),
  country({
    fr: 'Suisse', nl: 'Zwitserland', frIn: 'en Suisse', continent: 'europe', theme: 'mountain', season: [12, 3], flightHours: 1.5,
    idCard: true, style: 'de',
    pitchFr: 'Sommets mythiques, trains panoramiques et lacs d’un bleu intense : la Suisse se savoure au rythme lent des montagnes.',
    pitchNl: 'Mythische toppen, panoramatreinen en diepblauwe meren: Zwitserland geniet je in het rustige ritme van de bergen.',
    regions: [region('Valais', 'Wallis', 'en Valais', 'mountain', [city('Zermatt', 'Zermatt', 'mountain'), city('Verbier', 'Verbier', 'mountain')])],
    cities: [city('Genève', 'Genève', 'city'), city('Lucerne', 'Luzern', 'city'), city('Interlaken', 'Interlaken', 'mountain')],
  }),
  country({
    fr: 'Allemagne', nl: 'Duitsland', frIn: 'en Allemagne', continent: 'europe', theme: 'city', season: [5, 9], flightHours: 0,
    idCard: true, style: 'de',
    pitchFr: 'Capitales branchées, marchés de Noël et forêts profondes : l’Allemagne se rejoint facilement en train ou en voiture.',
    pitchNl: 'Hippe hoofdsteden, kerstmarkten en uitgestrekte bossen: Duitsland bereik je vlot met de trein of de auto.',
    regions: [region('Forêt-Noire', 'Zwarte Woud', 'en Forêt-Noire', 'nature', [city('Fribourg-en-Brisgau', 'Freiburg im Breisgau', 'city'), city('Titisee', 'Titisee', 'nature')])],
    cities: [city('Berlin', 'Berlijn', 'city'), city('Munich', 'München', 'city'), city('Cologne', 'Keulen', 'city'), city('Hambourg', 'Hamburg', 'city')],
  }),
  country({
    fr: 'Royaume-Uni', nl: 'Verenigd Koninkrijk', frIn: 'au Royaume-Uni', continent: 'europe', theme: 'city', season: [5, 9], flightHours: 1,
    idCard: false, style: 'en',
    pitchFr: 'Théâtres du West End, châteaux écossais et pubs de village : le Royaume-Uni est à deux heures de train de Bruxelles.',
    pitchNl: 'Musicals in het West End, Schotse kastelen en dorpspubs: het Verenigd Koninkrijk ligt op twee uur trein van Brussel.',
    regions: [region('Écosse', 'Schotland', 'en Écosse', 'nature', [city('Édimbourg', 'Edinburgh', 'city'), city('Inverness', 'Inverness', 'nature')])],
    cities: [city('Londres', 'Londen', 'city'), city('Liverpool', 'Liverpool', 'city')],
  }),
  country({
    fr: 'Irlande', nl: 'Ierland', frIn: 'en Irlande', continent: 'europe', theme: 'nature', season: [5, 9], flightHours: 1.5,
    idCard: true, style: 'en',
    pitchFr: 'Falaises vertigineuses, pubs chaleureux et routes côtières : l’Irlande est faite pour les road trips.',
    pitchNl: 'Duizelingwekkende kliffen, gezellige pubs en kustwegen: Ierland is gemaakt voor een roadtrip.',
    regions: [],
    cities: [city('Dublin', 'Dublin', 'city'), city('Galway', 'Galway', 'city'), city('Killarney', 'Killarney', 'nature')],
  }),
  country({
    fr: 'Islande', nl: 'IJsland', frIn: 'en Islande', continent: 'europe', theme: 'nature', season: [6, 8], flightHours: 3.5,
    idCard: true, style: 'en',
    pitchFr: 'Geysers, glaciers et aurores boréales : l’Islande offre des paysages d’un autre monde à moins de quatre heures de vol.',
    pitchNl: 'Geisers, gletsjers en het noorderlicht: IJsland biedt landschappen van een andere planeet op minder dan vier uur vliegen.',
    regions: [],
    cities: [city('Reykjavik', 'Reykjavik', 'city'), city('Vik', 'Vík', 'nature')],
  }),
  country({
    fr: 'Norvège', nl: 'Noorwegen', frIn: 'en Norvège', continent: 'europe', theme: 'nature', season: [6, 8], flightHours: 2,
    idCard: true, style: 'en',
    pitchFr: 'Fjords majestueux, villages de pêcheurs colorés et soleil de minuit : la Norvège se découvre idéalement en croisière.',
    pitchNl: 'Majestueuze fjorden, kleurrijke vissersdorpen en de middernachtzon: Noorwegen ontdek je het best tijdens een cruise.',
    regions: [region('Fjords norvégiens', 'Noorse fjorden', 'dans les fjords norvégiens', 'nature', [city('Bergen', 'Bergen', 'city'), city('Ålesund', 'Ålesund', 'nature')])],
    cities: [city('Oslo', 'Oslo', 'city'), city('Tromsø', 'Tromsø', 'nature')],
  }),
  country({
    fr: 'République tchèque', nl: 'Tsjechië', frIn: 'en République tchèque', continent: 'europe', theme: 'city', season: [4, 10], flightHours: 1.5,
    idCard: true, style: 'de',
    pitchFr: 'Prague et ses toits dorés, les villes thermales de Bohême et une bière légendaire : une destination culturelle à petit prix.',
    pitchNl: 'Praag met zijn gouden daken, de kuuroorden van Bohemen en legendarisch bier: een culturele bestemming voor een zacht prijsje.',
    regions: [],
    cities: [city('Prague', 'Praag', 'city'), city('Karlovy Vary', 'Karlsbad', 'city'), city('Český Krumlov', 'Český Krumlov', 'city')],
  }),
  country({
    fr: 'Bulgarie', nl: 'Bulgarije', frIn: 'en Bulgarie', continent: 'europe', theme: 'beach', season: [6, 9], flightHours: 3,
    idCard: true, style: 'hr',
    pitchFr: 'Longues plages de sable fin sur la mer Noire et formules all inclusive parmi les moins chères d’Europe.',
    pitchNl: 'Lange zandstranden aan de Zwarte Zee en all-inclusive formules die tot de goedkoopste van Europa behoren.',
    regions: [],
    cities: [city('Sunny Beach', 'Sunny Beach', 'beach'), city('Varna', 'Varna', 'beach'), city('Nessebar', 'Nesebar', 'city')],
  }),
  // Africa
  country({
    fr: 'Maroc', nl: 'Marokko', frIn: 'au Maroc', continent: 'africa', theme: 'desert', season: [3, 11], flightHours: 3.5,
    idCard: false, style: 'ar',
    pitchFr: 'Riads de Marrakech, dunes du Sahara et plages d’Agadir : le Maroc dépayse totalement à seulement trois heures et demie de vol.',
    pitchNl: 'Riads in Marrakech, de duinen van de Sahara en de stranden van Agadir: Marokko is een totale verandering van omgeving op amper drie en een half uur vliegen.',
    regions: [],
    cities: [city('Marrakech', 'Marrakesh', 'city'), city('Agadir', 'Agadir', 'beach'), city('Essaouira', 'Essaouira', 'beach'), city('Fès', 'Fez', 'city')],
  }),
  country({
    fr: 'Tunisie', nl: 'Tunesië', frIn: 'en Tunisie', continent: 'africa', theme: 'beach', season: [5, 10], flightHours: 2.5,
    idCard: false, style: 'ar',
    pitchFr: 'Plages de sable blanc, thalassos réputées et médinas classées : la Tunisie est une valeur sûre pour des vacances en famille.',
    pitchNl: 'Witte zandstranden, befaamde thalassocentra en beschermde medina’s: Tunesië is een veilige keuze voor een gezinsvakantie.',
    regions: [],
    cities: [city('Djerba', 'Djerba', 'island'), city('Hammamet', 'Hammamet', 'beach'), city('Sousse', 'Sousse', 'beach'), city('Monastir', 'Monastir', 'beach')],
  }),
  country({
    fr: 'Égypte', nl: 'Egypte', frIn: 'en Égypte', continent: 'africa', theme: 'desert', season: [10, 4], flightHours: 5,
    idCard: false, style: 'ar',
    pitchFr: 'Récifs coralliens de la mer Rouge et temples millénaires du Nil : l’Égypte garantit le soleil même au cœur de l’hiver.',
    pitchNl: 'Koraalriffen in de Rode Zee en eeuwenoude tempels langs de Nijl: Egypte garandeert zon, zelfs midden in de winter.',
    regions: [region('Mer Rouge', 'Rode Zee', 'au bord de la mer Rouge', 'beach', [city('Hurghada', 'Hurghada', 'beach'), city('Marsa Alam', 'Marsa Alam', 'beach'), city('Charm el-Cheikh', 'Sharm-el-Sheikh', 'beach')])],
    cities: [city('Le Caire', 'Caïro', 'city'), city('Louxor', 'Luxor', 'desert')],
  }),
  country({
    fr: 'Cap-Vert', nl: 'Kaapverdië', frIn: 'au Cap-Vert', continent: 'africa', theme: 'island', season: [10, 6], flightHours: 6,
    idCard: false, style: 'pt',
    pitchFr: 'Soleil toute l’année, alizés et ambiance morna : l’archipel du Cap-Vert est parfait pour fuir l’hiver sans décalage horaire marqué.',
    pitchNl: 'Het hele jaar zon, passaatwinden en morna-muziek: Kaapverdië is perfect om de winter te ontvluchten zonder veel tijdsverschil.',
    regions: [],
    cities: [city('Sal', 'Sal', 'island'), city('Boa Vista', 'Boa Vista', 'island')],
  }),
  country({
    fr: 'Île Maurice', nl: 'Mauritius', frIn: 'à l’île Maurice', continent: 'africa', theme: 'tropical', season: [5, 12], flightHours: 12,
    idCard: false, style: 'en',
    pitchFr: 'Lagons turquoise, hôtels raffinés et accueil francophone : l’île Maurice est la destination rêvée des voyages de noces.',
    pitchNl: 'Turquoise lagunes, verfijnde hotels en een warm onthaal: Mauritius is de droombestemming voor een huwelijksreis.',
    regions: [],
    cities: [city('Grand Baie', 'Grand Baie', 'tropical'), city('Flic en Flac', 'Flic en Flac', 'tropical'), city('Belle Mare', 'Belle Mare', 'tropical')],
  }),
  country({
    fr: 'Sénégal', nl: 'Senegal', frIn: 'au Sénégal', continent: 'africa', theme: 'tropical', season: [11, 5], flightHours: 6,
    idCard: false, style: 'fr',
    pitchFr: 'Plages de la Petite-Côte, delta du Saloum et Dakar en pleine effervescence : le Sénégal, pays de la teranga.',
    pitchNl: 'De stranden van de Petite Côte, de Saloumdelta en het bruisende Dakar: Senegal, het land van de gastvrijheid.',
    regions: [],
    cities: [city('Saly', 'Saly', 'beach'), city('Dakar', 'Dakar', 'city')],
  }),
  country({
    fr: 'Afrique du Sud', nl: 'Zuid-Afrika', frIn: 'en Afrique du Sud', continent: 'africa', theme: 'nature', season: [10, 4], flightHours: 11,
    idCard: false, style: 'en',
    pitchFr: 'Safaris dans le Kruger, route des Jardins et vignobles du Cap : l’Afrique du Sud condense un continent entier en un voyage.',
    pitchNl: 'Safari’s in het Krugerpark, de Garden Route en de wijngaarden rond Kaapstad: Zuid-Afrika bundelt een heel continent in één reis.',
    regions: [],
    cities: [city('Le Cap', 'Kaapstad', 'city'), city('Parc Kruger', 'Krugerpark', 'nature')],
  }),
  // Asia
  country({
    fr: 'Thaïlande', nl: 'Thailand', frIn: 'en Thaïlande', continent: 'asia', theme: 'tropical', season: [11, 4], flightHours: 12,
    idCard: false, style: 'asia',
    pitchFr: 'Temples dorés, cuisine de rue parfumée et îles paradisiaques : la Thaïlande reste la porte d’entrée idéale vers l’Asie.',
    pitchNl: 'Gouden tempels, geurige straatkeuken en paradijselijke eilanden: Thailand blijft de ideale toegangspoort tot Azië.',
    regions: [region('Sud de la Thaïlande', 'Zuid-Thailand', 'dans le sud de la Thaïlande', 'tropical', [city('Phuket', 'Phuket', 'tropical'), city('Koh Samui', 'Koh Samui', 'tropical'), city('Krabi', 'Krabi', 'tropical')])],
    cities: [city('Bangkok', 'Bangkok', 'city'), city('Chiang Mai', 'Chiang Mai', 'nature')],
  }),
  country({
    fr: 'Indonésie', nl: 'Indonesië', frIn: 'en Indonésie', continent: 'asia', theme: 'tropical', season: [5, 9], flightHours: 16,
    idCard: false, style: 'asia',
    pitchFr: 'Rizières en terrasses, volcans et temples hindous : Bali et ses voisines offrent un voyage aussi spirituel que balnéaire.',
    pitchNl: 'Rijstterrassen, vulkanen en hindoetempels: Bali en zijn buureilanden bieden een reis die even spiritueel als zonnig is.',
    regions: [region('Bali', 'Bali', 'à Bali', 'tropical', [city('Ubud', 'Ubud', 'nature'), city('Seminyak', 'Seminyak', 'beach'), city('Nusa Dua', 'Nusa Dua', 'tropical')])],
    cities: [city('Lombok', 'Lombok', 'tropical'), city('Yogyakarta', 'Yogyakarta', 'city')],
  }),
  country({
    fr: 'Vietnam', nl: 'Vietnam', frIn: 'au Vietnam', continent: 'asia', theme: 'nature', season: [2, 4], flightHours: 13,
    idCard: false, style: 'asia',
    pitchFr: 'Baie d’Halong, rizières du Nord et delta du Mékong : le Vietnam se parcourt du nord au sud en trois semaines inoubliables.',
    pitchNl: 'De Halongbaai, de rijstvelden in het noorden en de Mekongdelta: Vietnam doorkruis je van noord naar zuid in drie onvergetelijke weken.',
    regions: [],
    cities: [city('Hanoï', 'Hanoi', 'city'), city('Hô Chi Minh-Ville', 'Ho Chi Minhstad', 'city'), city('Baie d’Halong', 'Halongbaai', 'nature'), city('Hoi An', 'Hoi An', 'city')],
  }),
  country({
    fr: 'Japon', nl: 'Japan', frIn: 'au Japon', continent: 'asia', theme: 'city', season: [3, 5], flightHours: 14,
    idCard: false, style: 'asia',
    pitchFr: 'Mégapoles futuristes, temples zen et cerisiers en fleurs : le Japon fascine à chaque saison.',
    pitchNl: 'Futuristische megasteden, zentempels en bloeiende kersenbomen: Japan fascineert in elk seizoen.',
    regions: [],
    cities: [city('Tokyo', 'Tokio', 'city'), city('Kyoto', 'Kyoto', 'city'), city('Osaka', 'Osaka', 'city')],
  }),
  country({
    fr: 'Émirats arabes unis', nl: 'Verenigde Arabische Emiraten', frIn: 'aux Émirats arabes unis', continent: 'asia', theme: 'desert',
    season: [11, 3], flightHours: 6.5, idCard: false, style: 'ar',
    pitchFr: 'Gratte-ciel record, plages impeccables et désert à portée de 4x4 : les Émirats sont l’escale soleil de l’hiver.',
    pitchNl: 'Recordwolkenkrabbers, smetteloze stranden en de woestijn binnen handbereik: de Emiraten zijn dé zonnige winterbestemming.',
    regions: [],
    cities: [city('Dubaï', 'Dubai', 'city'), city('Abou Dabi', 'Abu Dhabi', 'city'), city('Ras el Khaïmah', 'Ras al Khaimah', 'beach')],
  }),
  country({
    fr: 'Maldives', nl: 'Malediven', frIn: 'aux Maldives', continent: 'asia', theme: 'tropical', season: [11, 4], flightHours: 11,
    idCard: false, style: 'asia',
    pitchFr: 'Villas sur pilotis, sable immaculé et raies manta : les Maldives incarnent le luxe pieds nus.',
    pitchNl: 'Villa’s op palen, spierwit zand en mantaroggen: de Malediven staan voor blootsvoetse luxe.',
    regions: [],
    cities: [city('Malé', 'Malé', 'tropical'), city('Atoll d’Ari', 'Ari-atol', 'tropical')],
  }),
  country({
    fr: 'Sri Lanka', nl: 'Sri Lanka', frIn: 'au Sri Lanka', continent: 'asia', theme: 'tropical', season: [12, 4], flightHours: 12,
    idCard: false, style: 'asia',
    pitchFr: 'Plantations de thé, éléphants en liberté et plages de la côte sud : le Sri Lanka concentre l’Asie sur une petite île.',
    pitchNl: 'Theeplantages, olifanten in het wild en stranden aan de zuidkust: Sri Lanka bundelt Azië op één klein eiland.',
    regions: [],
    cities: [city('Colombo', 'Colombo', 'city'), city('Kandy', 'Kandy', 'nature'), city('Galle', 'Galle', 'beach')],
  }),
  // North America
  country({
    fr: 'États-Unis', nl: 'Verenigde Staten', frIn: 'aux États-Unis', continent: 'north-america', theme: 'city', season: [4, 10], flightHours: 8.5,
    idCard: false, style: 'en',
    pitchFr: 'Skyline de New York, parcs nationaux de l’Ouest et plages de Floride : les États-Unis se prêtent à tous les styles de voyage.',
    pitchNl: 'De skyline van New York, de nationale parken in het westen en de stranden van Florida: de Verenigde Staten passen bij elke reisstijl.',
    regions: [
      region('Floride', 'Florida', 'en Floride', 'beach', [city('Miami', 'Miami', 'beach'), city('Orlando', 'Orlando', 'city'), city('Key West', 'Key West', 'island')]),
      region('Californie', 'Californië', 'en Californie', 'beach', [city('Los Angeles', 'Los Angeles', 'city'), city('San Francisco', 'San Francisco', 'city'), city('San Diego', 'San Diego', 'beach')]),
    ],
    cities: [city('New York', 'New York', 'city'), city('Las Vegas', 'Las Vegas', 'desert')],
  }),
  country({
    fr: 'Canada', nl: 'Canada', frIn: 'au Canada', continent: 'north-america', theme: 'nature', season: [6, 9], flightHours: 8,
    idCard: false, style: 'en',
    pitchFr: 'Grands lacs, Rocheuses et accent québécois : le Canada offre des espaces immenses et un accueil chaleureux.',
    pitchNl: 'Grote meren, de Rocky Mountains en Franstalig Québec: Canada biedt eindeloze ruimte en een warm welkom.',
    regions: [
      region('Québec', 'Quebec', 'au Québec', 'nature', [city('Montréal', 'Montreal', 'city'), city('Ville de Québec', 'Quebec-stad', 'city')]),
      region('Colombie-Britannique', 'Brits-Columbia', 'en Colombie-Britannique', 'nature', [city('Vancouver', 'Vancouver', 'city'), city('Whistler', 'Whistler', 'mountain')]),
    ],
    cities: [city('Toronto', 'Toronto', 'city')],
  }),
  country({
    fr: 'Mexique', nl: 'Mexico', frIn: 'au Mexique', continent: 'north-america', theme: 'tropical', season: [11, 4], flightHours: 11,
    idCard: false, style: 'es',
    pitchFr: 'Pyramides mayas, cenotes cristallins et plages de la mer des Caraïbes : le Mexique est un voyage plein de couleurs.',
    pitchNl: 'Mayapiramides, kristalheldere cenotes en stranden aan de Caribische Zee: Mexico is een reis vol kleur.',
    regions: [region('Riviera maya', 'Riviera Maya', 'sur la Riviera maya', 'tropical', [city('Cancún', 'Cancún', 'beach'), city('Playa del Carmen', 'Playa del Carmen', 'beach'), city('Tulum', 'Tulum', 'tropical')])],
    cities: [city('Mexico', 'Mexico-Stad', 'city')],
  }),
  // South America and the Caribbean
  country({
    fr: 'République dominicaine', nl: 'Dominicaanse Republiek', frIn: 'en République dominicaine', continent: 'south-america',
    theme: 'tropical', season: [12, 4], flightHours: 9, idCard: false, style: 'es',
    pitchFr: 'Cocotiers à perte de vue et resorts tout compris : la République dominicaine est la championne du farniente caribéen.',
    pitchNl: 'Palmbomen zover het oog reikt en all-inclusive resorts: de Dominicaanse Republiek is kampioen Caribisch nietsdoen.',
    regions: [],
    cities: [city('Punta Cana', 'Punta Cana', 'tropical'), city('Puerto Plata', 'Puerto Plata', 'beach'), city('Bayahibe', 'Bayahibe', 'beach')],
  }),
  country({
    fr: 'Cuba', nl: 'Cuba', frIn: 'à Cuba', continent: 'south-america', theme: 'tropical', season: [11, 4], flightHours: 10,
    idCard: false, style: 'es',
    pitchFr: 'Vieilles américaines, salsa et plages de Varadero : Cuba vibre au rythme de La Havane.',
    pitchNl: 'Oude Amerikaanse auto’s, salsa en de stranden van Varadero: Cuba leeft op het ritme van Havana.',
    regions: [],
    cities: [city('La Havane', 'Havana', 'city'), city('Varadero', 'Varadero', 'beach'), city('Trinidad', 'Trinidad', 'city')],
  }),
  country({
    fr: 'Curaçao', nl: 'Curaçao', frIn: 'à Curaçao', continent: 'south-america', theme: 'tropical', season: [1, 12], flightHours: 10,
    idCard: false, style: 'nl',
    pitchFr: 'Façades pastel de Willemstad, criques secrètes et plongée hors pair : Curaçao marie Caraïbes et touche néerlandaise.',
    pitchNl: 'Pastelkleurige gevels in Willemstad, verborgen baaien en prachtige duikplekken: Curaçao combineert de Caraïben met een Nederlands tintje.',
    regions: [],
    cities: [city('Willemstad', 'Willemstad', 'city')],
  }),
  country({
    fr: 'Brésil', nl: 'Brazilië', frIn: 'au Brésil', continent: 'south-america', theme: 'tropical', season: [9, 3], flightHours: 12,
    idCard: false, style: 'pt',
    pitchFr: 'Plages de Rio, chutes d’Iguaçu et forêt amazonienne : le Brésil se vit en grand.',
    pitchNl: 'De stranden van Rio, de watervallen van Iguaçu en het Amazonewoud: Brazilië beleef je in het groot.',
    regions: [],
    cities: [city('Rio de Janeiro', 'Rio de Janeiro', 'city'), city('Salvador de Bahia', 'Salvador', 'beach')],
  }),
  country({
    fr: 'Pérou', nl: 'Peru', frIn: 'au Pérou', continent: 'south-america', theme: 'mountain', season: [5, 9], flightHours: 13,
    idCard: false, style: 'es',
    pitchFr: 'Machu Picchu, lac Titicaca et marchés andins : le Pérou est un voyage au cœur de l’empire inca.',
    pitchNl: 'Machu Picchu, het Titicacameer en Andesmarkten: Peru is een reis naar het hart van het Incarijk.',
    regions: [],
    cities: [city('Cuzco', 'Cusco', 'mountain'), city('Lima', 'Lima', 'city')],
  }),
  country({
    fr: 'Costa Rica', nl: 'Costa Rica', frIn: 'au Costa Rica', continent: 'south-america', theme: 'nature', season: [12, 4], flightHours: 12,
    idCard: false, style: 'es',
    pitchFr: 'Volcans, forêts de nuages et paresseux : le Costa Rica est le paradis de l’écotourisme.',
    pitchNl: 'Vulkanen, nevelwouden en luiaards: Costa Rica is het paradijs van het ecotoerisme.',
    regions: [],
    cities: [city('San José', 'San José', 'city'), city('Tamarindo', 'Tamarindo', 'beach')],
  }),
  // Oceania
  country({
    fr: 'Australie', nl: 'Australië', frIn: 'en Australie', continent: 'oceania', theme: 'nature', season: [9, 4], flightHours: 22,
    idCard: false, style: 'en',
    pitchFr: 'Grande Barrière de corail, outback rouge et Opéra de Sydney : l’Australie est le voyage d’une vie.',
    pitchNl: 'Het Groot Barrièrerif, de rode outback en het Operagebouw van Sydney: Australië is de reis van je leven.',
    regions: [region('Queensland', 'Queensland', 'dans le Queensland', 'tropical', [city('Cairns', 'Cairns', 'tropical'), city('Gold Coast', 'Gold Coast', 'beach')])],
    cities: [city('Sydney', 'Sydney', 'city'), city('Melbourne', 'Melbourne', 'city')],
  }),
  country({
    fr: 'Nouvelle-Zélande', nl: 'Nieuw-Zeeland', frIn: 'en Nouvelle-Zélande', continent: 'oceania', theme: 'mountain', season: [11, 3],
    flightHours: 24, idCard: false, style: 'en',
    pitchFr: 'Fjords, glaciers et collines verdoyantes : la Nouvelle-Zélande est le terrain de jeu rêvé des amoureux de nature.',
    pitchNl: 'Fjorden, gletsjers en groene heuvels: Nieuw-Zeeland is de ideale speeltuin voor natuurliefhebbers.',
    regions: [],
    cities: [city('Auckland', 'Auckland', 'city'), city('Queenstown', 'Queenstown', 'mountain')],
  }),
  country({
    fr: 'Polynésie française', nl: 'Frans-Polynesië', frIn: 'en Polynésie française', continent: 'oceania', theme: 'tropical',
    season: [5, 10], flightHours: 22, idCard: false, style: 'fr',
    pitchFr: 'Lagons aux mille bleus et bungalows sur l’eau : Tahiti et ses îles sont l’ultime destination de lune de miel.',
    pitchNl: 'Lagunes in duizend tinten blauw en bungalows boven het water: Tahiti en zijn eilanden zijn de ultieme huwelijksreisbestemming.',
    regions: [],
    cities: [city('Tahiti', 'Tahiti', 'tropical'), city('Bora Bora', 'Bora Bora', 'tropical'), city('Moorea', 'Moorea', 'tropical')],
  }),
];

/** Countries in the order a Belgian (fr-be, nl-be) or French (fr-fr) audience looks for them. */
export const popularity: Record<'be' | 'fr', string[]> = {
  be: [
    'espagne', 'france', 'italie', 'grece', 'turquie', 'portugal', 'egypte', 'maroc', 'croatie', 'tunisie', 'autriche', 'thailande',
    'cap-vert', 'chypre', 'malte', 'etats-unis', 'republique-dominicaine', 'mexique', 'bulgarie', 'belgique',
  ],
  fr: [
    'france', 'espagne', 'italie', 'grece', 'portugal', 'maroc', 'tunisie', 'croatie', 'turquie', 'egypte', 'etats-unis', 'thailande',
    'ile-maurice', 'republique-dominicaine', 'mexique', 'malte', 'polynesie-francaise', 'japon', 'canada', 'chypre',
  ],
};

/** Regions and cities shown in the menu (≤ 20), by the key of their French name. */
export const menuSublocations: Record<'be' | 'fr', string[]> = {
  be: [
    'iles-canaries', 'crete', 'iles-baleares', 'algarve', 'andalousie', 'costa-brava', 'riviera-turque', 'mer-rouge', 'cote-belge',
    'ardennes-belges', 'tyrol', 'toscane', 'sicile', 'barcelone', 'rome', 'paris', 'marrakech', 'lisbonne', 'dubai', 'cote-d-azur',
  ],
  fr: [
    'cote-d-azur', 'corse', 'provence', 'bretagne', 'alpes-francaises', 'iles-canaries', 'crete', 'iles-baleares', 'andalousie',
    'algarve', 'sicile', 'toscane', 'cyclades', 'barcelone', 'rome', 'lisbonne', 'marrakech', 'new-york', 'djerba', 'paris',
  ],
};

export const marketOf = (edition: string): 'be' | 'fr' => (edition === 'fr-fr' ? 'fr' : 'be');
