/** Names of accommodations as the partners' feeds spell them: in the local style of the destination. */
import type { NameStyle } from '../destinations/world';
import type { Random } from '../random';
import type { PropertyCategoryKey } from './vocabulary';

const stems: Record<NameStyle, string[]> = {
  es: ['Playa Dorada', 'Costa Serena', 'Mar Azul', 'Las Palmeras', 'Sol y Mar', 'Cala Blanca', 'Los Olivos', 'Miramar', 'Brisa Marina', 'La Caleta', 'El Faro', 'Torre del Mar', 'Jardín Tropical', 'Las Dunas', 'Bahía Azul', 'Marina Luz', 'Casa Blanca', 'Oasis del Sol', 'Puerto Alegre', 'Vista Hermosa'],
  fr: ['Les Pins Bleus', 'Le Clos Fleuri', 'La Bastide des Oliviers', 'Le Mas du Soleil', 'Les Terrasses de la Baie', 'Le Relais du Lac', 'La Pinède', 'Les Mouettes', 'Le Grand Large', 'L’Escale Marine', 'Les Alizés', 'Le Domaine des Chênes', 'Les Hauts de la Mer', 'Le Belvédère', 'La Roseraie', 'Les Embruns', 'Le Panorama', 'Les Jardins d’Azur', 'La Forge', 'Le Moulin Vert'],
  it: ['Bella Vista', 'dei Limoni', 'Il Gabbiano', 'La Perla', 'Mare Blu', 'Il Girasole', 'dei Fiori', 'Belvedere', 'Serena', 'La Torre', 'San Marco', 'Le Palme', 'Il Faro', 'Miramare', 'La Dolce Vita', 'Riviera', 'Aurora', 'Lungomare', 'Gli Ulivi', 'Villa Flora'],
  gr: ['Aegean Blue', 'Thalassa', 'Kyma Beach', 'Eleni', 'Aphrodite', 'Olympia', 'Blue Dolphin', 'Porto Bello', 'Meltemi', 'Galini', 'Helios', 'Anemos', 'Lefkes', 'Ionian Pearl', 'Asteri', 'Ammos', 'Perla Bay', 'Sea Breeze', 'Oniro', 'Votsalo'],
  pt: ['Vila Sol', 'Praia Dourada', 'Mar e Sol', 'Quinta das Flores', 'Baía Azul', 'Casa do Mar', 'Pérola do Sul', 'Jardim do Mar', 'Falésia', 'Brisa do Mar', 'Solar dos Pinheiros', 'Estrela do Mar', 'Vista Mar', 'Costa Verde', 'Sol Nascente'],
  tr: ['Side Star', 'Blue Lagoon', 'Golden Coast', 'Sultan Palace', 'Anatolia Park', 'Lykia Garden', 'Delphin Bay', 'Turquoise Bay', 'Aqua Marine', 'Royal Taurus', 'Pine Bay', 'Crystal Sands', 'Kaya Beach', 'Lara Sun', 'Palmiye', 'Yasmin', 'Nergis', 'Defne Garden'],
  de: ['Alpenhof', 'Edelweiss', 'Tirolerhof', 'Bergblick', 'Sonnenhang', 'Alpenrose', 'zur Post', 'Seeblick', 'Waldhaus', 'Schneeflocke', 'Bergkristall', 'Almfrieden', 'Gipfelglück', 'Kaiserhof', 'Panorama Alm', 'Lindenhof', 'Rosengarten'],
  en: ['Ocean View', 'Harbour Lights', 'The Grand', 'Sunset Bay', 'Coral Reef', 'Royal Palm', 'Bayside', 'Lighthouse', 'The Meadows', 'Palm Grove', 'Seaview', 'Highland Lodge', 'Riverside', 'Cliff House', 'Blue Horizon', 'Kingfisher', 'Silver Sands'],
  ar: ['Dar Zitoun', 'Palais des Roses', 'Oasis Palmeraie', 'Dar Essalam', 'Kasbah Tamsna', 'Les Jardins de l’Atlas', 'Medina Garden', 'Sahara Palace', 'El Menzah', 'Jasmine Garden', 'Nour Palace', 'Dar Yasmine', 'Atlas Sun', 'Al Kasbah', 'Palm Beach', 'Zahra'],
  nl: ['Duinenhof', 'De Zeemeeuw', 'Het Anker', 'Zonnedauw', 'De Vier Seizoenen', 'Noordzee', 'De Strandloper', 'Het Wilgenhof', 'De Linde', 'Zilverduin', 'Boszicht', 'De Watermolen', 'Kasteelhof', 'Val de l’Ourthe', 'Les Sapins', 'Beau Séjour'],
  hr: ['Adriatic', 'Jadran', 'Lavanda', 'Plavi Val', 'Maslina', 'Bellevue', 'Borik', 'Kaštel', 'Dalmacija', 'Zlatna Obala', 'Sunce', 'Galeb', 'Mirna Uvala', 'Park Adria', 'Riva'],
  asia: ['Lotus Garden', 'Bamboo Bay', 'Palm Paradise', 'Orchid', 'Coconut Grove', 'Sea Sand Sun', 'Jasmine', 'Banyan Hill', 'Frangipani', 'Lagoon Pearl', 'Mango Bay', 'Rice Terrace', 'Silk Road', 'Blue Lotus', 'Tamarind'],
};

