/**
 * "In <place>" for sentences: French and Dutch pick their preposition and article per place (au Caire, à Malte,
 * op Kreta, aan de Costa Brava), so the exceptions are listed here and the rest follows the common rule.
 */

const frenchCityExceptions: Record<string, string> = {
  'Le Cap': 'au Cap',
  'Le Caire': 'au Caire',
  'Parc Kruger': 'dans le parc Kruger',
  'Baie d’Halong': 'dans la baie d’Halong',
  'Atoll d’Ari': 'sur l’atoll d’Ari',
  'Ville de Québec': 'à Québec',
};

/** French "à <city>", with the few places that take another form. */
export function frenchCityIn(name: string): string {
  return frenchCityExceptions[name] ?? `à ${name}`;
}

const dutchOp = new Set([
  // Islands take "op".
  'Cyprus', 'Malta', 'Mauritius', 'Cuba', 'Curaçao', 'Corsica', 'Sicilië', 'Sardinië', 'Kreta', 'Rhodos', 'Corfu', 'Kos', 'Madeira',
  'Gozo', 'Bali', 'Tenerife', 'Gran Canaria', 'Lanzarote', 'Fuerteventura', 'Mallorca', 'Ibiza', 'Menorca', 'Santorini', 'Mykonos',
  'Naxos', 'Paros', 'Djerba', 'Sal', 'Boa Vista', 'Lombok', 'Tahiti', 'Bora Bora', 'Moorea', 'Phuket', 'Koh Samui', 'Key West',
]);

const dutchExceptions: Record<string, string> = {
  'Verenigde Staten': 'in de Verenigde Staten',
  'Verenigd Koninkrijk': 'in het Verenigd Koninkrijk',
  'Verenigde Arabische Emiraten': 'in de Verenigde Arabische Emiraten',
  'Dominicaanse Republiek': 'in de Dominicaanse Republiek',
  Malediven: 'op de Malediven',
  'Canarische Eilanden': 'op de Canarische Eilanden',
  Balearen: 'op de Balearen',
  Cycladen: 'op de Cycladen',
  Azoren: 'op de Azoren',
  'Costa Brava': 'aan de Costa Brava',
  'Costa Blanca': 'aan de Costa Blanca',
  'Côte d’Azur': 'aan de Côte d’Azur',
  'Belgische kust': 'aan de Belgische kust',
  'Rode Zee': 'aan de Rode Zee',
  'Turkse Rivièra': 'aan de Turkse Rivièra',
  'Egeïsche kust': 'aan de Egeïsche kust',
  'Riviera Maya': 'aan de Riviera Maya',
  Gardameer: 'aan het Gardameer',
  Provence: 'in de Provence',
  Dordogne: 'in de Dordogne',
  Algarve: 'in de Algarve',
  'Franse Alpen': 'in de Franse Alpen',
  'Belgische Ardennen': 'in de Belgische Ardennen',
  'Noorse fjorden': 'in de Noorse fjorden',
  Salzburgerland: 'in het Salzburgerland',
  'Zwarte Woud': 'in het Zwarte Woud',
  Krugerpark: 'in het Krugerpark',
  Halongbaai: 'in de Halongbaai',
  'Ari-atol': 'op het Ari-atol',
};

/** Dutch "in/op/aan (de|het) <place>". */
export function dutchIn(name: string): string {
  if (dutchExceptions[name]) return dutchExceptions[name];
  return dutchOp.has(name) ? `op ${name}` : `in ${name}`;
}

/** Dutch "naar (de|het) <place>": the same article as "in", the preposition of movement. */
export function dutchTo(name: string): string {
  return dutchIn(name).replace(/^(in|op|aan) /, 'naar ');
}