const hotelWord: Record<NameStyle, (stem: string) => string> = {
  es: (s) => `Hotel ${s}`,
  fr: (s) => `Hôtel ${s}`,
  it: (s) => (s.startsWith('dei') ? `Hotel Villa ${s}` : `Hotel ${s}`),
  gr: (s) => `${s} Hotel`,
  pt: (s) => `Hotel ${s}`,
  tr: (s) => `${s} Hotel`,
  de: (s) => (s.startsWith('zur') ? `Gasthof ${s}` : `Hotel ${s}`),
  en: (s) => `${s} Hotel`,
  ar: (s) => (/^(Dar|Palais|Kasbah|Riad)/.test(s) ? s : `Riad ${s}`),
  nl: (s) => `Hotel ${s}`,
  hr: (s) => `Hotel ${s}`,
  asia: (s) => `${s} Hotel`,
};

const apartmentWord: Record<NameStyle, string> = {
  es: 'Apartamentos', fr: 'Résidence', it: 'Residence', gr: 'Apartments', pt: 'Apartamentos', tr: 'Apart', de: 'Ferienwohnungen',
  en: 'Apartments', ar: 'Résidence', nl: 'Appartementen', hr: 'Apartmani', asia: 'Residences',
};

const guesthouseWord: Record<NameStyle, string> = {
  es: 'Casa Rural', fr: 'Chambres d’hôtes', it: 'B&B', gr: 'Guesthouse', pt: 'Guest House', tr: 'Pansiyon', de: 'Pension',
  en: 'Guest House', ar: 'Maison d’hôtes', nl: 'B&B', hr: 'Sobe', asia: 'Homestay',
};

const ships = ['Stella Maris', 'Ocean Pearl', 'Nordic Star', 'Aurora', 'Mediterranean Dream', 'Sea Voyager', 'Azure Spirit', 'Princess Nefertari'];

/** A feed name for an accommodation of `category` in a place styled `style`; `place` is added now and then. */
export function propertyName(random: Random, style: NameStyle, category: PropertyCategoryKey, place: string): string {
  const stem = random.pick(stems[style]);
  const bare = stem.replace(/^(Villa|Dar|Riad) /, '');
  let name: string;
  switch (category) {
    case 'hotel':
      name = hotelWord[style](stem);
      break;
    case 'resort':
      name = style === 'es' ? `Resort ${stem}` : random.chance(0.5) ? `${stem} Resort & Spa` : `${stem} Resort`;
      break;
    case 'club':
      name = `Club ${stem}`;
      break;
    case 'apartment':
      name = style === 'gr' || style === 'en' || style === 'asia' ? `${stem} ${apartmentWord[style]}` : `${apartmentWord[style]} ${stem}`;
      break;
    case 'villa':
      name = `Villa ${bare}`;
      break;
    case 'camping':
      name = `${style === 'hr' ? 'Kamp' : 'Camping'} ${stem}`;
      break;
    case 'chalet':
      name = `Chalet ${bare}`;
      break;
    case 'guesthouse':
      name = `${guesthouseWord[style]} ${stem}`;
      break;
    case 'cruise':
      return `${random.pick(ships)} – ${place}`;
  }
  return random.chance(0.3) && !name.includes(place) ? `${name} ${place}` : name;
}
